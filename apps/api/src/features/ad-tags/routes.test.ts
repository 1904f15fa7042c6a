import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, itAnswersEachCaller, startMatrixContext } from "../../test-support/accounts.js";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";

const f = versionFixture("adtags");

async function tagsOf(id: string, query = "", token = f.designer) {
  const res = await f.t.request("GET", `/api/ads/tags/${id}${query}`, { token });
  return { status: res.status, body: await json(res) };
}

/** A published mini (300x250, one exit to https://coffee.example/spring). */
async function publishedMini(name: string): Promise<string> {
  const ad = await f.createAd(name);
  await f.saveHeadline(ad, 1, "Fresh roast");
  expect((await f.publish(ad._id, { revision: 2 })).status).toBe(200);
  return ad._id;
}

describe("GET /api/ads/tags/{id}", () => {
  it("answers every server's JS and iframe tag of the live version, at the size, through the click macro", async () => {
    const id = await publishedMini("Tagged");
    const { status, body } = await tagsOf(id);
    expect(status).toBe(200);
    expect(body.version).toBe(1);
    expect(body.sizes).toEqual(["sz300x250"]);
    // A 300x250 banner of a desktop-and-mobile size is no in-app format: no MRAID tag.
    expect(body.tags.map((t: { server: string; type: string }) => `${t.server}/${t.type}`)).toEqual([
      "gam/js",
      "gam/iframe",
      "cm360/js",
      "cm360/iframe",
      "dv360/js",
      "dv360/iframe",
      "xandr/js",
      "xandr/iframe",
    ]);
    const gamIframe = body.tags[1];
    expect(gamIframe).toMatchObject({ size: "sz300x250", width: 300, height: 250 });
    expect(gamIframe.code).toBe(
      `<iframe src="http://localhost/creatives/${id}/1/sz300x250/index.html?width=300&amp;height=250&amp;cb=%%CACHEBUSTER%%&amp;clickTag=%%CLICK_URL_ESC%%https%253A%252F%252Fcoffee.example%252Fspring" width="300" height="250" title="Tagged" style="border:0;display:block;" scrolling="no" frameborder="0" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" allow="autoplay; fullscreen"></iframe>`,
    );
    const gamJs = body.tags[0].code;
    expect(gamJs).toContain('var click = "%%CLICK_URL_UNESC%%", cb = "%%CACHEBUSTER%%";');
    expect(gamJs).toContain('var exits = {"clickTag":"https://coffee.example/spring"};');
    expect(gamJs).toContain('frame.width = "300";');
    expect(gamJs).toContain('frame.height = "250";');
    // No preview mark: a tag's views are live traffic.
    expect(body.tags.every((t: { code: string }) => !t.code.includes("preview"))).toBe(true);
    expect(body.tags[3].code).toContain("&amp;cb=%n&amp;clickTag=%chttps%253A");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macros, as the tag carries them
    expect(body.tags[5].code).toContain("&amp;cb=${CACHEBUSTER}&amp;clickTag=${CLICK_URL_ENC}https%253A");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macros, as the tag carries them
    expect(body.tags[6].code).toContain('var click = "${CLICK_URL}", cb = "${CACHEBUSTER}";');
    expect(body.macros.map((m: { label: string }) => m.label)).toEqual([
      "Google Ad Manager",
      "Campaign Manager 360",
      "Display & Video 360",
      "Microsoft Invest (Xandr)",
    ]);
  });

  it("narrows by size, server and type, and offers MRAID for in-app formats", async () => {
    const ad = await f.createAd("Sticker", "sticker");
    expect((await f.publish(ad._id, { revision: 1 })).status).toBe(200);
    const { status, body } = await tagsOf(ad._id, "?size=320x100&server=xandr&type=mraid");
    expect(status).toBe(200);
    expect(body.tags).toHaveLength(1);
    expect(body.tags[0]).toMatchObject({ server: "xandr", size: "sz320x100", type: "mraid", width: 320 });
    const code: string = body.tags[0].code;
    expect(code.startsWith('<script src="mraid.js"></script>')).toBe(true);
    expect(code).toContain('mraid.getState() === "loading"');
    expect(code).toContain("mraid.open(m.url)");
    expect(code).toContain('+ "&open=parent"');
    expect(body.macros.map((m: { server: string }) => m.server)).toEqual(["xandr"]);
  });

  it("answers the tags of the newest version, which a later publish moves on", async () => {
    const id = await f.twoVersions("Two versions");
    const { body } = await tagsOf(id, "?type=iframe&server=gam");
    expect(body.version).toBe(2);
    expect(body.tags[0].code).toContain(`/creatives/${id}/2/sz300x250/index.html?`);
  });

  it("answers 409 for a draft, 400 for a size, server or type it does not have", async () => {
    const draft = await f.createAd("Draft only");
    expect(await tagsOf(draft._id)).toEqual({
      status: 409,
      body: {
        message:
          "This ad has not been published yet: publish it first, then its ad tags load the published version.",
      },
    });
    const id = await publishedMini("Sizes");
    expect(await tagsOf(id, "?size=728x90")).toEqual({
      status: 400,
      body: { message: "Choose one of the ad's sizes.", errors: { size: "Choose one of the ad's sizes." } },
    });
    const server = await tagsOf(id, "?server=adform");
    expect(server.status).toBe(400);
    expect(server.body.errors).toEqual({ server: "Choose an ad server: gam, cm360, dv360 or xandr." });
    const type = await tagsOf(id, "?type=amp");
    expect(type.status).toBe(400);
    expect(type.body.errors).toEqual({ type: "Choose a tag type: js, iframe or mraid." });
  });

  it("answers another company's ad as missing", async () => {
    const id = await publishedMini("Private");
    const other = await createCompany(f.t, f.admin, "adtags-globex");
    const outsider = await companyUser(f.t, f.admin, "adtags-outsider", "designer", [other]);
    expect((await tagsOf(id, "", outsider)).status).toBe(404);
    expect((await tagsOf(id, "", f.admin)).status).toBe(200);
  });
});

describe("ad tags permission matrix", () => {
  let t: TestContext;
  let accounts: Record<RoleName, Account>;
  beforeAll(async () => {
    ({ t, accounts } = await startMatrixContext("adtagsm"));
  });
  afterAll(() => t.close());
  itAnswersEachCaller(
    [
      {
        method: "GET",
        path: "/api/ads/tags/00000000-0000-4000-8000-000000000000",
        permissions: ["readAds", "viewAdDetails"],
        allowed: 404,
      },
    ],
    () => ({ t, accounts }),
  );
});

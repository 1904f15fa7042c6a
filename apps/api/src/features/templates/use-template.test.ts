import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { validate } from "@adstudio/creative/validate";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { GWD_INDEX, gwdFiles, gwdZip, uploadTemplate } from "../../test-support/template-zips.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let dataDir: string;
let admin: string;
let designer: string;
let rival: string;
let publisher: string;
let company: string;
let rivalCompany: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-use-template-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: dataDir });
  admin = await signInSuperadmin(t);
  company = await createCompany(t, admin, "use-acme");
  rivalCompany = await createCompany(t, admin, "use-rival");
  designer = await companyUser(t, admin, "use-acme-designer", "designer", [company]);
  rival = await companyUser(t, admin, "use-rival-designer", "designer", [rivalCompany]);
  publisher = await companyUser(t, admin, "use-acme-publisher", "publisher", [company]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploaded(token = designer, bytes = gwdZip()) {
  const res = await uploadTemplate(t, token, bytes, "spring.zip");
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).template as { _id: string; company: { _id: string } };
}

const use = (id: string, body: unknown, token = designer) =>
  t.request("POST", `/api/templates/use/${id}`, { token, body });

async function adCount(): Promise<number> {
  return (await json(await t.request("GET", "/api/ads?limit=1", { token: admin }))).total;
}

/** The GWD template with its index.html's size meta replaced (or removed with null). */
const sized = (size: string | null) =>
  zipSync({
    ...gwdFiles(),
    "index.html": strToU8(
      GWD_INDEX.replace(
        '<meta name="ad.size" content="width=300,height=250">',
        size
          ? `<meta name="ad.size" content="width=${size.split("x")[0]},height=${size.split("x")[1]}">`
          : "",
      ),
    ),
  });

describe("POST /api/templates/use/{id}", () => {
  it("makes a draft display ad of the template's size: one html5 layer filling it, the template's exit", async () => {
    const template = await uploaded();
    const res = await use(template._id, { name: "Spring rich media" });
    expect(res.status, await res.clone().text()).toBe(201);
    const { ad } = await json(res);
    expect(ad).toMatchObject({
      name: "Spring rich media",
      type: "mini",
      status: "draft",
      company: { _id: company },
      teaser: { sz300x250: { width: 300, height: 250 } },
    });
    const layers = Object.values(ad.document.layers);
    expect(layers).toEqual([
      expect.objectContaining({
        name: "spring",
        content: { kind: "html5", template: template._id, entry: "index.html", bytes: expect.any(Number) },
        props: { posleft: 0, postop: 0, width: 300, height: 250 },
      }),
    ]);
    expect(ad.document.exits.clickTag.url).toBe("https://example.com/spring");
    // The editor opens it like any ad.
    expect((await t.request("GET", `/api/ads/${ad._id}`, { token: designer })).status).toBe(200);
  });

  it("publishes a self-contained creative whose zip passes the Google Ads profile", async () => {
    const template = await uploaded();
    const { ad } = await json(await use(template._id, { name: "Zipped rich media" }));
    const published = await t.request("POST", `/api/ads/publish/${ad._id}`, {
      token: designer,
      body: { revision: ad.revision },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const { ad: live } = await json(published);
    const creative = await t.app.request(new URL(live.location).pathname);
    const page = await creative.text();
    expect(page).toContain(`<iframe src="html5/${template._id}/index.html"`);
    const copied = await t.app.request(
      new URL(`html5/${template._id}/index.html`, new URL(live.location)).pathname,
    );
    expect(await copied.text()).toBe(GWD_INDEX);
    const script = await t.app.request(
      new URL(`html5/${template._id}/js/gwd-main.js`, new URL(live.location)).pathname,
    );
    expect(script.headers.get("content-type")).toMatch(/javascript/);

    const zip = await t.request("GET", `/api/ads/download/${ad._id}?size=sz300x250`, { token: designer });
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual([
      `html5/${template._id}/assets/cup.png`,
      `html5/${template._id}/index.html`,
      `html5/${template._id}/js/gwd-main.js`,
      "index.html",
    ]);
    const issues = validate(
      { kind: "zip", bytes, name: "ad.zip" },
      { profile: "google-ads", size: "300x250" },
    );
    expect(issues.filter((i) => i.severity === "error")).toEqual([]);
  });

  it("refuses a template without a size, or one no display format takes, naming the size; stores nothing", async () => {
    const none = await uploaded(designer, sized(null));
    const video = await uploaded(designer, sized("640x360"));
    const before = await adCount();
    const noSize = await use(none._id, { name: "No size" });
    expect(noSize.status).toBe(400);
    expect((await json(noSize)).message).toBe(
      'The template has no ad.size meta, so it cannot become an ad: add <meta name="ad.size" content="width=…,height=…"> to its index.html.',
    );
    const wrong = await use(video._id, { name: "Video frame" });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).message).toBe(
      "No ad format takes the template's size 640x360: use a display size such as 300x250 or 728x90.",
    );
    expect(await adCount()).toBe(before);
  });

  it("answers bad input with 400 and stores nothing", async () => {
    const template = await uploaded();
    const before = await adCount();
    const blank = await use(template._id, { name: "  " });
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toBe("Name should not be blank.");
    expect((await use(template._id, { name: "X", extra: 1 })).status).toBe(400);
    const otherCompany = await use(template._id, { name: "X", company: rivalCompany });
    expect(otherCompany.status).toBe(400);
    expect((await json(otherCompany)).message).toBe(
      "The ad must belong to the template's company: its files are that company's.",
    );
    const campaign = await use(template._id, { name: "X", campaign: "00000000-0000-4000-8000-000000000000" });
    expect(campaign.status).toBe(400);
    expect(await adCount()).toBe(before);
  });

  it("hides another company's template (404) and refuses callers without createAds (403)", async () => {
    const template = await uploaded();
    const before = await adCount();
    const hidden = await use(template._id, { name: "Not mine" }, rival);
    expect(hidden.status).toBe(404);
    expect((await json(hidden)).message).toBe("Template not found");
    expect((await use(template._id, { name: "Publisher" }, publisher)).status).toBe(403);
    expect(
      (await t.request("POST", `/api/templates/use/${template._id}`, { body: { name: "X" } })).status,
    ).toBe(401);
    expect(await adCount()).toBe(before);
    // The admin group reaches every company's templates; the ad is the template's company's.
    const byAdmin = await use(template._id, { name: "Admin's" }, admin);
    expect(byAdmin.status).toBe(201);
    expect((await json(byAdmin)).ad.company._id).toBe(company);
  });

  it("refuses a role with createAds but not readTemplate (403), and creates nothing", async () => {
    // Every seeded role with createAds also holds readTemplate, so only a custom role shows the check.
    const moduleRoles = ["createAds", "readAds", "updateAds"];
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "ad-maker-no-templates", moduleRoles },
    });
    expect(role.status, await role.clone().text()).toBe(201);
    const maker = await companyUser(t, admin, "use-acme-ad-maker", "ad-maker-no-templates", [company]);
    const template = await uploaded();
    const before = await adCount();

    const refused = await use(template._id, { name: "Without readTemplate" }, maker);
    expect(refused.status).toBe(403);
    expect(await adCount()).toBe(before);
    const ads = await json(await t.request("GET", "/api/ads?limit=50", { token: admin }));
    expect(ads.ads.map((ad: { name: string }) => ad.name)).not.toContain("Without readTemplate");

    // The same user may once the role holds readTemplate: the 403 was that permission's.
    const updated = await t.request("PUT", `/api/roles/update/${(await json(role)).role._id}`, {
      token: admin,
      body: { roleName: "ad-maker-no-templates", moduleRoles: [...moduleRoles, "readTemplate"] },
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const allowed = await use(template._id, { name: "With readTemplate" }, maker);
    expect(allowed.status, await allowed.clone().text()).toBe(201);
    expect(await adCount()).toBe(before + 1);
  });

  it("does not copy another company's template into an ad that names it in its document", async () => {
    const theirs = await uploaded(rival);
    const { ad: mine } = await json(await use((await uploaded())._id, { name: "Mine" }));
    const layer = Object.values(mine.document.layers)[0] as { content: { template: string } };
    layer.content.template = theirs._id;
    const saved = await t.request("PUT", `/api/ads/update/${mine._id}`, {
      token: designer,
      body: { revision: mine.revision, document: mine.document },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { ad } = await json(saved);
    const publish = await t.request("POST", `/api/ads/publish/${ad._id}`, {
      token: designer,
      body: { revision: ad.revision },
    });
    expect(publish.status).toBe(400);
    expect((await json(publish)).message).toBe(
      "An HTML5 layer shows a template that was deleted or belongs to another company: remove the layer.",
    );
    expect(
      (await json(await t.request("GET", `/api/ads/${ad._id}`, { token: designer }))).ad.version,
    ).toBeNull();
  });
});

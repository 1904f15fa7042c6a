import { describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { TINY_PNG } from "../../test-support/companies.js";
import { json } from "../../test-support/test-app.js";
import { fileForm, upload } from "../../test-support/uploads.js";

const f = versionFixture("draft-preview");

const previewOf = (id: string, token = f.designer) =>
  f.t.request("POST", `/api/ads/preview/${id}`, { token });

async function locationOf(id: string) {
  const res = await previewOf(id);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)) as { location: string; revision: number };
}

const DRAFT_LOCATION = /^http:\/\/localhost\/creatives\/[0-9a-f-]{36}\/draft-[0-9a-f]{16}\/index\.html$/;

describe("POST /api/ads/preview/{id}", () => {
  it("serves the saved draft sandboxed, with its assets from the API and no tracker", async () => {
    // The picture arrives as a designer uploads it, so the asset route knows it by its short name.
    expect((await upload(f.t, f.designer, fileForm(TINY_PNG, "cup.png"))).status).toBeLessThan(300);
    const ad = await f.createAd("Draft preview", "belt");
    await f.saveHeadline(ad, 1, "Fresh roast");
    const answer = await locationOf(ad._id);
    expect(answer.location).toMatch(DRAFT_LOCATION);
    expect(answer.location.startsWith(`http://localhost/creatives/${ad._id}/draft-`)).toBe(true);
    expect(answer.revision).toBe(2);

    const path = new URL(answer.location).pathname;
    const root = await f.t.request("GET", path);
    expect(root.status).toBe(200);
    expect(root.headers.get("content-security-policy")).toBe(
      "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    // A draft changes with every save: never cached as immutable.
    expect(root.headers.get("cache-control")).not.toContain("immutable");
    const html = await root.text();
    expect(html).toContain("Fresh roast");
    // Each size in its own folder; the root sends the other size's pixels there.
    expect(html).toContain('"728x90":"sz728x90/index.html"');
    const wide = await f.served(path.replace(/index\.html$/, "sz728x90/index.html"));
    expect(wide.status).toBe(200);
    expect(wide.text).toContain("Fresh roast");

    // The picture is the uploaded asset at the API's public route: nothing was copied beside the draft.
    const picture = /src="(http:\/\/localhost\/api\/assets\/[0-9a-f]{20}\.png)"/.exec(html)?.[1];
    expect(picture).toBeDefined();
    const served = await f.t.request("GET", new URL(picture ?? "").pathname);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG);
    const keys = await f.t.deps.storage.list(`creatives/${ad._id}/`);
    expect(keys.every((key) => key.endsWith("/index.html"))).toBe(true);
    expect(keys).toHaveLength(3);

    // A draft never reports: no beacon address, unlike the published version of the same design.
    expect(html).not.toContain("/api/tracker/event");
    expect((await f.publish(ad._id, { revision: 2 })).status).toBe(200);
    expect((await f.served(`/creatives/${ad._id}/1/index.html`)).text).toContain(
      `/api/tracker/event?ad=${ad._id}&v=1&size=sz970x250"`,
    );
  });

  it("answers the same folder until the draft changes, then a new one and removes the old", async () => {
    const ad = await f.createAd("Draft again");
    await f.saveHeadline(ad, 1, "Fresh roast");
    const first = await locationOf(ad._id);
    const again = await locationOf(ad._id);
    expect(again).toEqual(first);

    await f.saveHeadline(ad, 2, "Dark roast");
    const changed = await locationOf(ad._id);
    expect(changed.revision).toBe(3);
    expect(changed.location).toMatch(DRAFT_LOCATION);
    expect(changed.location).not.toBe(first.location);
    expect((await f.served(new URL(changed.location).pathname)).text).toContain("Dark roast");
    // Only the latest draft is kept.
    expect((await f.served(new URL(first.location).pathname)).status).toBe(404);
    // Published versions are never touched by the clean-up.
    expect((await f.publish(ad._id, { revision: 3 })).status).toBe(200);
    await f.saveHeadline(ad, 3, "Decaf");
    await locationOf(ad._id);
    expect((await f.served(`/creatives/${ad._id}/1/index.html`)).text).toContain("Dark roast");
  });

  it("answers 404 for another company's ad, an unknown id and a malformed one, writing nothing", async () => {
    const ad = await f.createAd("Acme only");
    const globex = await createCompany(f.t, f.admin, "draft-preview-globex");
    const outsider = await companyUser(f.t, f.admin, "draft-preview-outsider", "designer", [globex]);
    const elsewhere = await previewOf(ad._id, outsider);
    expect(elsewhere.status).toBe(404);
    expect(await json(elsewhere)).toMatchObject({ message: "Ad not found" });
    expect(await f.t.deps.storage.list(`creatives/${ad._id}/`)).toEqual([]);

    expect((await previewOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (const bad of ["not-an-id", "1", `${ad._id}x`, "%00"]) {
      const res = await previewOf(bad);
      expect([400, 404], bad).toContain(res.status);
    }
    // The admin group previews any company's ad.
    expect((await previewOf(ad._id, f.admin)).status).toBe(200);
  });
});

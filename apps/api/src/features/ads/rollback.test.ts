import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { layer, versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { TINY_PNG } from "../../test-support/companies.js";
import { json } from "../../test-support/test-app.js";
import { TEST_CARD_ASSET, TEST_CARD_MP4 } from "../../test-support/vast-ads.js";
import { assetStorageKey } from "./asset-files.js";

const f = versionFixture("rollback");

describe("POST /api/ads/rollback/{id}", () => {
  it("serves version 1's files again as version 3 and moves the location, keeping history", async () => {
    const id = await f.twoVersions("Rollback");
    const v1 = await f.served(`/creatives/${id}/1/index.html`);
    expect(v1.text).toContain("Fresh roast");
    const res = await f.rollback(id, { version: 1, revision: 3, notes: "Dark roast tested badly" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 3, revision: 3, status: "published" });
    expect(ad.location).toBe(`http://localhost/creatives/${id}/3/index.html`);

    const v3 = await f.served(`/creatives/${id}/3/index.html`);
    expect(v3).toEqual({ status: 200, text: v1.text });
    expect((await f.served(`/creatives/${id}/3/sz300x250/index.html`)).text).toContain("Fresh roast");
    const picture = /src="(assets\/[0-9a-f]{20}\.png)"/.exec(v3.text)?.[1];
    const copied = await f.t.request("GET", `/creatives/${id}/3/${picture}`);
    expect(Buffer.from(await copied.arrayBuffer())).toEqual(TINY_PNG);
    // History is untouched: both earlier versions are still served as they were.
    expect((await f.served(`/creatives/${id}/1/index.html`)).text).toBe(v1.text);
    expect((await f.served(`/creatives/${id}/2/index.html`)).text).toContain("Dark roast");

    const versions = await f.versionsOf(id);
    expect(versions.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(versions[0]).toMatchObject({
      revision: 2,
      notes: "Rollback to version 1: Dark roast tested badly",
      publishedBy: { name: "User rollback-designer" },
    });
    // The draft is left as it was.
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
  });

  it("with restoreDraft also makes that version's design the draft, as the next revision", async () => {
    const id = await f.twoVersions("Restore");
    const res = await f.rollback(id, { version: 1, revision: 3, restoreDraft: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 3, revision: 4, name: "Restore" });
    expect(ad.document.layers.headline.content.text).toBe("Fresh roast");
    expect((await f.versionsOf(id))[0]).toMatchObject({
      version: 3,
      revision: 4,
      notes: "Rollback to version 1",
    });
  });

  it("restores the live version into the draft without a new version, and refuses to re-publish it", async () => {
    const id = await f.twoVersions("Live");
    await f.saveHeadline(await f.adOf(id), 3, "Unsaved idea");
    const again = await f.rollback(id, { version: 2, revision: 4 });
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe(
      "Version 2 is live already: restore it into the draft, or choose an older version.",
    );
    const res = await f.rollback(id, { version: 2, revision: 4, restoreDraft: true });
    expect(res.status).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 2, revision: 5 });
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
    expect((await f.versionsOf(id)).length).toBe(2);
  });

  it("answers 409 to a stale revision and changes nothing", async () => {
    const id = await f.twoVersions("Stale");
    const res = await f.rollback(id, { version: 1, revision: 2, restoreDraft: true });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(
      "This ad was changed by someone else. Reload it to see their changes.",
    );
    const ad = await f.adOf(id);
    expect(ad).toMatchObject({
      version: 2,
      revision: 3,
      location: `http://localhost/creatives/${id}/2/index.html`,
    });
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
    expect((await f.versionsOf(id)).length).toBe(2);
    expect((await f.served(`/creatives/${id}/3/index.html`)).status).toBe(404);
  });

  it("answers 404 to an unknown version and 400 to a malformed one, changing nothing", async () => {
    const id = await f.twoVersions("Unknown");
    const missing = await f.rollback(id, { version: 7, revision: 3 });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe("This ad has no version 7.");
    for (const version of [0, 1.5, "1", null, 2 ** 31]) {
      const bad = await f.rollback(id, { version, revision: 3 });
      expect(bad.status, String(version)).toBe(400);
      expect((await json(bad)).errors).toEqual({ version: "Choose one of the ad's published versions." });
    }
    expect((await f.adOf(id)).version).toBe(2);
    expect((await f.versionsOf(id)).length).toBe(2);
  });

  it("answers 404 to another company's users for versions and rollback, and changes nothing", async () => {
    const id = await f.twoVersions("Private");
    const globex = await createCompany(f.t, f.admin, "rollback-globex");
    const outsider = await companyUser(f.t, f.admin, "rollback-outsider", "designer", [globex]);
    expect((await f.t.request("GET", `/api/ads/versions/${id}`, { token: outsider })).status).toBe(404);
    expect((await f.rollback(id, { version: 1, revision: 3 }, outsider)).status).toBe(404);
    expect((await f.adOf(id)).version).toBe(2);
  });

  it("rolls back a version published before documents were kept, but cannot restore its design", async () => {
    const id = await f.twoVersions("Before 0011");
    // What a version from before migration 0011 looks like: no document.
    await f.t.deps.database.db.execute(sql`update ad_versions set document = null where ad_id = ${id}`);
    const restore = await f.rollback(id, { version: 1, revision: 3, restoreDraft: true });
    expect(restore.status).toBe(400);
    expect((await json(restore)).message).toBe(
      "Version 1 was published before Adstudio kept each version's design, so it cannot be made again; open the ad and publish it instead.",
    );
    expect((await f.adOf(id)).version).toBe(2);
    const res = await f.rollback(id, { version: 1, revision: 3 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await f.served(`/creatives/${id}/3/index.html`)).text).toContain("Fresh roast");
  });

  it("answers 404 when the version's files are gone from the storage, and changes nothing", async () => {
    const id = await f.twoVersions("Lost files");
    for (const key of await f.t.deps.storage.list(`creatives/${id}/1/`)) await f.t.deps.storage.delete(key);
    const res = await f.rollback(id, { version: 1, revision: 3 });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe(
      "The files of version 1 are missing from the storage, so it cannot be served again.",
    );
    expect((await f.adOf(id)).version).toBe(2);
    expect((await f.versionsOf(id)).length).toBe(2);
  });

  it("makes the VAST tag follow: the new version's tag names its own media", async () => {
    const video = TEST_CARD_MP4;
    const clip = TEST_CARD_ASSET;
    const videoHash = clip.hash;
    await f.t.deps.storage.put(assetStorageKey(clip), video, "video/mp4");
    const ad = await f.createAd("Pre-roll", "vast");
    const spot = (alt: string) => ({
      ...layer(
        "spot",
        { kind: "video", asset: videoHash, autoplay: true, muted: true, loop: false, controls: false, alt },
        {
          posleft: 0,
          postop: 0,
          width: 640,
          height: 360,
        },
      ),
      actions: [],
    });
    const save = async (revision: number, alt: string) => {
      const document = { ...ad.document, assets: { [videoHash]: clip }, layers: { spot: spot(alt) } };
      const res = await f.t.request("PUT", `/api/ads/update/${ad._id}`, {
        token: f.designer,
        body: { revision, document },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await save(1, "First cut");
    expect((await f.publish(ad._id, { revision: 2 })).status).toBe(200);
    await save(2, "Second cut");
    expect((await f.publish(ad._id, { revision: 3 })).status).toBe(200);
    expect((await f.rollback(ad._id, { version: 1, revision: 3 })).status).toBe(200);

    const xml = (await f.served(`/api/vast/${ad._id}.xml`)).text;
    const media = /<MediaFile [^>]*>([^<]+)<\/MediaFile>/.exec(xml)?.[1] ?? "";
    expect(media).toMatch(new RegExp(`^http://localhost/creatives/${ad._id}/3/assets/[0-9a-f]{20}\\.mp4$`));
    const played = await f.t.request("GET", new URL(media).pathname);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(video);
    // The public tag is the version's file with this fetch's impression id in every pixel and in its
    // AdServingId.
    const stored = (await f.served(`/creatives/${ad._id}/3/vast.xml`)).text;
    expect(
      xml
        .replace(/&amp;imp=[A-Za-z0-9_-]{22}&amp;/g, "&amp;imp=adstudio-unserved&amp;")
        .replace(/(<AdServingId>[^<]*)-[A-Za-z0-9_-]{22}</, "$1<"),
    ).toBe(stored);
    expect(xml).not.toBe(stored);
    const first = (await f.served(`/creatives/${ad._id}/1/index.html`)).text;
    expect(first).not.toBe((await f.served(`/creatives/${ad._id}/2/index.html`)).text);
    expect((await f.served(`/creatives/${ad._id}/3/index.html`)).text).toBe(first);
  });
});

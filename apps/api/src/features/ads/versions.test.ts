import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { companyUser, createCompany } from "../campaign/test-campaign.js";
import { TINY_PNG } from "../company/test-company.js";
import { assetStorageKey } from "./asset-files.js";

let t: TestContext;
let admin: string;
let designer: string;
let acme: string;
const hash = createHash("sha256").update(TINY_PNG).digest("hex");
const image = {
  hash,
  type: "image",
  mime: "image/png",
  name: "cup.png",
  bytes: TINY_PNG.length,
  width: 1,
  height: 1,
} as const;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  acme = await createCompany(t, admin, "versions-acme");
  designer = await companyUser(t, admin, "versions-designer", "designer", [acme]);
  await t.deps.storage.put(assetStorageKey(image), TINY_PNG, "image/png");
});
afterAll(() => t.close());

const layer = (id: string, content: unknown, props: Record<string, unknown>) => ({
  id,
  name: id,
  page: "page1",
  parent: null,
  order: `a${id.length}`,
  content,
  props,
  overrides: {},
  animations: [],
  actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
  hidden: false,
  locked: false,
});

/** Saves a picture and `headline` into the ad's document at `revision`; answers the saved ad. */
async function saveHeadline(ad: { _id: string; document: object }, revision: number, headline: string) {
  const document = {
    ...ad.document,
    exits: { clickTag: { url: "https://coffee.example/spring", label: "Shop" } },
    assets: { [hash]: image },
    layers: {
      cup: layer(
        "cup",
        { kind: "image", asset: hash, alt: "A cup" },
        { posleft: 0, postop: 0, width: 60, height: 60 },
      ),
      headline: layer(
        "headline",
        { kind: "text", text: headline },
        { posleft: 70, postop: 20, width: 200, height: 40 },
      ),
    },
  };
  const res = await t.request("PUT", `/api/ads/update/${ad._id}`, {
    token: designer,
    body: { revision, document },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).ad;
}

async function createAd(name: string, type = "mini") {
  const res = await t.request("POST", "/api/ads/create", { token: designer, body: { name, type } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).ad;
}

const publish = (id: string, body: Record<string, unknown>, token = designer) =>
  t.request("POST", `/api/ads/publish/${id}`, { token, body });
const rollback = (id: string, body: Record<string, unknown>, token = designer) =>
  t.request("POST", `/api/ads/rollback/${id}`, { token, body });
const versionsOf = async (id: string, token = designer) => {
  const res = await t.request("GET", `/api/ads/versions/${id}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).versions;
};
const adOf = async (id: string) =>
  (await json(await t.request("GET", `/api/ads/${id}`, { token: designer }))).ad;
const served = async (path: string) => {
  const res = await t.request("GET", path);
  return { status: res.status, text: await res.text() };
};

/** An ad published twice: version 1 says "Fresh roast", version 2 (live) "Dark roast"; draft at revision 3. */
async function twoVersions(name: string) {
  const ad = await createAd(name);
  await saveHeadline(ad, 1, "Fresh roast");
  expect((await publish(ad._id, { revision: 2, notes: "  Spring launch  " })).status).toBe(200);
  await saveHeadline(ad, 2, "Dark roast");
  expect((await publish(ad._id, { revision: 3 })).status).toBe(200);
  return ad._id as string;
}

describe("publish notes and GET /api/ads/versions/{id}", () => {
  it("lists versions newest first with notes, author's name, time, address and which is live", async () => {
    const before = Date.now();
    const id = await twoVersions("Notes");
    const versions = await versionsOf(id);
    const author = { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: "User versions-designer" };
    expect(versions).toEqual([
      {
        version: 2,
        revision: 3,
        sizes: ["sz300x250"],
        notes: null,
        publishedBy: author,
        publishedAt: expect.any(String),
        location: `http://localhost/creatives/${id}/2/index.html`,
        live: true,
      },
      {
        version: 1,
        revision: 2,
        sizes: ["sz300x250"],
        notes: "Spring launch",
        publishedBy: author,
        publishedAt: expect.any(String),
        location: `http://localhost/creatives/${id}/1/index.html`,
        live: false,
      },
    ]);
    for (const version of versions) {
      expect(Date.parse(version.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(version.publishedAt)).toBeLessThanOrEqual(Date.now());
    }
    expect((await adOf(id)).location).toBe(versions[0].location);
  });

  it("answers an empty list before the first publish", async () => {
    const ad = await createAd("Never published");
    expect(await versionsOf(ad._id)).toEqual([]);
  });

  it("refuses notes over 500 characters or with control characters, and publishes nothing", async () => {
    const ad = await createAd("Long notes");
    await saveHeadline(ad, 1, "Fresh roast");
    const long = await publish(ad._id, { revision: 2, notes: "n".repeat(501) });
    expect(long.status).toBe(400);
    expect(await json(long)).toEqual({
      message: "Use at most 500 characters.",
      errors: { notes: "Use at most 500 characters." },
    });
    const bell = await publish(ad._id, { revision: 2, notes: "ding\u0007" });
    expect(bell.status).toBe(400);
    expect((await json(bell)).errors).toEqual({
      notes: "Notes are plain text: leave out control characters.",
    });
    expect(await versionsOf(ad._id)).toEqual([]);
    // Exactly 500 characters, on several lines, and blank notes (stored as none) are fine.
    expect((await publish(ad._id, { revision: 2, notes: `${"n".repeat(498)}\r\n` })).status).toBe(200);
    expect((await publish(ad._id, { revision: 2, notes: "   " })).status).toBe(200);
    const [second, first] = await versionsOf(ad._id);
    expect(second.notes).toBeNull();
    expect(first.notes).toBe("n".repeat(498));
  });

  it("keeps the versions and shows no author once the publishing user is deleted", async () => {
    const leaver = await companyUser(t, admin, "versions-leaver", "designer", [acme]);
    const ad = await createAd("Orphan");
    await saveHeadline(ad, 1, "Fresh roast");
    expect((await publish(ad._id, { revision: 2, notes: "By someone who left" }, leaver)).status).toBe(200);
    const [published] = await versionsOf(ad._id);
    expect(published.publishedBy.name).toBe("User versions-leaver");
    const gone = await t.request("DELETE", `/api/user/${published.publishedBy._id}`, { token: admin });
    expect(gone.status, await gone.clone().text()).toBe(200);
    const [after] = await versionsOf(ad._id);
    expect(after).toMatchObject({ version: 1, notes: "By someone who left", publishedBy: null, live: true });
  });
});

describe("POST /api/ads/rollback/{id}", () => {
  it("serves version 1's files again as version 3 and moves the location, keeping history", async () => {
    const id = await twoVersions("Rollback");
    const v1 = await served(`/creatives/${id}/1/index.html`);
    expect(v1.text).toContain("Fresh roast");
    const res = await rollback(id, { version: 1, revision: 3, notes: "Dark roast tested badly" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 3, revision: 3, status: "published" });
    expect(ad.location).toBe(`http://localhost/creatives/${id}/3/index.html`);

    const v3 = await served(`/creatives/${id}/3/index.html`);
    expect(v3).toEqual({ status: 200, text: v1.text });
    expect((await served(`/creatives/${id}/3/sz300x250/index.html`)).text).toContain("Fresh roast");
    const picture = /src="(assets\/[0-9a-f]{20}\.png)"/.exec(v3.text)?.[1];
    const copied = await t.request("GET", `/creatives/${id}/3/${picture}`);
    expect(Buffer.from(await copied.arrayBuffer())).toEqual(TINY_PNG);
    // History is untouched: both earlier versions are still served as they were.
    expect((await served(`/creatives/${id}/1/index.html`)).text).toBe(v1.text);
    expect((await served(`/creatives/${id}/2/index.html`)).text).toContain("Dark roast");

    const versions = await versionsOf(id);
    expect(versions.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(versions[0]).toMatchObject({
      revision: 2,
      notes: "Rollback to version 1: Dark roast tested badly",
      publishedBy: { name: "User versions-designer" },
    });
    // The draft is left as it was.
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
  });

  it("with restoreDraft also makes that version's design the draft, as the next revision", async () => {
    const id = await twoVersions("Restore");
    const res = await rollback(id, { version: 1, revision: 3, restoreDraft: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 3, revision: 4, name: "Restore" });
    expect(ad.document.layers.headline.content.text).toBe("Fresh roast");
    expect((await versionsOf(id))[0]).toMatchObject({
      version: 3,
      revision: 4,
      notes: "Rollback to version 1",
    });
  });

  it("restores the live version into the draft without a new version, and refuses to re-publish it", async () => {
    const id = await twoVersions("Live");
    await saveHeadline(await adOf(id), 3, "Unsaved idea");
    const again = await rollback(id, { version: 2, revision: 4 });
    expect(again.status).toBe(400);
    expect((await json(again)).message).toBe(
      "Version 2 is live already: restore it into the draft, or choose an older version.",
    );
    const res = await rollback(id, { version: 2, revision: 4, restoreDraft: true });
    expect(res.status).toBe(200);
    const { ad } = await json(res);
    expect(ad).toMatchObject({ version: 2, revision: 5 });
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
    expect((await versionsOf(id)).length).toBe(2);
  });

  it("answers 409 to a stale revision and changes nothing", async () => {
    const id = await twoVersions("Stale");
    const res = await rollback(id, { version: 1, revision: 2, restoreDraft: true });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(
      "This ad was changed by someone else. Reload it to see their changes.",
    );
    const ad = await adOf(id);
    expect(ad).toMatchObject({
      version: 2,
      revision: 3,
      location: `http://localhost/creatives/${id}/2/index.html`,
    });
    expect(ad.document.layers.headline.content.text).toBe("Dark roast");
    expect((await versionsOf(id)).length).toBe(2);
    expect((await served(`/creatives/${id}/3/index.html`)).status).toBe(404);
  });

  it("answers 404 to an unknown version and 400 to a malformed one, changing nothing", async () => {
    const id = await twoVersions("Unknown");
    const missing = await rollback(id, { version: 7, revision: 3 });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe("This ad has no version 7.");
    for (const version of [0, 1.5, "1", null, 2 ** 31]) {
      const bad = await rollback(id, { version, revision: 3 });
      expect(bad.status, String(version)).toBe(400);
      expect((await json(bad)).errors).toEqual({ version: "Choose one of the ad's published versions." });
    }
    expect((await adOf(id)).version).toBe(2);
    expect((await versionsOf(id)).length).toBe(2);
  });

  it("answers 404 to another company's users for versions and rollback, and changes nothing", async () => {
    const id = await twoVersions("Private");
    const globex = await createCompany(t, admin, "versions-globex");
    const outsider = await companyUser(t, admin, "versions-outsider", "designer", [globex]);
    expect((await t.request("GET", `/api/ads/versions/${id}`, { token: outsider })).status).toBe(404);
    expect((await rollback(id, { version: 1, revision: 3 }, outsider)).status).toBe(404);
    expect((await adOf(id)).version).toBe(2);
  });

  it("makes the VAST tag follow: the new version's tag names its own media", async () => {
    const video = readFileSync(
      new URL("../../../creatives/samples/ctv-instream/test-card.mp4", import.meta.url),
    );
    const videoHash = createHash("sha256").update(video).digest("hex");
    const clip = {
      hash: videoHash,
      type: "video",
      mime: "video/mp4",
      name: "test-card.mp4",
      bytes: video.length,
      width: 640,
      height: 360,
      durationMs: 5000,
      bitrateKbps: 35,
      codec: "avc1.42E01E",
    } as const;
    await t.deps.storage.put(assetStorageKey(clip), video, "video/mp4");
    const ad = await createAd("Pre-roll", "vast");
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
      const res = await t.request("PUT", `/api/ads/update/${ad._id}`, {
        token: designer,
        body: { revision, document },
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await save(1, "First cut");
    expect((await publish(ad._id, { revision: 2 })).status).toBe(200);
    await save(2, "Second cut");
    expect((await publish(ad._id, { revision: 3 })).status).toBe(200);
    expect((await rollback(ad._id, { version: 1, revision: 3 })).status).toBe(200);

    const xml = (await served(`/api/vast/${ad._id}.xml`)).text;
    const media = /<MediaFile [^>]*>([^<]+)<\/MediaFile>/.exec(xml)?.[1] ?? "";
    expect(media).toMatch(new RegExp(`^http://localhost/creatives/${ad._id}/3/assets/[0-9a-f]{20}\\.mp4$`));
    const played = await t.request("GET", new URL(media).pathname);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(video);
    expect((await served(`/creatives/${ad._id}/3/vast.xml`)).text).toBe(xml);
    const first = (await served(`/creatives/${ad._id}/1/index.html`)).text;
    expect(first).not.toBe((await served(`/creatives/${ad._id}/2/index.html`)).text);
    expect((await served(`/creatives/${ad._id}/3/index.html`)).text).toBe(first);
  });
});

import { describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser } from "../../test-support/campaigns.js";
import { json } from "../../test-support/test-app.js";

const f = versionFixture("versions");

describe("publish notes and GET /api/ads/versions/{id}", () => {
  it("lists versions newest first with notes, author's name, time, address and which is live", async () => {
    const before = Date.now();
    const id = await f.twoVersions("Notes");
    const versions = await f.versionsOf(id);
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
    expect((await f.adOf(id)).location).toBe(versions[0].location);
  });

  it("answers an empty list before the first publish", async () => {
    const ad = await f.createAd("Never published");
    expect(await f.versionsOf(ad._id)).toEqual([]);
  });

  it("refuses notes over 500 characters or with control characters, and publishes nothing", async () => {
    const ad = await f.createAd("Long notes");
    await f.saveHeadline(ad, 1, "Fresh roast");
    const long = await f.publish(ad._id, { revision: 2, notes: "n".repeat(501) });
    expect(long.status).toBe(400);
    expect(await json(long)).toEqual({
      message: "Use at most 500 characters.",
      errors: { notes: "Use at most 500 characters." },
    });
    const bell = await f.publish(ad._id, { revision: 2, notes: "ding\u0007" });
    expect(bell.status).toBe(400);
    expect((await json(bell)).errors).toEqual({
      notes: "Notes are plain text: leave out control characters.",
    });
    expect(await f.versionsOf(ad._id)).toEqual([]);
    // Exactly 500 characters, on several lines, and blank notes (stored as none) are fine.
    expect((await f.publish(ad._id, { revision: 2, notes: `${"n".repeat(498)}\r\n` })).status).toBe(200);
    expect((await f.publish(ad._id, { revision: 2, notes: "   " })).status).toBe(200);
    const [second, first] = await f.versionsOf(ad._id);
    expect(second.notes).toBeNull();
    expect(first.notes).toBe("n".repeat(498));
  });

  it("keeps the versions and shows no author once the publishing user is deleted", async () => {
    const leaver = await companyUser(f.t, f.admin, "versions-leaver", "designer", [f.acme]);
    const ad = await f.createAd("Orphan");
    await f.saveHeadline(ad, 1, "Fresh roast");
    expect((await f.publish(ad._id, { revision: 2, notes: "By someone who left" }, leaver)).status).toBe(200);
    const [published] = await f.versionsOf(ad._id);
    expect(published.publishedBy.name).toBe("User versions-leaver");
    const gone = await f.t.request("DELETE", `/api/user/${published.publishedBy._id}`, { token: f.admin });
    expect(gone.status, await gone.clone().text()).toBe(200);
    const [after] = await f.versionsOf(ad._id);
    expect(after).toMatchObject({ version: 1, notes: "By someone who left", publishedBy: null, live: true });
  });
});

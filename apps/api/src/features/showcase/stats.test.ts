import { describe, expect, it } from "vitest";
import { versionFixture } from "../../test-support/ad-versions.js";
import { companyUser, createCompany } from "../../test-support/campaigns.js";
import { json } from "../../test-support/test-app.js";
import { beacon, CHROME_DESKTOP, SAFARI_IPHONE } from "../../test-support/tracker-fixtures.js";

// Company `stats-acme` with its designer; ads made and published through the real endpoints, counted
// through the real tracker beacon and the real QR redirect.
const f = versionFixture("stats");
const stats = (body: unknown, token?: string) =>
  f.t.request("POST", "/api/rmcreator/adStats", { body, ...(token ? { token } : {}) });

async function published(name: string) {
  const ad = await f.createAd(name);
  await f.saveHeadline(ad, 1, name);
  const res = await f.publish(ad._id, { revision: 2 });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).ad as { _id: string; location: string };
}

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)).docs as { _id: string; impressions: number; scans: number }[];
}

/** A QR link in the QR manager pointing at `targetUrl`; answers its short code. */
async function qrLink(id: string, targetUrl: string): Promise<string> {
  const res = await f.t.request("POST", "/api/qr/create", {
    token: f.admin,
    body: { id, type: "url", targetUrl },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).qrLink.code;
}

const scan = async (code: string, userAgent = SAFARI_IPHONE) => {
  const res = await f.t.app.request(`/q/${code}`, { headers: { "user-agent": userAgent } });
  expect(res.status).toBe(302);
};

describe("POST /api/rmcreator/adStats – a showcase page's live counts", () => {
  it("counts impressions beaconed to the tracker and scans of QR links to the ad's preview, public for published ads", async () => {
    const spring = await published("Spring stats");
    const autumn = await published("Autumn stats");
    const draft = (await f.createAd("Draft stats"))._id as string;

    expect(await ok(await stats({ ids: [spring._id, autumn._id] }))).toEqual([
      { _id: spring._id, impressions: 0, scans: 0 },
      { _id: autumn._id, impressions: 0, scans: 0 },
    ]);

    // Three people see Spring; one of them sends its impression twice (counted once per impression id).
    for (const imp of ["stats-imp-1", "stats-imp-2", "stats-imp-3", "stats-imp-3"]) {
      const res = await beacon(f.t, { ad: spring._id, event: "impression", imp, size: "sz300x250" });
      expect(res.status).toBe(204);
    }
    // A bot is not a person.
    await beacon(
      f.t,
      { ad: spring._id, event: "impression", imp: "stats-imp-bot" },
      { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    await beacon(f.t, { ad: autumn._id, event: "impression", imp: "stats-imp-a1", size: "sz300x250" });

    // A printed QR code leading to Spring's preview link, scanned twice; another leading elsewhere.
    const preview = `http://localhost/preview?url=${encodeURIComponent(spring.location)}&size=300x250`;
    const springCode = await qrLink("stats-spring-poster", preview);
    const otherCode = await qrLink("stats-elsewhere", "https://coffee.example/menu");
    await scan(springCode);
    await scan(springCode, CHROME_DESKTOP);
    await scan(otherCode);

    // Anonymous (the public showcase): the draft is left out like an unknown id; order as asked.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await ok(await stats({ ids: [autumn._id, draft, spring._id, unknown] }))).toEqual([
      { _id: autumn._id, impressions: 1, scans: 0 },
      { _id: spring._id, impressions: 3, scans: 2 },
    ]);
    // The owner (My Showcase) also gets the draft's.
    expect(await ok(await stats({ ids: [draft, spring._id] }, f.designer))).toEqual([
      { _id: draft, impressions: 0, scans: 0 },
      { _id: spring._id, impressions: 3, scans: 2 },
    ]);
  });

  it("stays live across UTC midnight: yesterday's and today's rollup rows are always read again", async () => {
    const ad = await published("Midnight stats");
    const at = (iso: string) => () => new Date(iso);
    // Rollup rows on chosen days (the ingest stamps events with the real time).
    const add = (day: string, n: number) =>
      f.t.deps.database.pool.query(
        `insert into tracker_daily as d (bucket, company_id, ad_id, device, event, n)
         values ($1, $2, $3, 'mobile', 'impression', $4)
         on conflict on constraint tracker_daily_key do update set n = d.n + excluded.n`,
        [`${day}T00:00:00Z`, f.acme, ad._id, n],
      );
    const impressions = async () => (await ok(await stats({ ids: [ad._id] })))[0]?.impressions;
    const realClock = f.t.deps.clock;
    try {
      f.t.deps.clock = at("2026-03-10T12:00:00.000Z");
      await add("2026-03-07", 5);
      await add("2026-03-09", 3);
      await add("2026-03-10", 2);
      expect(await impressions()).toBe(10);
      // An event of yesterday 23:59:59 written after midnight, and one of today.
      await add("2026-03-09", 1);
      await add("2026-03-10", 1);
      expect(await impressions()).toBe(12);

      f.t.deps.clock = at("2026-03-10T23:59:59.999Z");
      expect(await impressions()).toBe(12);
      f.t.deps.clock = at("2026-03-11T00:00:00.000Z");
      expect(await impressions()).toBe(12);
      await add("2026-03-10", 1);
      await add("2026-03-11", 4);
      expect(await impressions()).toBe(17);
    } finally {
      f.t.deps.clock = realClock;
    }
  });

  it("never shows another company's draft, even to a signed-in user", async () => {
    const draft = (await f.createAd("Secret draft"))._id as string;
    const globex = await createCompany(f.t, f.admin, "stats-globex");
    const other = await companyUser(f.t, f.admin, "stats-globex-designer", "designer", [globex]);
    expect(await ok(await stats({ ids: [draft] }, other))).toEqual([]);
    expect(await ok(await stats({ ids: [draft] }, f.admin))).toEqual([
      { _id: draft, impressions: 0, scans: 0 },
    ]);
  });

  it("answers bad input 400 with its message: no ids, more than 8, not ids, no body", async () => {
    const message = "ids must be a list of 1 to 8 ad ids.";
    const id = "00000000-0000-4000-8000-000000000000";
    for (const body of [{ ids: [] }, { ids: Array(9).fill(id) }, { ids: ["not-an-id"] }, { ids: id }, {}]) {
      const res = await stats(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await json(res);
      if ("ids" in body) expect(answer.message).toBe(message);
    }
    expect((await f.t.request("POST", "/api/rmcreator/adStats")).status).toBe(400);
  });
});

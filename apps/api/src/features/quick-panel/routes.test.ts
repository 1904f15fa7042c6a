import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adVersions } from "../../db/schema.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { companyUser, createCompany, validCampaign } from "../../test-support/campaigns.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let ann: string;
let bob: string;
let eve: string;
let admin: string;
let companyA: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  const a = await createCompany(t, admin, "quicka");
  companyA = a;
  const b = await createCompany(t, admin, "quickb");
  ann = await companyUser(t, admin, "ann-quick", "advertiser", [a]);
  bob = await companyUser(t, admin, "bob-quick", "advertiser", [a]);
  eve = await companyUser(t, admin, "eve-quick", "advertiser", [b]);
  // The flight runs 2027-03-01 to 2027-03-31.
  const res = await t.request("POST", "/api/campaign/create", { token: admin, body: validCampaign(a) });
  expect(res.status, await res.clone().text()).toBe(201);
});
afterAll(() => t.close());

async function panelOn(token: string, day: string) {
  return panelAt(token, new Date(`${day}T09:30:00Z`));
}

async function panelAt(token: string, time: Date) {
  t.deps.clock = () => time;
  try {
    const res = await t.request("GET", "/api/quick-panel/data", { token });
    expect(res.status).toBe(200);
    return await json(res);
  } finally {
    t.deps.clock = () => new Date();
  }
}
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe("quick panel events", () => {
  it("are the flights of the caller's companies starting or ending today or in the next 30 days", async () => {
    expect(titles((await panelOn(ann, "2027-01-29")).events)).toEqual([]);
    const early = (await panelOn(ann, "2027-01-30")).events;
    expect(titles(early)).toEqual(["Spring launch starts"]);
    expect(early[0].detail).toBe("Campaign flight, Company quicka, Monday, March 1, 2027");
    expect(early[0].url).toMatch(/^\/studio\/campaign-detail\/[0-9a-f-]{36}$/);
    expect(titles((await panelOn(bob, "2027-03-01")).events)).toEqual([
      "Spring launch starts",
      "Spring launch ends",
    ]);
    expect(titles((await panelOn(bob, "2027-03-31")).events)).toEqual(["Spring launch ends"]);
    expect(titles((await panelOn(bob, "2027-04-01")).events)).toEqual([]);
  });

  it("never show another company's records", async () => {
    expect((await panelOn(eve, "2027-03-01")).events).toEqual([]);
  });
});

describe("quick panel publications", () => {
  it("list the caller's companies' ads published in the last 7 days", async () => {
    const res = await t.request("POST", "/api/ads/create", {
      token: admin,
      body: { name: "Oat flat white", type: "mini", company: companyA },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const adId = (await json(res)).ad._id;
    // Arranged in the table: a real publish renders every size, which this test does not need.
    const publishedAt = new Date("2027-05-10T12:00:00Z");
    await t.deps.database.db
      .insert(adVersions)
      .values({ adId, version: 1, revision: 1, sizes: ["300x250"], createdAt: publishedAt });
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    const events = (await panelAt(ann, new Date(publishedAt.getTime() + sevenDays))).events;
    expect(events).toEqual([
      {
        id: `published:${adId}:1`,
        title: "Oat flat white published",
        detail: "Version 1",
        time: publishedAt.toISOString(),
        url: `/studio/ad-details/${adId}`,
      },
    ]);
    expect((await panelAt(ann, new Date(publishedAt.getTime() + sevenDays + 1))).events).toEqual([]);
    expect((await panelAt(eve, publishedAt)).events).toEqual([]);
  });
});

describe("quick panel notes", () => {
  it("are the caller's own latest notes, archived ones left out", async () => {
    const note = (title: string, archive = false) => ({
      note: { title, description: `About ${title}`, archive, labels: [], checklist: [] },
    });
    for (const [title, archive] of [
      ["Brief", false],
      ["Old idea", true],
      ["Logo due Friday", false],
    ] as const) {
      const res = await t.request("POST", "/api/notes-app/create-note", {
        token: ann,
        body: note(title, archive),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const { notes } = await panelOn(ann, "2027-01-01");
    expect(titles(notes)).toEqual(["Logo due Friday", "Brief"]);
    expect(notes[0]).toMatchObject({ detail: "About Logo due Friday", url: "/studio/notes" });
    expect((await panelOn(bob, "2027-01-01")).notes).toEqual([]);
  });
});

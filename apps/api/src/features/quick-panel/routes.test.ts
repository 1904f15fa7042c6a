import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { companyUser, createCompany, validCampaign } from "../campaign/test-campaign.js";

let t: TestContext;
let ann: string;
let bob: string;
let eve: string;

beforeAll(async () => {
  t = await createTestContext();
  const admin = await signInSuperadmin(t);
  const a = await createCompany(t, admin, "quicka");
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
  t.deps.clock = () => new Date(`${day}T09:30:00Z`);
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

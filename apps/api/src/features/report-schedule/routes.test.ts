import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  expectMatrixNotTrivial,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { companyUser, createCompany, validCampaign } from "../../test-support/campaigns.js";
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
let acme: string;
let globex: string;
let acmeAdvertiser: string;
let globexAdvertiser: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("reports"));
  acme = await createCompany(t, admin, "rep-acme");
  globex = await createCompany(t, admin, "rep-globex");
  acmeAdvertiser = await companyUser(t, admin, "rep-acme-adv", "advertiser", [acme]);
  globexAdvertiser = await companyUser(t, admin, "rep-globex-adv", "advertiser", [globex]);
});
afterAll(() => t.close());

const schedule = (company: string, overrides: Record<string, unknown> = {}) => ({
  name: "Monday summary",
  company,
  recipients: ["ops@acme.example", "Ceo@Acme.example"],
  frequency: "weekly",
  weekday: 1,
  hour: 8,
  timeZone: "Asia/Kolkata",
  ...overrides,
});

async function rowCount(): Promise<number> {
  const { rows } = await t.deps.database.pool.query("select count(*)::int as n from report_schedules");
  return rows[0].n;
}

describe("report schedules", () => {
  it("creates a weekly report due next Monday at 08:00 Kolkata time, with the defaults filled in", async () => {
    const before = Date.now();
    const res = await t.request("POST", "/api/reportSchedule/create", {
      token: acmeAdvertiser,
      body: schedule(acme),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { reportSchedule } = await json(res);
    expect(reportSchedule).toMatchObject({
      name: "Monday summary",
      company: { _id: acme, name: "Company rep-acme" },
      recipients: ["ops@acme.example", "ceo@acme.example"],
      frequency: "weekly",
      weekday: 1,
      hour: 8,
      timeZone: "Asia/Kolkata",
      filters: { campaign: "", ad: "", format: "" },
      active: true,
      lastSentAt: null,
      lastError: "",
    });
    const next = new Date(reportSchedule.nextRunAt);
    // 08:00 IST is 02:30 UTC; a Monday in Kolkata; within the coming week.
    expect(next.toISOString()).toMatch(/T02:30:00\.000Z$/);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(7 * 86_400_000);
    expect(new Date(next.getTime() + 5.5 * 3_600_000).getUTCDay()).toBe(1);

    const got = await t.request("GET", `/api/reportSchedule/${reportSchedule._id}`, {
      token: acmeAdvertiser,
    });
    expect((await json(got)).reportSchedule).toEqual(reportSchedule);
  });

  it("refuses bad input with the field's message and stores nothing", async () => {
    const count = await rowCount();
    for (const [change, field, message] of [
      [{ recipients: [] }, "recipients", "Add at least one recipient."],
      [
        { recipients: ["ops@acme.example", "nobody"] },
        "recipients.1",
        "Each recipient must be an email address.",
      ],
      [{ timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone such as Asia/Kolkata."],
      [{ frequency: "hourly" }, "frequency", "Choose daily or weekly."],
      [{ hour: 7.5 }, "hour", "Choose an hour from 0 to 23."],
    ] as const) {
      const res = await t.request("POST", "/api/reportSchedule/create", {
        token: acmeAdvertiser,
        body: schedule(acme, change),
      });
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.message).toBe(message);
      expect(body.errors[field]).toBe(message);
    }
    expect(
      (await t.request("POST", "/api/reportSchedule/create", { token: acmeAdvertiser, body: "[1]" })).status,
    ).toBe(400);
    expect(await rowCount()).toBe(count);
  });

  it("keeps each company's reports to its own users", async () => {
    const res = await t.request("POST", "/api/reportSchedule/create", {
      token: globexAdvertiser,
      body: schedule(globex, { name: "Globex daily", frequency: "daily" }),
    });
    const { reportSchedule } = await json(res);

    const mine = await json(await t.request("GET", "/api/reportSchedule", { token: acmeAdvertiser }));
    expect(mine.reportSchedules.map((r: { name: string }) => r.name)).not.toContain("Globex daily");
    expect(
      (await t.request("GET", `/api/reportSchedule/${reportSchedule._id}`, { token: acmeAdvertiser })).status,
    ).toBe(404);
    expect(
      (
        await t.request("PUT", `/api/reportSchedule/update/${reportSchedule._id}`, {
          token: acmeAdvertiser,
          body: schedule(acme),
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request("DELETE", `/api/reportSchedule/${reportSchedule._id}`, { token: acmeAdvertiser }))
        .status,
    ).toBe(404);

    const choices = await json(
      await t.request("GET", "/api/reportSchedule/companies", { token: acmeAdvertiser }),
    );
    expect(choices).toEqual({ companies: [{ _id: acme, name: "Company rep-acme" }] });

    const other = await t.request("POST", "/api/reportSchedule/create", {
      token: acmeAdvertiser,
      body: schedule(globex),
    });
    expect(other.status).toBe(400);
    expect((await json(other)).errors.company).toBe("Choose one of your companies.");

    const all = await json(await t.request("GET", "/api/reportSchedule?limit=100", { token: admin }));
    expect(all.reportSchedules.map((r: { name: string }) => r.name)).toContain("Globex daily");
  });

  it("refuses a campaign filter of another company", async () => {
    const campaign = await t.request("POST", "/api/campaign/create", {
      token: globexAdvertiser,
      body: validCampaign(globex, { name: "Globex plan" }),
    });
    const globexCampaign = (await json(campaign)).campaign._id;
    const res = await t.request("POST", "/api/reportSchedule/create", {
      token: acmeAdvertiser,
      body: schedule(acme, { filters: { campaign: globexCampaign } }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors["filters.campaign"]).toBe("The campaign is not one of this company's.");
  });

  it("updates (pausing clears the next send) and deletes", async () => {
    const created = await json(
      await t.request("POST", "/api/reportSchedule/create", {
        token: acmeAdvertiser,
        body: schedule(acme, { name: "To pause" }),
      }),
    );
    const id = created.reportSchedule._id;
    const paused = await t.request("PUT", `/api/reportSchedule/update/${id}`, {
      token: acmeAdvertiser,
      body: schedule(acme, { name: "Paused", active: false, frequency: "daily", hour: 18 }),
    });
    expect(paused.status).toBe(200);
    expect((await json(paused)).reportSchedule).toMatchObject({
      name: "Paused",
      active: false,
      nextRunAt: null,
      hour: 18,
    });

    const deleted = await t.request("DELETE", `/api/reportSchedule/${id}`, { token: acmeAdvertiser });
    expect(await json(deleted)).toEqual({ message: "Report schedule deleted successfully" });
    expect((await t.request("GET", `/api/reportSchedule/${id}`, { token: acmeAdvertiser })).status).toBe(404);
  });
});

describe("report schedule permission matrix (seeded module roles)", () => {
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/reportSchedule/companies", permissions: ["readAnalytics"], allowed: 200 },
    { method: "GET", path: "/api/reportSchedule", permissions: ["readAnalytics"], allowed: 200 },
    {
      method: "GET",
      path: `/api/reportSchedule/${UNKNOWN_ID}`,
      permissions: ["readAnalytics"],
      allowed: 404,
    },
    {
      method: "POST",
      path: "/api/reportSchedule/create",
      body: {},
      permissions: ["readAnalytics"],
      allowed: 400,
    },
    {
      method: "PUT",
      path: `/api/reportSchedule/update/${UNKNOWN_ID}`,
      body: {},
      permissions: ["readAnalytics"],
      // The body is checked before the schedule is looked up.
      allowed: 400,
    },
    {
      method: "DELETE",
      path: `/api/reportSchedule/${UNKNOWN_ID}`,
      permissions: ["readAnalytics"],
      allowed: 404,
    },
  ];
  it("is not trivial", () => expectMatrixNotTrivial(endpoints));
  itAnswersEachCaller(endpoints, () => ({ t, accounts }));
});

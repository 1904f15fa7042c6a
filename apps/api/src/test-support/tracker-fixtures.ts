import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { json, type TestContext } from "./test-app.js";

/** A browser's user agent: beacons without one (or from bots) are not counted. */
export const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A company created through the API as the superadmin. */
export async function createCompany(t: TestContext, adminToken: string, name: string): Promise<string> {
  const res = await t.request("POST", "/api/company/create", {
    token: adminToken,
    body: {
      name,
      shortName: name.toLowerCase().replaceAll(" ", "-"),
      domains: [`${name.toLowerCase().replaceAll(" ", "")}.example`],
      address: "1 Market Street",
      country: "IN",
      city: "Mumbai",
      mobile: "+919876543210",
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).company._id;
}

/**
 * An ad row of a company. The tracker reads only its id, company, type, name and campaign, so it is
 * written directly rather than through the editor's document checks.
 */
export async function insertAd(
  t: TestContext,
  companyId: string,
  fields: { name: string; type?: string; campaignId?: string | null },
): Promise<string> {
  const id = randomUUID();
  await t.deps.database.pool.query(
    `insert into ads (id, company_id, campaign_id, name, type, document) values ($1, $2, $3, $4, $5, '{}')`,
    [id, companyId, fields.campaignId ?? null, fields.name, fields.type ?? "rich-media"],
  );
  return id;
}

/** Sends one beacon the way a creative's runtime does (POST, query only). */
export function beacon(
  t: TestContext,
  query: Record<string, string>,
  options: { userAgent?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return t.request(options.method ?? "POST", `/api/tracker/event?${new URLSearchParams(query)}`, {
    headers: { "user-agent": options.userAgent ?? CHROME_DESKTOP, ...options.headers },
  });
}

/** Rows of the raw events and both rollups: what a refused beacon must leave unchanged. */
export async function storedCounts(t: TestContext): Promise<Record<string, number>> {
  const { rows } = await t.deps.database.pool.query<Record<string, string>>(
    `select (select count(*) from tracker_events) as raw, (select coalesce(sum(n), 0) from tracker_hourly) as hourly,
            (select coalesce(sum(n), 0) from tracker_daily) as daily, (select count(*) from tracker_seen) as seen`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

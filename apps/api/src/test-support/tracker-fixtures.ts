import { randomUUID } from "node:crypto";
import type { AdType } from "@adstudio/core";
import { type AdDocument, blankDocument } from "@adstudio/creative";
import type pg from "pg";
import { expect } from "vitest";
import { rollPending } from "../features/tracker/index.js";
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

const textLayer = (id: string, page: string, actions: AdDocument["layers"][string]["actions"]) => ({
  id,
  name: id,
  page,
  parent: null,
  order: "a0",
  content: { kind: "text" as const, text: id },
  props: { posleft: 0, postop: 0, width: 100, height: 40 },
  overrides: {},
  animations: [],
  actions,
  hidden: false,
  locked: false,
});

/**
 * The document beacon tests publish (what the tracker checks beacons against): sizes sz300x250 and
 * sz300x600, exits clickTag and clickTag2, pages page1 and page2, layer `cta` (click → clickTag) and
 * layer `hero` (swipe left → page2; hover shows `cta`).
 */
export function beaconDocument(type: AdType = "rich-media", name = "Beacon test"): AdDocument {
  return {
    ...blankDocument(type, name),
    baseSize: "sz300x250",
    teaser: { sz300x250: { width: 300, height: 250 }, sz300x600: { width: 300, height: 600 } },
    pages: [
      { id: "page1", name: "Page 1" },
      { id: "page2", name: "Page 2" },
    ],
    exits: {
      clickTag: { url: "https://coffee.example/shop", label: "Shop" },
      clickTag2: { url: "https://coffee.example/menu", label: "Menu" },
    },
    layers: {
      cta: textLayer("cta", "page1", [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }]),
      hero: textLayer("hero", "page1", [
        { on: { type: "swipe", direction: "left" }, do: { type: "goToPage", page: "page2" } },
        { on: { type: "hover" }, do: { type: "showLayer", layer: "cta" } },
      ]),
    },
  };
}

/** A version of a published ad: its document, or only its sizes (published before documents were kept). */
export type PublishedVersion = AdDocument | { sizes: string[] };

/**
 * A published ad of a company with its versions 1…n (the last is live), written directly as publish
 * records them: the ad's row and one `ad_versions` row per version. `isTemplate` makes it a rich-media
 * template; `status: "draft"` an ad whose versions exist but is a draft again.
 */
export async function insertPublishedAd(
  t: TestContext,
  companyId: string,
  fields: {
    name: string;
    type?: AdType;
    campaignId?: string | null;
    versions?: PublishedVersion[];
    isTemplate?: boolean;
    status?: "published" | "draft";
  },
): Promise<string> {
  const id = randomUUID();
  const type = fields.type ?? "rich-media";
  const versions = fields.versions ?? [beaconDocument(type, fields.name)];
  const latest = versions.at(-1);
  const document = latest && "teaser" in latest ? latest : beaconDocument(type, fields.name);
  const pool = t.deps.database.pool;
  await pool.query(
    `insert into ads (id, company_id, campaign_id, name, type, document, status, latest_version, is_template)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      companyId,
      fields.campaignId ?? null,
      fields.name,
      type,
      JSON.stringify(document),
      fields.status ?? "published",
      versions.length,
      fields.isTemplate ?? false,
    ],
  );
  for (const [i, version] of versions.entries()) {
    const known = "teaser" in version;
    await pool.query(
      "insert into ad_versions (ad_id, version, revision, sizes, document) values ($1, $2, $3, $4, $5)",
      [
        id,
        i + 1,
        i + 1,
        known ? Object.keys(version.teaser) : version.sizes,
        known ? JSON.stringify(version) : null,
      ],
    );
  }
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

/**
 * Rows of the raw events and both rollups (what is pending rolled up first): what a refused beacon must
 * leave unchanged.
 */
export async function storedCounts(t: TestContext): Promise<Record<string, number>> {
  await rollPending(t.deps.database.pool, { wait: true });
  const { rows } = await t.deps.database.pool.query<Record<string, string>>(
    `select (select count(*) from tracker_events) as raw, (select coalesce(sum(n), 0) from tracker_hourly) as hourly,
            (select coalesce(sum(n), 0) from tracker_daily) as daily, (select count(*) from tracker_seen) as seen`,
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * The device classes of a QR link's stored scans (its `qrScan` raw events), oldest first: scans sent one
 * after another commit in transactions of their own, so their times differ.
 */
export async function storedScans(pool: pg.Pool, qrId: string): Promise<string[]> {
  const { rows } = await pool.query<{ device: string }>(
    "select device from tracker_events where event = 'qrScan' and detail = $1 order by at, device",
    [qrId],
  );
  return rows.map((row) => row.device);
}

/**
 * Makes every scan and beacon write fail until the returned function is called (their batch writes
 * `tracker_pending` in the same statement as the raw events, so nothing of it is committed).
 */
export async function breakEventWrites(t: TestContext): Promise<() => Promise<void>> {
  const { pool } = t.deps.database;
  await pool.query("alter table tracker_pending rename to tracker_pending_away");
  return async () => {
    await pool.query("alter table tracker_pending_away rename to tracker_pending");
  };
}

import type { BulkResponse, CompanyInput, QrLinkInput } from "@adstudio/core";
import { BULK_MAX_ROWS } from "@adstudio/core";

/** Answers a request to the API under test; throws unless it answers 200. */
export type ApiJson = (method: "GET" | "POST", path: string, body?: unknown) => Promise<unknown>;

/** What the benchmark seeds, by bulk endpoint. */
export interface SeededTable {
  label: string;
  bulkPath: string;
  row: (n: number, rows: number) => Record<string, unknown>;
}

/** Bulk requests in flight at once while seeding: enough to keep PostgreSQL busy, not a load test. */
const IN_FLIGHT = 4;
const PROGRESS_EVERY_MS = 2000;

/**
 * Row numbers are zero-padded to 7 digits, so `search=99999` matches 19 of a million rows
 * (0099999…0999999 and 0999990…0999999), as in issue 17's table.
 */
const numbered = (n: number, rows: number) => String(n).padStart(Math.max(7, String(rows).length), "0");

/**
 * Issue 34's data shapes, one search word each, so one seeding holds them all:
 * - "spring" is spread: one row in five, evenly through the default order (names "poster-<n>", some
 *   with "spring" in the URL, then "spring-poster-<n>");
 * - "bloom" hits both searched columns (the name and the address) of one row in five;
 * - "winter" clusters: it is in every row of the last fifth seeded, which is also the last fifth of the
 *   default order (names starting "winter-" sort after every other name) and of the table's pages;
 * - "99999" is rare: 19 rows of a million.
 */
export const SEARCH_SHAPES = [
  { shape: "spread", search: "spring" },
  { shape: "both columns", search: "bloom" },
  { shape: "clustered", search: "winter" },
] as const;

/** Whether row `n` of `rows` is in the last fifth, the one "winter" clusters in. */
const inLastFifth = (n: number, rows: number) => n > rows - Math.floor(rows / 5);

/**
 * QR link `n`: one in five mentions "spring", half of them in the name and half in the URL; one in five
 * has "bloom" in both; the last fifth are named "winter-…". Every tenth is a text link, so `type` has
 * more than one value to sort by.
 */
export function qrRow(n: number, rows: number): QrLinkInput {
  const number = numbered(n, rows);
  const prefix = inLastFifth(n, rows) ? "winter-" : "";
  if (n % 10 === 7)
    return { id: `${prefix}table-${number}`, type: "text", targetUrl: `Table ${number}: today's menu` };
  // "bloom" ends the name and the URL, so its rows stay spread among the others in both orders.
  if (n % 10 === 1 || n % 10 === 3)
    return {
      id: `${prefix}poster-${number}-bloom`,
      type: "url",
      targetUrl: `https://shop.example/p/${number}/bloom?utm_source=qr`,
    };
  return {
    id: `${prefix}${n % 10 === 0 ? "spring-poster" : "poster"}-${number}`,
    type: "url",
    targetUrl:
      n % 10 === 5
        ? `https://brand.example/spring-sale/${number}?utm_source=qr`
        : `https://shop.example/p/${number}?utm_source=qr`,
  };
}

const OTHER_NAMES = ["Acme Trading", "Northwind Traders", "Blue Harbor Media", "Globex Retail"];
const PLACES = [
  { country: "IN", state: "Maharashtra", city: "Mumbai" },
  { country: "US", state: "Texas", city: "Austin" },
  { country: "GB", state: "West Yorkshire", city: "Leeds" },
  { country: "DE", state: "Berlin", city: "Berlin" },
  { country: "FR", state: "Rhône", city: "Lyon" },
  { country: "JP", state: "Osaka", city: "Osaka" },
];

const companyName = (n: number) =>
  n % 5 === 0
    ? "Spring Foods"
    : n % 5 === 1
      ? "Bloom Media"
      : (OTHER_NAMES[n % OTHER_NAMES.length] ?? "Acme Trading");

/**
 * Company `n`, valid for spec §5's save checks: one in five is named "Spring Foods …" (search looks in
 * name, short name and city, and no city mentions spring), one in five "Bloom Media …" with "bloom" in its
 * short name too, and the last fifth "Winter …" (last in name order); the short name, which bulk upserts
 * by, is unique. Countries, cities and statuses vary so that sorting by them has ties to break.
 */
export function companyRow(n: number, rows: number): CompanyInput {
  const number = numbered(n, rows);
  const place = PLACES[n % PLACES.length] ?? PLACES[0]!;
  const digits = number.padStart(8, "0");
  return {
    name: `${inLastFifth(n, rows) ? "Winter " : ""}${companyName(n)} ${number}`,
    shortName: n % 5 === 1 ? `bloom-${number}` : `co-${number}`,
    domains: [`co${number}.example.com`],
    address: `${(n % 200) + 1} Market Street`,
    ...place,
    pin: String(10000 + (n % 90000)),
    phone: `+4420${digits}`,
    mobile: `+9198${digits}`,
    contactPerson: {
      name: `Contact ${number}`,
      email: `contact${number}@co${number}.example.com`,
      phone: `+4420${digits}`,
      mobile: `+9198${digits}`,
    },
    status: n % 7 !== 0,
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/** Posts one batch; any row that fails stops the benchmark (the seeded data would not be what it claims). */
async function postBatch(api: ApiJson, table: SeededTable, numbers: number[], rows: number) {
  const answer = (await api("POST", table.bulkPath, {
    rows: numbers.map((n) => table.row(n, rows)),
  })) as BulkResponse;
  const failed = answer.results.find((result) => result.status === "failed");
  if (failed) throw new Error(`${table.bulkPath} refused row ${numbers[failed.index]}: ${failed.message}`);
  return answer;
}

/** Seeds rows 1…`rows` of a table in batches of the bulk maximum, printing progress and rows/s. */
export async function seedTable(
  api: ApiJson,
  table: SeededTable,
  rows: number,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  let nextRow = 1;
  let done = 0;
  let lastReport = started;
  const worker = async () => {
    while (nextRow <= rows) {
      const first = nextRow;
      nextRow = Math.min(rows + 1, first + BULK_MAX_ROWS);
      const numbers = Array.from({ length: nextRow - first }, (_, i) => first + i);
      await postBatch(api, table, numbers, rows);
      done += numbers.length;
      const now = performance.now();
      if (now - lastReport >= PROGRESS_EVERY_MS) {
        lastReport = now;
        log(
          `  ${table.label}: ${fmt(done)} / ${fmt(rows)} rows, ${fmt(done / ((now - started) / 1000))} rows/s`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  log(`  ${table.label}: ${fmt(rows)} rows in ${seconds.toFixed(1)} s, ${fmt(rows / seconds)} rows/s`);
}

/**
 * The `_id`s of `count` random seeded rows. Sending those rows again through the bulk endpoint answers
 * "unchanged" with each record's id and writes nothing, so this works on a freshly seeded database and
 * on a kept one alike, without a list request (whose speed is what is being measured).
 */
export async function randomIds(api: ApiJson, table: SeededTable, rows: number, count: number) {
  const picked = new Set<number>();
  while (picked.size < Math.min(count, rows)) picked.add(1 + Math.floor(Math.random() * rows));
  const answer = await postBatch(api, table, [...picked], rows);
  return answer.results.flatMap((result) => (result._id ? [result._id] : []));
}

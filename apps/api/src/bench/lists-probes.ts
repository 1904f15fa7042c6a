import { allEndpoints, type ListSpec } from "@adstudio/contract";
import { type ApiJson, SEARCH_SHAPES } from "./lists-seed.js";

export const WARMUP_REQUESTS = 3;
export const TIMED_REQUESTS = 40;
/** Issue 17: "exits 1 when a first-page p95 is over 15× the point lookup". */
const FIRST_PAGE_MAX_RATIO = 15;
/** Issue 17: "deep pages (offset 50 000) answer in p95 ≤ 200 ms" – an absolute figure, unlike the ratio. */
const DEEP_PAGE_MAX_P95_MS = 200;
const PAGE_SIZE = 10;
const DEEP_PAGE = 5000;

export type ProbeKind = "point lookup" | "first page" | "deep page";

/** One row of the table: a request, made again for each timed or warm-up run (`run` counts from 0). */
export interface ListProbe {
  label: string;
  kind: ProbeKind;
  path: (run: number) => string;
}

export interface ProbeTiming {
  probe: ListProbe;
  p50: number;
  p95: number;
  /** The list's `total` as answered, `≈` in front when the answer marks it as an estimate. */
  total: string;
  /** Rows on the page as answered, with `+` when the answer says a bounded search read stopped early. */
  rows: string;
  /** For a partial page: the requests (scan ×4 each time, as the studio asks) and ms until it was full. */
  filled?: { requests: number; ms: number; rows: string };
}

/** The contract's paging, search and sort of the list at `GET path`: the columns to sort by come from it. */
function listSpecAt(path: string): ListSpec<string> {
  const found = allEndpoints().find((definition) => definition.method === "get" && definition.path === path);
  if (!found?.list) throw new Error(`the contract documents no list at GET ${path}`);
  return found.list;
}

/** Issue 17's page 5000 (offset 49 990); on a smaller table the middle page, so the page is not empty. */
const deepPage = (rows: number) => Math.min(DEEP_PAGE, Math.max(2, Math.floor(rows / PAGE_SIZE / 2)));

/**
 * Issue 17's table for the list at `base`: the point lookup of random seeded rows (`ids`), the first page,
 * page 1 sorted ascending by each sortable column, a deep page, and a search of each of issue 34's data
 * shapes (see lists-seed.ts; "rare" is a search matching few rows) in the default order, sorted by
 * `searchSort` descending (as a "most scanned" or "newest" view would) and by `textSort` ascending.
 */
export function listProbes(
  base: string,
  { searchSort, textSort }: { searchSort: string; textSort: string },
  rows: number,
  ids: string[],
): ListProbe[] {
  const spec = listSpecAt(base);
  for (const field of [searchSort, textSort]) {
    if (!spec.sortable.includes(field)) throw new Error(`GET ${base} cannot sort by ${field}`);
  }
  const list = (kind: ProbeKind, params: Record<string, string>): ListProbe => {
    const query = { page: "1", limit: String(PAGE_SIZE), ...params };
    const label = `GET ${base}?${Object.entries(query)
      .map(([key, value]) => `${key}=${value}`)
      .join("&")}`;
    const path = `${base}?${new URLSearchParams(query)}`;
    return { label, kind, path: () => path };
  };
  const sorted = (field: string, direction: 1 | -1) => JSON.stringify({ [field]: direction });
  const page = deepPage(rows);
  return [
    {
      label: `GET ${base}/{id} (point lookup)`,
      kind: "point lookup",
      path: (run) => `${base}/${encodeURIComponent(ids[run % ids.length] ?? "")}`,
    },
    list("first page", {}),
    ...spec.sortable.map((field) => list("first page", { sort: sorted(field, 1) })),
    withOffset(list("deep page", { page: String(page) }), (page - 1) * PAGE_SIZE),
    // Issue 34: every data shape in three orders: the default one, `searchSort` descending and `textSort`
    // ascending (where its matches fall differs in each).
    ...[...SEARCH_SHAPES, { shape: "rare", search: fewRowsSearch(rows) }].flatMap(({ search }) => [
      list("first page", { search }),
      list("first page", { search, sort: sorted(searchSort, -1) }),
      list("first page", { search, sort: sorted(textSort, 1) }),
    ]),
  ];
}

/**
 * A search matching a handful of rows: nines, two fewer than the row count has digits, which is issue 17's
 * `99999` at a million rows and matches 19 of them (19 of 100 000 too, with `9999`).
 */
const fewRowsSearch = (rows: number) => "9".repeat(Math.max(1, String(rows).length - 2));

const withOffset = (probe: ListProbe, offset: number): ListProbe => ({
  ...probe,
  label: `${probe.label} (offset ${offset.toLocaleString("en-US")})`,
});

const percentile = (sorted: number[], q: number) => sorted[Math.ceil(q * sorted.length) - 1] ?? Number.NaN;

/** The answer's total; the flag name is left open (`estimated`…), as issue 17 only asks for "a flag". */
function totalOf(body: unknown): string {
  if (typeof body !== "object" || body === null || !("total" in body) || typeof body.total !== "number") {
    return "";
  }
  const estimated = Object.entries(body).some(([key, value]) => /estimat/i.test(key) && value === true);
  return `${estimated ? "≈" : ""}${body.total.toLocaleString("en-US")}`;
}

/** How many rows the answer's page holds, `+` after it when the page is partial (issue 34's continuation). */
function rowsOf(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const items = Object.values(body).find(Array.isArray);
  const partial = "partial" in body && body.partial !== undefined;
  return `${items?.length ?? ""}${partial ? "+" : ""}`;
}

/** Warm-up requests first (not counted), then the timed ones, one after another: p50 and p95 in ms. */
export async function measure(api: ApiJson, probe: ListProbe): Promise<ProbeTiming> {
  for (let run = 0; run < WARMUP_REQUESTS; run++) await api("GET", probe.path(run));
  const durations: number[] = [];
  let last: unknown;
  for (let run = WARMUP_REQUESTS; run < WARMUP_REQUESTS + TIMED_REQUESTS; run++) {
    const started = performance.now();
    last = await api("GET", probe.path(run));
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return {
    probe,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    total: totalOf(last),
    rows: rowsOf(last),
    ...(partialScan(last) ? { filled: await continueSearch(api, probe.path(0)) } : {}),
  };
}

const partialScan = (body: unknown): number | undefined =>
  typeof body === "object" && body !== null && "partial" in body
    ? (body.partial as { scanned: number }).scanned
    : undefined;

/** Asks again with four times the scan while the answer is partial, as the studio does: requests and time. */
async function continueSearch(api: ApiJson, path: string) {
  const started = performance.now();
  let requests = 1;
  let body = await api("GET", path);
  for (let scanned = partialScan(body); scanned !== undefined; scanned = partialScan(body)) {
    requests += 1;
    body = await api("GET", `${path}&scan=${scanned * 4}`);
  }
  return { requests, ms: performance.now() - started, rows: rowsOf(body) };
}

/** A row's verdict: first pages against the point lookup, deep pages against the absolute bound. */
function checkOf(timing: ProbeTiming, lookupP95: number): { text: string; failed: boolean } {
  if (timing.probe.kind === "first page") {
    const failed = timing.p95 > FIRST_PAGE_MAX_RATIO * lookupP95;
    return { text: `first page, p95 ≤ ${FIRST_PAGE_MAX_RATIO}× lookup: ${failed ? "FAIL" : "PASS"}`, failed };
  }
  if (timing.probe.kind === "deep page") {
    const failed = timing.p95 > DEEP_PAGE_MAX_P95_MS;
    return { text: `deep page, p95 ≤ ${DEEP_PAGE_MAX_P95_MS} ms: ${failed ? "FAIL" : "PASS"}`, failed };
  }
  return { text: "baseline", failed: false };
}

/** The table of one list, each figure with its ratio to that list's point lookup, and its failed checks. */
export function reportTable(title: string, timings: ProbeTiming[]): { text: string; failures: number } {
  const lookup = timings.find((timing) => timing.probe.kind === "point lookup");
  if (!lookup) throw new Error(`${title}: no point lookup to compare with`);
  const width = Math.max(title.length, ...timings.map((timing) => timing.probe.label.length));
  const ms = (value: number) => value.toFixed(1).padStart(8);
  const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`.padStart(7);
  let failures = 0;
  const lines = timings.map((timing) => {
    const check = checkOf(timing, lookup.p95);
    if (check.failed) failures += 1;
    return [
      timing.probe.label.padEnd(width),
      ms(timing.p50),
      ms(timing.p95),
      ratio(timing.p50, lookup.p50),
      ratio(timing.p95, lookup.p95),
      timing.total.padStart(11),
      timing.rows.padStart(5),
      `  ${check.text}`,
    ].join(" ");
  });
  const header = [
    title.padEnd(width),
    "  p50 ms",
    "  p95 ms",
    "   ×p50",
    "   ×p95",
    "      total",
    " rows",
    "  check",
  ].join(" ");
  const continued = timings.flatMap((timing) =>
    timing.filled
      ? [
          `  ${timing.probe.label}: partial first page; full (${timing.filled.rows} rows) after ` +
            `${timing.filled.requests} requests (scan ×4 each), ${timing.filled.ms.toFixed(0)} ms in all`,
        ]
      : [],
  );
  return { text: ["", header, ...lines, ...continued].join("\n"), failures };
}

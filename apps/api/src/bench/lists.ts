/**
 * `pnpm bench:lists` – issue 17's and issue 34's list benchmark: QR links, companies, ads and users at a
 * million rows each, on a fresh embedded PostgreSQL, through the real API (createApp on
 * @hono/node-server, loopback) with the admin signed in over `POST /api/auth/login`.
 *
 * - Seeds N rows of each list (`--rows N`, default 1 000 000): QR links and companies through
 *   `POST /api/qr/bulk` and `POST /api/company/bulk`, 1000 rows a request, a few requests in flight
 *   (lists-seed.ts); ads and users, which have no bulk endpoint, with SQL through the bench's own pool,
 *   50 000 rows a statement, then VACUUM ANALYZE (lists-seed-sql.ts). Rows/s are printed. Issue 34's data
 *   shapes, one search word each: "spring" spread (one row in five), "bloom" in every searched column
 *   (one in five; an ad's only searched column is its name), "winter" clustered in the last fifth of the
 *   list's default order; zero-padded row numbers make `search=99999` match 19 of a million (smaller runs
 *   search fewer nines).
 * - Then times each request of issue 17's table, for each list: 40 sequential requests after 3 warm-up
 *   ones, p50 and p95 in ms, and their ratio to the point lookup (`GET /api/qr/{id}`, `/api/company/{id}`,
 *   `/api/ads/{id}`, `/api/user/{id}` of random seeded rows) of the same list in the same run. Every
 *   sortable column of the contract's list is its own row, and so is every data shape's search in three
 *   orders (the default one, a numeric or date column descending, a text column ascending). A page
 *   answered `partial` (the bounded search read stopped before the page was full) is marked `+` after its
 *   row count, and is then asked again with four times the scan until full, as the studio does: the
 *   requests and time that took are printed.
 * - Exits 1 when any first page (a page=1 request) has a p95 over 15× the point lookup's, when a deep
 *   page (page 5000 of 10 rows, offset 49 990) has a p95 over 200 ms (an absolute figure, the issue's), or
 *   when any answer is not 200 (its status and body are printed). Below 100 000 rows the deep page is the
 *   middle one.
 * - Seeding a million rows of each takes minutes: `--keep` keeps the data directory and prints it, and
 *   `--data-dir D` reruns on it, seeding only the lists it does not hold yet (a marker file records them).
 *
 * Timings are printed, never asserted in tests.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BenchApi, startBenchApi } from "./bench-api.js";
import {
  listProbes,
  measure,
  type ProbeTiming,
  reportTable,
  TIMED_REQUESTS,
  WARMUP_REQUESTS,
} from "./lists-probes.js";
import { type ApiJson, companyRow, qrRow, randomIds, seedTable } from "./lists-seed.js";
import { randomRowIds, seedAds, seedUsers } from "./lists-seed-sql.js";

const DEFAULT_ROWS = 1_000_000;
/** Records in the data directory how many rows of each table a completed seeding wrote, and which lists. */
const SEEDED_MARKER = "bench-lists.json";

/** What seeding and picking rows may use: the signed-in API and the bench's own database pool. */
interface SeedContext {
  api: ApiJson;
  pool: BenchApi["deps"]["database"]["pool"];
}

interface BenchedList {
  title: string;
  base: string;
  /** Seeds rows 1…`rows`, printing progress. */
  seed: (context: SeedContext, rows: number, log: (line: string) => void) => Promise<void>;
  /** The ids of `count` random seeded rows, for the point lookups. */
  randomIds: (context: SeedContext, rows: number, count: number) => Promise<string[]>;
  /** A numeric or date column for issue 17's "search=spring, sorted by scanCount" row. */
  searchSort: string;
  /** A text column other than the default order's, to search in another order. */
  textSort: string;
}

/** A list seeded through its bulk endpoint (lists-seed.ts). */
function bulkSeeded(
  label: string,
  bulkPath: string,
  row: (n: number, rows: number) => Record<string, unknown>,
) {
  const table = { label, bulkPath, row };
  return {
    seed: ({ api }: SeedContext, rows: number, log: (line: string) => void) => {
      log(`seeding ${rows.toLocaleString("en-US")} ${label} through ${bulkPath}…`);
      return seedTable(api, table, rows, log);
    },
    randomIds: ({ api }: SeedContext, rows: number, count: number) => randomIds(api, table, rows, count),
  };
}

/** A list seeded with SQL (lists-seed-sql.ts). */
function sqlSeeded(
  table: "ads" | "users",
  seed: (pool: SeedContext["pool"], rows: number, log: (line: string) => void) => Promise<void>,
) {
  return {
    seed: ({ pool }: SeedContext, rows: number, log: (line: string) => void) => {
      log(`seeding ${rows.toLocaleString("en-US")} ${table} with SQL…`);
      return seed(pool, rows, log);
    },
    randomIds: ({ pool }: SeedContext, rows: number, count: number) => randomRowIds(pool, table, rows, count),
  };
}

// Companies before ads and users: those belong to seeded companies.
const LISTS: BenchedList[] = [
  {
    title: "QR links",
    base: "/api/qr",
    ...bulkSeeded("QR links", "/api/qr/bulk", qrRow),
    searchSort: "scanCount",
    textSort: "targetUrl",
  },
  {
    title: "Companies",
    base: "/api/company",
    ...bulkSeeded("companies", "/api/company/bulk", companyRow),
    searchSort: "createdAt",
    textSort: "city",
  },
  // The ad list's default order is newest first, so its "winter" fifth is the oldest; `updatedAt` is
  // scrambled, so sorted by it the same matches spread.
  { title: "Ads", base: "/api/ads", ...sqlSeeded("ads", seedAds), searchSort: "updatedAt", textSort: "name" },
  {
    title: "Users",
    base: "/api/user",
    ...sqlSeeded("users", seedUsers),
    searchSort: "createdAt",
    textSort: "email",
  },
];

const log = (line: string) => process.stderr.write(`${line}\n`);

function readOptions() {
  // `pnpm bench:lists -- --rows 20000` passes the `--` on; parseArgs would take what follows as positionals.
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const { values } = parseArgs({
    args,
    options: { rows: { type: "string" }, keep: { type: "boolean" }, "data-dir": { type: "string" } },
  });
  const rows = Number(values.rows ?? DEFAULT_ROWS);
  if (!Number.isInteger(rows) || rows < 100) throw new Error("--rows must be a whole number of at least 100");
  const dataDir = values["data-dir"] ? path.resolve(values["data-dir"]) : undefined;
  return { rows, dataDir, keep: Boolean(values.keep) || dataDir !== undefined };
}

/** JSON over HTTP with the caller's token; anything but a 200 stops the benchmark with its status and body. */
function apiClient(origin: string, token?: string): ApiJson {
  return async (method, pathAndQuery, body) => {
    const response = await fetch(`${origin}${pathAndQuery}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`${method} ${pathAndQuery} answered ${response.status}: ${text.slice(0, 2000)}`);
    }
    return JSON.parse(text) as unknown;
  };
}

/** What the data directory holds: the rows of each list a completed seeding wrote, and which lists. */
async function seededLists(dataDir: string): Promise<{ rows: number; lists: string[] }> {
  try {
    const marker = JSON.parse(await readFile(path.join(dataDir, SEEDED_MARKER), "utf8")) as {
      rows?: unknown;
      lists?: unknown;
    };
    const rows = typeof marker.rows === "number" ? marker.rows : 0;
    // A marker written before ads and users were benchmarked has no list of lists: it meant those two.
    const lists = Array.isArray(marker.lists) ? marker.lists.map(String) : ["QR links", "Companies"];
    return { rows, lists };
  } catch {
    return { rows: 0, lists: [] };
  }
}

/** Seeds the lists the data directory does not already hold `rows` of; answers how many rows each holds. */
async function ensureSeeded(context: SeedContext, dataDir: string, rows: number): Promise<number> {
  const already = await seededLists(dataDir);
  // Kept data of another size is used as it is when it holds every list; otherwise seeding starts over.
  const seeded = already.rows >= rows ? already.lists : [];
  const missing = LISTS.filter((list) => !seeded.includes(list.title));
  if (missing.length === 0) {
    log(
      `the data directory already holds ${already.rows.toLocaleString("en-US")} seeded rows of each: not seeding`,
    );
    return already.rows;
  }
  if (seeded.length > 0) log(`the data directory already holds ${seeded.join(", ")}: seeding the others`);
  const done = [...seeded];
  for (const list of missing) {
    await list.seed(context, rows, log);
    done.push(list.title);
    // Recorded after each list, so an interrupted seeding resumes at the list it was on.
    await writeFile(path.join(dataDir, SEEDED_MARKER), JSON.stringify({ rows, lists: done }));
  }
  return rows;
}

async function benchList(context: SeedContext, list: BenchedList, rows: number): Promise<ProbeTiming[]> {
  const { api } = context;
  // One id per timed or warm-up lookup, so each reads a different row.
  const ids = await list.randomIds(context, rows, WARMUP_REQUESTS + TIMED_REQUESTS);
  const probes = listProbes(list.base, list, rows, ids);
  // One pass over every request before any is timed, so the first row (the lookup everything is compared
  // with) does not also pay for the process warming up: JIT, pool connections, the table's first reads.
  for (const probe of probes) await api("GET", probe.path(0));
  const timings: ProbeTiming[] = [];
  for (const probe of probes) {
    log(`  ${list.title}: ${probe.label}`);
    timings.push(await measure(api, probe));
  }
  return timings;
}

async function main(): Promise<number> {
  const options = readOptions();
  // The rows of each table come from the contract: a list it does not document fails now, not after
  // minutes of seeding.
  for (const list of LISTS) listProbes(list.base, list, options.rows, []);
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "adstudio-bench-lists-")));
  if (options.keep) log(`data directory: ${dataDir}`);
  let server: BenchApi | undefined;
  try {
    // A new password each run: seeding sets the admin's password to the configured one, kept data or not.
    const password = randomBytes(12).toString("hex");
    server = await startBenchApi(dataDir, password);
    const { config, origin } = server;
    const login = (await apiClient(origin)("POST", "/api/auth/login", {
      email: config.adminEmail,
      password,
    })) as { token: string };
    const api = apiClient(origin, login.token);

    const context = { api, pool: server.deps.database.pool };
    const rows = await ensureSeeded(context, dataDir, options.rows);
    log("timing the lists…");
    const sections: string[] = [];
    let failures = 0;
    for (const list of LISTS) {
      const timings = await benchList(context, list, rows);
      const report = reportTable(`${list.title} (${list.base})`, timings);
      sections.push(report.text);
      failures += report.failures;
    }
    process.stdout.write(
      [
        "",
        `List benchmark: ${rows.toLocaleString("en-US")} rows each of ${LISTS.map((list) => list.title).join(", ")}, ` +
          `embedded PostgreSQL, loopback, sequential requests (${TIMED_REQUESTS} timed after ${WARMUP_REQUESTS} warm-up each)`,
        ...sections,
        failures === 0 ? "every check passed" : `${failures} check(s) FAILED`,
        "",
      ].join("\n"),
    );
    return failures === 0 ? 0 : 1;
  } finally {
    if (server) await server.stop();
    if (options.keep) log(`data kept in ${dataDir}: rerun with --data-dir ${dataDir} to skip seeding`);
    else await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // `fetch failed` says why only in its cause (a refused or reset connection, a timeout).
    const cause = error instanceof Error && error.cause ? `\ncaused by: ${String(error.cause)}` : "";
    process.stderr.write(
      `bench:lists failed: ${error instanceof Error ? (error.stack ?? error.message) : error}${cause}\n`,
    );
    process.exit(1);
  },
);

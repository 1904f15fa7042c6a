/**
 * `pnpm bench:lists` – issue 17's list benchmark: QR links and companies at a million rows each, on a
 * fresh embedded PostgreSQL, through the real API (createApp on @hono/node-server, loopback) with the
 * admin signed in over `POST /api/auth/login`.
 *
 * - Seeds N QR links and N companies (`--rows N`, default 1 000 000) through `POST /api/qr/bulk` and
 *   `POST /api/company/bulk`, 1000 rows a request, a few requests in flight, printing rows/s. Issue 34's
 *   data shapes, one search word each (lists-seed.ts): "spring" spread (one row in five), "bloom" in both
 *   searched columns (one in five), "winter" clustered in the last fifth of the list's order; zero-padded
 *   row numbers make `search=99999` match 19 of a million (smaller runs search fewer nines).
 * - Then times each request of issue 17's table, for both lists: 40 sequential requests after 3 warm-up
 *   ones, p50 and p95 in ms, and their ratio to the point lookup (`GET /api/qr/{id}` of random seeded
 *   rows) of the same list in the same run. Every sortable column of the contract's list is its own row,
 *   and so is every data shape's search in three orders. A page answered `partial` (the bounded search
 *   read stopped before the page was full) is marked `+` after its row count, and is then asked again
 *   with four times the scan until full, as the studio does: the requests and time that took are printed.
 * - Exits 1 when any first page (a page=1 request) has a p95 over 15× the point lookup's, when a deep
 *   page (page 5000 of 10 rows, offset 49 990) has a p95 over 200 ms (an absolute figure, the issue's), or
 *   when any answer is not 200 (its status and body are printed). Below 100 000 rows the deep page is the
 *   middle one.
 * - Seeding a million rows of each takes minutes: `--keep` keeps the data directory and prints it, and
 *   `--data-dir D` reruns on it, skipping the seeding once it is complete (a marker file records it).
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
import { type ApiJson, companyRow, qrRow, randomIds, type SeededTable, seedTable } from "./lists-seed.js";

const DEFAULT_ROWS = 1_000_000;
/** Records in the data directory how many rows of each table a completed seeding wrote. */
const SEEDED_MARKER = "bench-lists.json";

interface BenchedList {
  title: string;
  base: string;
  table: SeededTable;
  /** A numeric or date column for issue 17's "search=spring, sorted by scanCount" row. */
  searchSort: string;
  /** A text column other than the default order's, to search in another order. */
  textSort: string;
}

const LISTS: BenchedList[] = [
  {
    title: "QR links",
    base: "/api/qr",
    table: { label: "QR links", bulkPath: "/api/qr/bulk", row: qrRow },
    searchSort: "scanCount",
    textSort: "targetUrl",
  },
  {
    title: "Companies",
    base: "/api/company",
    table: { label: "companies", bulkPath: "/api/company/bulk", row: companyRow },
    searchSort: "createdAt",
    textSort: "city",
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

async function seededRows(dataDir: string): Promise<number> {
  try {
    const marker = JSON.parse(await readFile(path.join(dataDir, SEEDED_MARKER), "utf8")) as {
      rows?: unknown;
    };
    return typeof marker.rows === "number" ? marker.rows : 0;
  } catch {
    return 0;
  }
}

/** Seeds both tables unless the data directory already holds at least `rows` of each; answers how many. */
async function ensureSeeded(api: ApiJson, dataDir: string, rows: number): Promise<number> {
  const already = await seededRows(dataDir);
  if (already >= rows) {
    log(
      `the data directory already holds ${already.toLocaleString("en-US")} seeded rows of each: not seeding`,
    );
    return already;
  }
  for (const list of LISTS) {
    log(`seeding ${rows.toLocaleString("en-US")} ${list.table.label} through ${list.table.bulkPath}…`);
    await seedTable(api, list.table, rows, log);
  }
  await writeFile(path.join(dataDir, SEEDED_MARKER), JSON.stringify({ rows }));
  return rows;
}

async function benchList(api: ApiJson, list: BenchedList, rows: number): Promise<ProbeTiming[]> {
  // One id per timed or warm-up lookup, so each reads a different row.
  const ids = await randomIds(api, list.table, rows, WARMUP_REQUESTS + TIMED_REQUESTS);
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

    const rows = await ensureSeeded(api, dataDir, options.rows);
    log("timing the lists…");
    const sections: string[] = [];
    let failures = 0;
    for (const list of LISTS) {
      const timings = await benchList(api, list, rows);
      const report = reportTable(`${list.title} (${list.base})`, timings);
      sections.push(report.text);
      failures += report.failures;
    }
    process.stdout.write(
      [
        "",
        `List benchmark: ${rows.toLocaleString("en-US")} QR links and ${rows.toLocaleString("en-US")} companies, ` +
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
    process.stderr.write(
      `bench:lists failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
    );
    process.exit(1);
  },
);

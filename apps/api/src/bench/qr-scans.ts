/**
 * `pnpm bench:qr` – the QR scan hot path (Hono on @hono/node-server, embedded PostgreSQL, group commit)
 * (the scan appends its events; the link's scan_count and the rollups are built behind it by the roller)
 * against a bare `node:http` server answering the same 302, on loopback, under the same load: autocannon,
 * 50 connections, about 10 s per server. Then it checks that the link's scan count equals the number of
 * 302 answers the load generator received, and exits 1 if not.
 *
 * - Each server gets a 2 s warm-up (JIT, caches, pool) whose rate sizes the measured runs.
 * - Measured runs are a fixed number of requests, not a time: a run cut off by time drops answers still
 *   in flight while the server has already counted those scans, so the check could not be exact.
 * - The 10 s are eight rounds of ~1.25 s, alternating bare and app, so background load or a drift in the
 *   shared machine's speed hits both alike. Figures are over all rounds (p99 is the worst round's), and
 *   the spread of the rounds' ratios is printed beside them.
 * - By default autocannon runs in this process, as for the reference figures in ARCHITECTURE.md: each
 *   server shares its thread with the load generator, and PostgreSQL has the other core, roughly as a
 *   2-core production box without a load generator. `--generator-thread` gives autocannon its own
 *   thread instead; the bare server then runs as fast as the generator can drive it on its own core,
 *   while the app shares the second core with PostgreSQL, so that ratio is lower (both are printed in
 *   the header line, so a figure is never read without its setup).
 *
 * - Also printed: how busy the event loop was for each server, PostgreSQL's average WAL flush during
 *   the app's rounds, and the rounds' spread (ingest-diagnostics.ts), so a run shows where its time went.
 *
 * Timings are printed, never asserted.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createQrLink, getQrLink } from "../features/qr/service.js";
import { rollPending } from "../features/tracker/index.js";
import { type BenchApi, startBenchApi } from "./bench-api.js";
import { IngestDiagnostics } from "./ingest-diagnostics.js";
import { watchRollupLag } from "./rollup-lag.js";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const ROUNDS = 8;
const ROUND_SECONDS = 1.25;
/** A run that takes longer than this is stopped and the benchmark fails (bounded even on a slow box). */
const MAX_RUN_SECONDS = 60;
const TARGET_RATIO = 0.5;
/** How far the dashboard's rollups (and the links' scan_count) may trail under this load (issue 34). */
const TARGET_LAG_SECONDS = 5;
const GENERATOR_THREAD = process.argv.includes("--generator-thread");
const TARGET_URL = "https://brand.example/spring-campaign?utm_source=qr";
const USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

interface RunResult {
  requests: number;
  seconds: number;
  p99: number;
  redirects: number;
  other: number;
  errors: number;
}

function load(url: string, bound: { duration: number } | { amount: number }): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        pipelining: 1,
        headers: { "user-agent": USER_AGENT },
        ...(GENERATOR_THREAD ? { workers: 1 } : {}),
        // Sampling every 100 ms keeps the measured duration tight (the default 1 s rounds it up).
        sampleInt: 100,
        ...bound,
      },
      (error, result) => {
        clearTimeout(watchdog);
        if (error) return reject(error);
        if (timedOut) return reject(new Error(`a run took longer than ${MAX_RUN_SECONDS} s`));
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          p99: result.latency.p99,
          redirects: result["3xx"],
          other: result["1xx"] + result["2xx"] + result["4xx"] + result["5xx"],
          errors: result.errors,
        });
      },
    );
    const watchdog = setTimeout(() => {
      timedOut = true;
      instance.stop();
    }, MAX_RUN_SECONDS * 1000);
  });
}

/** Several runs of one server, added up. */
function combine(runs: RunResult[]): RunResult & { rps: number } {
  const sum = (pick: (r: RunResult) => number) => runs.reduce((total, r) => total + pick(r), 0);
  const seconds = sum((r) => r.seconds);
  return {
    requests: sum((r) => r.requests),
    seconds,
    rps: sum((r) => r.requests) / seconds,
    p99: Math.max(...runs.map((r) => r.p99)),
    redirects: sum((r) => r.redirects),
    other: sum((r) => r.other),
    errors: sum((r) => r.errors),
  };
}

const log = (line: string) => process.stderr.write(`${line}\n`);

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "adstudio-bench-"));
  const bare = http.createServer((_req, res) => {
    res.writeHead(302, { location: TARGET_URL, "cache-control": "no-store", "content-length": "0" });
    res.end();
  });
  let api: BenchApi | undefined;
  try {
    api = await startBenchApi(dataDir, randomBytes(12).toString("hex"));
    const { deps, origin } = api;
    const diagnostics = await IngestDiagnostics.start(deps.database.pool);
    const barePort = await listen(bare);
    const create = async (id: string) =>
      (await createQrLink(deps, { id, type: "url", targetUrl: TARGET_URL }, null, origin)).qrLink;
    const warmupLink = await create("warmup");
    const link = await create("bench");
    const bareUrl = `http://127.0.0.1:${barePort}/`;

    log(`warming up both servers for ${WARMUP_SECONDS} s each…`);
    const bareWarm = await load(bareUrl, { duration: WARMUP_SECONDS });
    const appWarm = await load(warmupLink.scanUrl, { duration: WARMUP_SECONDS });
    const amount = (warm: RunResult) =>
      Math.max(CONNECTIONS * 20, Math.round((warm.requests / warm.seconds) * ROUND_SECONDS));
    const bareRuns: RunResult[] = [];
    const appRuns: RunResult[] = [];
    let lag = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      log(`round ${round} of ${ROUNDS}: bare node:http, then Adstudio /q/{code} (~${ROUND_SECONDS} s each)…`);
      bareRuns.push(await diagnostics.bare(() => load(bareUrl, { amount: amount(bareWarm) })));
      const watch = watchRollupLag(deps.database.pool);
      appRuns.push(await diagnostics.app(() => load(link.scanUrl, { amount: amount(appWarm) })));
      lag = Math.max(lag, await watch.stop());
    }
    const bareResult = combine(bareRuns);
    const appResult = combine(appRuns);
    // Read before any final roll: the count is the rolled scan_count plus the pending tail.
    const scanCount = (await getQrLink(deps, link._id, origin)).qrLink.scanCount;
    await rollPending(deps.database.pool, { wait: true });
    const rolled = Number(
      (await deps.database.pool.query("select scan_count from qr_links where id = $1", [link._id])).rows[0]
        ?.scan_count,
    );

    const ratio = appResult.rps / bareResult.rps;
    const line = (label: string, r: ReturnType<typeof combine>) =>
      `${label.padEnd(22)}${fmt(r.rps).padStart(9)} req/s   p99 ${fmt(r.p99).padStart(3)} ms   ` +
      `${fmt(r.redirects)} × 302 in ${fmt(r.seconds, 1)} s` +
      (r.other || r.errors ? `   (${fmt(r.other)} other statuses, ${fmt(r.errors)} errors)` : "");
    const counted = scanCount === appResult.redirects && rolled === appResult.redirects;
    const lines = [
      "",
      `QR scan benchmark: autocannon (${GENERATOR_THREAD ? "own thread" : "in process"}), ${CONNECTIONS} connections, ` +
        `~${ROUNDS * ROUND_SECONDS} s per server in ${ROUNDS} alternating rounds, loopback`,
      line("bare node:http 302", bareResult),
      line("Adstudio /q/{code}", appResult),
      `ratio                 ${ratio.toFixed(2)}× the bare server (target ≥ ${TARGET_RATIO.toFixed(2)}×: ${
        ratio >= TARGET_RATIO ? "met" : "NOT met"
      })`,
      `rollups behind        at most ${fmt(lag, 1)} s during the load (target ≤ ${TARGET_LAG_SECONDS} s: ${
        lag <= TARGET_LAG_SECONDS ? "met" : "NOT met"
      })`,
      `scan count            ${fmt(scanCount)} counted (${fmt(rolled)} once all rolled up) for ${fmt(appResult.redirects)} redirects answered: ${
        counted ? "equal" : "DIFFERENT"
      }`,
      ...diagnostics.lines(22, "each answered scan", { bare: bareRuns, app: appRuns }),
      "",
    ];
    process.stdout.write(lines.join("\n"));
    return counted ? 0 : 1;
  } finally {
    await close(bare);
    if (api) await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `bench:qr failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
    );
    process.exit(1);
  },
);

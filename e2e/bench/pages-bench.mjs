// Public pages benchmark (issue 34 'Public pages for phones'): Lighthouse on the BUILT product's `/login`
// and the demo company's public showcase, as a phone (Lighthouse's default: Moto G Power, simulated slow
// 4G, 4× CPU slow-down) and as a desktop, in Debian's Chromium. Prints per page and form factor the
// performance, accessibility and best-practices scores and FCP, LCP and TBT, the median of `--runs` runs
// (by performance score). Targets (issue 34, mobile): perf >= 90, LCP <= 2.5 s, a11y 100, best practices 100.
// A script, not a test: the figures depend on the machine and on what else runs on it (Lighthouse's
// simulation scales by the CPU it measures), so run it on an idle machine for figures to compare.
//
//   pnpm bench:pages [--runs=3] [--only=login|showcase] [--json=report-dir]
// (build first: npx pnpm@12.21.0 exec turbo run build --filter=@adstudio/api --filter=@adstudio/studio-web)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { BENCH_ADMIN, call, startServer } from "./bench-server.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = ""] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 3) || 3);
const CATEGORIES = ["performance", "accessibility", "best-practices"];
const TARGET = { perf: 90, lcpMs: 2500, a11y: 100, bp: 100 };

/** The demo company's id: the seeded "Adstudio Demo" (the bench server seeds nothing else). */
async function demoCompanyId(baseURL) {
  const { token } = await call(baseURL, null, "POST", "/api/auth/login", BENCH_ADMIN);
  const { company } = await call(baseURL, token, "GET", "/api/company?limit=50");
  const demo = company.find((c) => /demo/i.test(c.name)) ?? company[0];
  if (!demo) throw new Error("The server seeded no demo company.");
  return demo._id;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, on a busy machine) is redone. */
async function audit(chrome, url, formFactor, attempt = 1) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  const { lhr } = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(chrome, url, formFactor, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    failed,
    lhr,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)];
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const { baseURL } = server;
    const pages = [
      ["login", `${baseURL}/login`],
      ["showcase", `${baseURL}/showcase/${await demoCompanyId(baseURL)}`],
    ].filter(([name]) => !args.only || args.only === name);
    // One throwaway load per page, so the server's first-request work (derivatives made and stored on
    // first request, PostgreSQL's cold caches) is not what the first run measures.
    for (const [, url] of pages) await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
    const rows = [];
    for (const [name, url] of pages) {
      for (const formFactor of ["mobile", "desktop"]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome, url, formFactor));
        const m = median(runs);
        rows.push({ name, formFactor, ...m });
        const meets =
          formFactor === "mobile"
            ? m.perf >= TARGET.perf && m.lcp <= TARGET.lcpMs && m.a11y >= TARGET.a11y && m.bp >= TARGET.bp
            : null;
        console.log(
          `bench:pages: ${name.padEnd(8)} ${formFactor.padEnd(7)} perf ${String(m.perf).padStart(3)}  FCP ${s(m.fcp)}  LCP ${s(m.lcp)}  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  a11y ${m.a11y}  best-practices ${m.bp}` +
            `  (median of ${RUNS}; perf ${runs.map((r) => r.perf).join("/")})` +
            (meets === null ? "" : meets ? "  meets issue 34" : "  BELOW issue 34's target"),
        );
        if (m.failed.length > 0) console.log(`bench:pages:   failed audits: ${m.failed.join(", ")}`);
        if (args.json) {
          mkdirSync(args.json, { recursive: true });
          writeFileSync(path.join(args.json, `${name}-${formFactor}.json`), JSON.stringify(m.lhr));
        }
      }
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

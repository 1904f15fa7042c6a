// Size budget of the first page most visitors see: the JavaScript needed to render /login, counted as the
// bytes the server sends a browser with `Accept-Encoding: br, gzip` (the `.br` copy the build writes beside
// each file, else the `.gz` one, else the raw file, as apps/api's static handler picks them).
// Run after `vite build` (which writes dist/.vite/manifest.json and the copies). Exits 1 when the total is over budget or
// when the entry chunk carries code of another area (a route other than login, or the shell's UI), since
// everything in the entry is downloaded before any page can render.
//
// A page load of /login or the public showcase gets the public pages' own entry instead (public.html,
// issue 34): each has its own budget, and none of the studio's code or of My Showcase's owner tools.
//
//   node scripts/size-budget.mjs [--budget-kb=210] [--public-login-budget-kb=105] [--showcase-budget-kb=126] [--dist=dist]
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// 210: the studio's entry without the API client's every-endpoint chunk (issue 34: 236 -> 205 KB).
const DEFAULT_BUDGET_KB = 210;
/**
 * The public pages' first loads (issue 34), the public entry plus the page's own chunks, as sent: /login
 * 101.4 KB and the showcase 123.5 KB when set (the studio's entry and route were 236 and 240 KB), and the
 * contract's endpoint files each may carry (the showcase's cards are ad summaries).
 */
const PUBLIC_PAGES = [
  {
    name: "public /login",
    key: "src/public/login-app.tsx",
    flag: "public-login-budget-kb",
    budgetKb: 105,
    endpoints: ["auth", "health"],
  },
  {
    name: "public showcase",
    key: "src/public/showcase-app.tsx",
    flag: "showcase-budget-kb",
    budgetKb: 126,
    endpoints: ["showcase", "ad-summary"],
  },
];
// Studio code the public pages must not load: its routes, router, app shell and full API client.
const STUDIO_ONLY =
  /(^src\/routes\/|@tanstack\/react-router|@tanstack\/router-core|^src\/lib\/api\.ts$|^src\/app\/(router|providers)\.tsx?$)/;
// My Showcase's owner-only modules, which the public showcase must not pull in.
const OWNER_TOOLS =
  /src\/features\/showcase\/(my-showcase-page|showcase-card|clone-dialog|inline-text|use-cover-upload)\.tsx?$/;
// Route files whose code may sit in (or be statically imported by) the entry.
const ENTRY_ROUTES = /^src\/routes\/(__root|login)\.tsx(\?|$)/;
// The login route's own chunks (autoCodeSplitting names them `src/routes/login.tsx?tsr-split=…`).
const LOGIN_ROUTE = /^src\/routes\/login\.tsx(\?|$)/;
// The shell's UI (chrome of the `_app` layout): none of it is needed before a sign-in.
const SHELL_UI = /src\/features\/(layout|navigation|search|shortcuts|settings|footer)\/.*\.tsx$/;
// App-wide pieces from those folders that the router itself renders before any route (pending UI).
const ALLOWED_IN_ENTRY = new Set(["src/features/layout/loading.tsx"]);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = ""] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const budgetKb = Number(args["budget-kb"] ?? process.env.LOGIN_JS_BUDGET_KB ?? DEFAULT_BUDGET_KB);
const dist = path.resolve(root, args.dist ?? "dist");

function fail(message) {
  console.error(`size-budget: ${message}`);
  process.exit(1);
}

const manifestPath = path.join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath))
  fail(`${path.relative(root, manifestPath)} is missing: run \`vite build\` first`);
if (!Number.isFinite(budgetKb) || budgetKb <= 0) fail(`invalid budget '${args["budget-kb"]}'`);

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const loginKeys = Object.keys(manifest).filter((key) => LOGIN_ROUTE.test(manifest[key].src ?? ""));
if (entryKeys.length === 0) fail("the manifest has no entry chunk");
if (loginKeys.length === 0) fail("no chunk of src/routes/login.tsx in the manifest (was the route moved?)");

/** A chunk key plus every chunk it imports statically, transitively (dynamic imports load later). */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

// What index.html makes the browser fetch before anything runs: module scripts and modulepreload links.
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const unknownHtml = htmlFiles.filter((file) => !byFile.has(file));
if (unknownHtml.length > 0)
  fail(`index.html loads scripts the manifest does not know: ${unknownHtml.join(", ")}`);

const entryChunks = staticClosure([...entryKeys, ...htmlFiles.map((file) => byFile.get(file))]);
const loginChunks = staticClosure([...entryChunks, ...loginKeys]);

// 1. The entry must not pull in another route's chunk or the shell's UI.
const problems = [];
for (const key of entryChunks) {
  const { src, file } = manifest[key];
  if (src?.startsWith("src/routes/") && !ENTRY_ROUTES.test(src)) {
    problems.push(`entry statically imports the route chunk ${src} (${file})`);
  }
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) continue; // without a source map only the chunk check above applies
  for (const source of JSON.parse(readFileSync(mapPath, "utf8")).sources ?? []) {
    const local = source.replace(/^(\.\.\/)+/, "");
    const split = /^src\/routes\/.+\?tsr-split=/.test(local) && !ENTRY_ROUTES.test(local);
    const shell = SHELL_UI.test(local) && !ALLOWED_IN_ENTRY.has(local);
    if (split || local.includes("/-components/") || shell) {
      problems.push(`entry chunk ${file} contains ${local}`);
    }
  }
}

// 2. The bytes sent for everything /login needs. A copy older than its file is ignored, as the server does.
function sent(file) {
  const raw = statSync(path.join(dist, file));
  for (const [coding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ]) {
    const copy = path.join(dist, file + suffix);
    if (existsSync(copy) && statSync(copy).mtimeMs >= raw.mtimeMs) {
      return { kb: statSync(copy).size / 1024, coding };
    }
  }
  return { kb: raw.size / 1024, coding: "raw" };
}
const rows = [...loginChunks]
  .map((key) => ({ file: manifest[key].file, ...sent(manifest[key].file), entry: entryChunks.has(key) }))
  .sort((a, b) => b.kb - a.kb);
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0);
const codings = [...new Set(rows.map((row) => row.coding))].join("+");

for (const row of rows) {
  console.log(
    `  ${row.kb.toFixed(1).padStart(7)} KB  ${row.coding.padEnd(4)}  ${row.file}${row.entry ? "  (entry)" : ""}`,
  );
}
console.log(
  `login JS: ${totalKb.toFixed(1)} KB as sent for Accept-Encoding: br, gzip (${codings}) (budget ${budgetKb} KB)`,
);

if (totalKb > budgetKb) problems.push(`login JS is ${(totalKb - budgetKb).toFixed(1)} KB over the budget`);

// 3. The public pages' own entry (public.html, built by vite.public.config.ts; issue 34): what a page load of
// /login or the public showcase runs, the entry plus the page's chunk, as sent. None of the studio may be
// in it (its routes, router, shell, full API client), nor another feature's endpoint schemas. A build
// without the public entry (the script's own tests of the studio) skips it.
const publicManifestPath = path.join(dist, ".vite", "public-manifest.json");
if (existsSync(publicManifestPath)) {
  /** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
  const pub = JSON.parse(readFileSync(publicManifestPath, "utf8"));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !pub[key]) return;
      seen.add(key);
      for (const imported of pub[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entries = Object.keys(pub).filter((key) => pub[key].isEntry);
  for (const page of PUBLIC_PAGES) {
    if (!pub[page.key]) {
      problems.push(`the public manifest has no ${page.key} (was the page moved?)`);
      continue;
    }
    const chunks = closure([...entries, page.key]);
    const js = [...chunks].reduce((sum, key) => sum + sent(pub[key].file).kb, 0);
    const css = new Set([...chunks].flatMap((key) => pub[key].css ?? []));
    const cssKb = [...css].reduce((sum, file) => sum + sent(file).kb, 0);
    const budget = Number(args[page.flag] ?? page.budgetKb);
    console.log(
      `${page.name} JS: ${js.toFixed(1)} KB as sent, ${chunks.size} files (budget ${budget} KB); CSS ${cssKb.toFixed(1)} KB`,
    );
    if (js > budget) problems.push(`${page.name} JS is ${(js - budget).toFixed(1)} KB over its budget`);
    for (const key of chunks) {
      const mapPath = path.join(dist, `${pub[key].file}.map`);
      if (!existsSync(mapPath)) continue;
      for (const source of JSON.parse(readFileSync(mapPath, "utf8")).sources ?? []) {
        const local = source.replace(/^(\.\.\/)+/, "");
        const endpoint = /packages\/contract\/src\/endpoints\/([^/]+)\.ts$/.exec(local)?.[1];
        const foreign = endpoint !== undefined && !page.endpoints.includes(endpoint);
        if (STUDIO_ONLY.test(local) || OWNER_TOOLS.test(local) || SHELL_UI.test(local) || foreign)
          problems.push(`${page.name} chunk ${pub[key].file} contains ${local}`);
      }
    }
  }
}
if (problems.length > 0) fail(`FAILED\n  - ${problems.join("\n  - ")}`);

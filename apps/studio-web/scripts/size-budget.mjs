// Size budget of the first page most visitors see: the JavaScript needed to render /login, counted as the
// bytes the server sends a browser with `Accept-Encoding: br, gzip` (the `.br` copy the build writes beside
// each file, else the `.gz` one, else the raw file, as apps/api's static handler picks them).
// Run after `vite build` (which writes dist/.vite/manifest.json and the copies). Exits 1 when the total is over budget or
// when the entry chunk carries code of another area (a route other than login, or the shell's UI), since
// everything in the entry is downloaded before any page can render.
//
// The public showcase (/showcase/{companyId}, issue 14's Lighthouse target) gets its own budget: the entry
// plus its route's chunks, which the server's page preloads, and none of My Showcase's owner tools in them.
//
// Its own chunks and stylesheets beyond the entry (what the server's page preloads for the first render)
// have a budget of their own, so the route cannot grow unseen behind the shared entry's slack.
//
//   node scripts/size-budget.mjs [--budget-kb=250] [--showcase-budget-kb=241] [--showcase-route-budget-kb=18] [--dist=dist]
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DEFAULT_BUDGET_KB = 250;
// 241: issue 31's review endpoints grew the entry's API client chunk (every endpoint's schemas, 53 KB as
// sent) by 3 KB. Taking that chunk off the showcase's first paint (issue 34) is what brings this down.
const DEFAULT_SHOWCASE_BUDGET_KB = 241;
const DEFAULT_SHOWCASE_ROUTE_BUDGET_KB = 18;
// The public showcase route's component chunk, and the owner-only modules it must not pull in.
const SHOWCASE_ROUTE_KEY = "src/routes/showcase/$companyId.tsx?tsr-split=component";
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
const showcaseBudgetKb = Number(args["showcase-budget-kb"] ?? DEFAULT_SHOWCASE_BUDGET_KB);
const showcaseRouteBudgetKb = Number(args["showcase-route-budget-kb"] ?? DEFAULT_SHOWCASE_ROUTE_BUDGET_KB);
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

// 3. The public showcase: entry plus route, as sent, and no owner tools in the route's chunks. A build
// without the route (the script's own tests) skips it.
if (manifest[SHOWCASE_ROUTE_KEY]) {
  const showcaseChunks = staticClosure([...entryChunks, SHOWCASE_ROUTE_KEY]);
  const showcaseKb = [...showcaseChunks].reduce((sum, key) => sum + sent(manifest[key].file).kb, 0);
  console.log(`public showcase JS: ${showcaseKb.toFixed(1)} KB as sent (budget ${showcaseBudgetKb} KB)`);
  if (showcaseKb > showcaseBudgetKb) {
    problems.push(`public showcase JS is ${(showcaseKb - showcaseBudgetKb).toFixed(1)} KB over its budget`);
  }
  // The showcase's own chunks and stylesheets beyond the entry: what the server's page preloads for its
  // first render (issue 34), JS and CSS as sent.
  const routeOnly = [...showcaseChunks].filter((key) => !entryChunks.has(key));
  const routeFiles = new Set(routeOnly.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const routeKb = [...routeFiles].reduce((sum, file) => sum + sent(file).kb, 0);
  console.log(
    `public showcase route chunks: ${routeKb.toFixed(1)} KB as sent (${routeFiles.size} files, budget ${showcaseRouteBudgetKb} KB)`,
  );
  if (routeKb > showcaseRouteBudgetKb) {
    problems.push(
      `public showcase route chunks are ${(routeKb - showcaseRouteBudgetKb).toFixed(1)} KB over their budget`,
    );
  }
  for (const key of showcaseChunks) {
    if (entryChunks.has(key)) continue;
    const mapPath = path.join(dist, `${manifest[key].file}.map`);
    if (!existsSync(mapPath)) continue;
    for (const source of JSON.parse(readFileSync(mapPath, "utf8")).sources ?? []) {
      if (OWNER_TOOLS.test(source))
        problems.push(`public showcase chunk ${manifest[key].file} contains ${source}`);
    }
  }
}
if (problems.length > 0) fail(`FAILED\n  - ${problems.join("\n  - ")}`);

// Size budget of the ad runtimes (issue 12 'Budgets'): for each structure kind, the script render inlines
// (core runtime + the structure's runtime + every feature runtime it could carry: the worst case) must stay
// at or under 8 KB gzip. Node 20 cannot import the TypeScript sources, so they are transpiled with the
// workspace's TypeScript into a temporary folder first (types only; the runtimes import no code but each
// other). Exits 1 when a kind is over budget.
//
//   node scripts/runtime-size.mjs
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import ts from "typescript";

const BUDGET_BYTES = 8 * 1024;
const RUNTIME = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/runtime");
const ALL_FEATURES = ["vcard", "countdown", "gallery", "cube", "view360", "chat"];
// The structure variant with the most runtime per kind (a story has more than a one-screen canvas).
const WORST_CASE = { canvas: { paging: "story", closable: true } };

const out = mkdtempSync(path.join(tmpdir(), "runtime-size-"));
try {
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(RUNTIME)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const { outputText } = ts.transpileModule(readFileSync(path.join(RUNTIME, file), "utf8"), {
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        verbatimModuleSyntax: true,
      },
    });
    // Relative imports get the extension Node's ESM loader needs.
    const js = outputText.replace(/from "(\.\/[^"]+)"/g, 'from "$1.js"');
    writeFileSync(path.join(out, file.replace(/\.ts$/, ".js")), js);
  }
  const runtime = await import(pathToFileURL(path.join(out, "index.js")).href);
  let failed = 0;
  for (const kind of runtime.STRUCTURE_KINDS) {
    const structure = { kind, ...(WORST_CASE[kind] ?? {}) };
    const script = runtime.runtimeScript(runtime.runtimeParts(structure, ALL_FEATURES));
    const gzip = gzipSync(script).length;
    const ok = gzip <= BUDGET_BYTES;
    if (!ok) failed++;
    console.log(
      `runtime-size: ${kind.padEnd(18)} ${String(script.length).padStart(6)} B raw, ${String(gzip).padStart(5)} B gzip (budget ${BUDGET_BYTES} B) ${ok ? "ok" : "OVER BUDGET"}`,
    );
  }
  const total = runtime.STRUCTURE_KINDS.length;
  console.log(`runtime-size: ${total - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  rmSync(out, { recursive: true, force: true });
}

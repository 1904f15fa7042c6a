#!/usr/bin/env node
// `typecheck` of every package: its tsconfig.json checked by TypeScript 7's native compiler, about five
// times faster than TypeScript 6's tsc here (the whole type check of `npm test` went from ~105 s to
// ~25 s on 2 cores), with the same configs; a type error still fails the task. TypeScript 6 stays the
// workspace's `typescript`: tools and tests use its JavaScript API (openapi-typescript, the typed-client
// test, the creative runtime's size script), which TypeScript 7 does not offer, and editors its language
// service.
// TypeScript 7 is installed under another name (tooling's `typescript-native`) so no `tsc` on a PATH is
// ambiguous; this script runs it by path. Extra arguments are passed on (e.g. `--extendedDiagnostics`).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve("typescript-native/package.json")), "bin/tsc");
const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);

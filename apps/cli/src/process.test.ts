import { execFile } from "node:child_process";
import { copyFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { tempDir, testUser } from "./test-support/accounts.js";
import { CLI_DIR, spawnNode } from "./test-support/run-cli.js";

let env: Record<string, string>;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
});

describe("the adstudio process", () => {
  it("from source (what `pnpm --filter ./apps/cli start` runs): data on stdout, real exit codes", async () => {
    const ok = await spawnNode(["--import", "tsx", "src/main.ts", "whoami", "--json"], { env });
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout).user.username).toBe("superadmin");
    expect(ok.stderr).toBe("");

    const usage = await spawnNode(["--import", "tsx", "src/main.ts", "qr", "nope"], { env });
    expect(usage.code).toBe(2);
    expect(usage.stdout).toBe("");
    const rejected = await spawnNode(["--import", "tsx", "src/main.ts", "qr", "list"], {
      env: { ...env, ADSTUDIO_KEY: `adsk_${"0".repeat(43)}` },
    });
    expect(rejected.code).toBe(4);
  });

  it("builds to one runnable file that needs nothing beside it", async () => {
    const outDir = await tempDir("build");
    await promisify(execFile)(path.join(CLI_DIR, "node_modules/.bin/tsup"), ["--out-dir", outDir], {
      cwd: CLI_DIR,
    });
    const alone = await tempDir("alone");
    const binary = path.join(alone, "adstudio.js");
    await copyFile(path.join(outDir, "adstudio.js"), binary);
    expect((await stat(path.join(outDir, "adstudio.js"))).mode & 0o111).not.toBe(0);

    const version = await spawnNode([binary, "--version"], { cwd: alone });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const list = await spawnNode([binary, "qr", "list", "--json"], { env, cwd: alone });
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveProperty("total");
  }, 120_000);
});

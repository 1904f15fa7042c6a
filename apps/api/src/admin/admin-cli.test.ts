import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config.js";
import { migrationHashes } from "../db/client.js";
import { freePort } from "../db/embedded.js";
import { MIGRATIONS_FOLDER } from "../deps.js";
import { createLocalStorage } from "../storage/index.js";
import { createTestContext, type TestContext } from "../test-support/test-app.js";
import { backup } from "./backup.js";
import { restore } from "./restore.js";

/** `adstudio-admin` as an operator runs it: exit codes, where output goes, and each refusal's words. */
const API_DIR = path.resolve(import.meta.dirname, "..", "..");
let root: string;
let t: TestContext;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-admin-"));
  t = await createTestContext({ ADSTUDIO_DATA_DIR: path.join(root, "studio") });
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** Runs the command (through tsx, as `npm run admin` does) and answers its exit code and output. */
function admin(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/admin/main.ts", ...args], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const configFor = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({ ADSTUDIO_DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });

/** A backup folder holding only a manifest (no tables, no files) with the given fields. */
async function manifestOnly(name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  const manifest = {
    format: "adstudio-backup",
    version: 1,
    createdAt: "2026-12-01T10:00:00.000Z",
    appVersion: "0.1.0",
    migrations: migrationHashes(MIGRATIONS_FOLDER),
    tables: [],
    partitions: [],
    sequences: [],
    files: [],
    counts: { ads: 0, assets: 0, files: 0, rows: 0 },
    ...fields,
  };
  await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("adstudio-admin", { timeout: 90_000 }, () => {
  it("backs up with exit 0, progress on stderr and nothing on stdout; a restore of no backup exits 1", async () => {
    const dir = path.join(root, "cli-backup");
    const [ok, missing, unknown] = await Promise.all([
      admin(["backup", dir], { DATABASE_URL: t.databaseUrl, ADSTUDIO_DATA_DIR: path.join(root, "studio") }),
      admin(["restore", path.join(root, "nowhere")], { ADSTUDIO_DATA_DIR: path.join(root, "empty") }),
      admin(["storage", "migrate", "--everything"], { ADSTUDIO_DATA_DIR: path.join(root, "empty") }),
    ]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toBe("");
    expect(ok.stderr).toContain("database snapshot taken");
    expect(ok.stderr).toContain("backup complete: 0 ads, 0 assets, 0 files");
    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({ format: "adstudio-backup", version: 1 });

    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `adstudio-admin: ${path.join(root, "nowhere")} is not an Adstudio backup: it has no manifest.json (a backup that did not finish has none)\n`,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("unknown option '--everything'");
  });

  it("refuses a backup into a folder that is not empty, and says so when the database cannot be reached", async () => {
    const full = path.join(root, "full");
    await mkdir(full);
    await writeFile(path.join(full, "notes.txt"), "keep me");
    const storage = createLocalStorage(path.join(root, "studio", "files"));
    await expect(backup({ dir: full, config: configFor(root), storage })).rejects.toThrow(
      `${full} is not empty: back up into a new or empty directory`,
    );
    const port = await freePort();
    const config = configFor(root, { DATABASE_URL: `postgres://postgres:x@127.0.0.1:${port}/adstudio` });
    await expect(backup({ dir: path.join(root, "unreachable"), config, storage })).rejects.toThrow(
      /^cannot connect to 127\.0\.0\.1\/adstudio: /,
    );
    await expect(
      backup({ dir: path.join(root, "no-data"), config: configFor(path.join(root, "no-data-dir")), storage }),
    ).rejects.toThrow("there is no Adstudio database in");
  });

  it("refuses a backup of another format version, a damaged one and one from other migrations", async () => {
    const storage = createLocalStorage(path.join(root, "target", "files"));
    const config = configFor(path.join(root, "target"));
    const newer = await manifestOnly("newer", { version: 2 });
    await expect(restore({ dir: newer, config, storage })).rejects.toThrow(
      "this backup has format version 2; this Adstudio reads version 1",
    );
    const damaged = await manifestOnly("damaged", {
      files: [{ key: "covers/a.png", size: 3, sha256: "0".repeat(64), contentType: "image/png" }],
    });
    await mkdir(path.join(damaged, "files", "covers"), { recursive: true });
    await writeFile(path.join(damaged, "files", "covers", "a.png"), "png");
    await expect(restore({ dir: damaged, config, storage })).rejects.toThrow(
      "the backup is damaged: files/covers/a.png does not match its checksum",
    );
    const older = await manifestOnly("older", { migrations: ["abc"], appVersion: "0.0.9" });
    await expect(restore({ dir: older, config, storage })).rejects.toThrow(
      /^this backup was made by Adstudio 0\.0\.9 with 1 database migrations; this Adstudio has \d+\. Restore it with the version that made it, then upgrade\.$/,
    );
  });

  it("refuses to restore into a data directory that is not empty", async () => {
    const dataDir = path.join(root, "used");
    await mkdir(path.join(dataDir, "files"), { recursive: true });
    const dir = await manifestOnly("valid");
    await expect(
      restore({ dir, config: configFor(dataDir), storage: createLocalStorage(path.join(dataDir, "files")) }),
    ).rejects.toThrow(
      `${dataDir} is not empty: restore into an empty data directory, or add --force to replace its database and files`,
    );
  });
});

// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SIZE_SCRIPT = path.join(import.meta.dirname, "..", "scripts", "size.mjs");
const run = promisify(execFile);

async function size(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [SIZE_SCRIPT, file]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
}

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "embed-size-"));
  file = path.join(dir, "embed.js");
  // 12 000 B raw, like the unminified-looking bundle the issue measured: only the sent bytes count.
  await writeFile(file, Buffer.alloc(12_000, 97));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("the embed size budget counts the bytes the server sends", () => {
  it("measures embed.js.br for Accept-Encoding: br, gzip and says so", async () => {
    await writeFile(`${file}.br`, Buffer.alloc(4_900));
    await writeFile(`${file}.gz`, Buffer.alloc(5_300));
    const { code, out } = await size(file);
    expect(out).toContain(
      "size: embed.js 12000 B minified, 4900 B sent (br, for Accept-Encoding: br, gzip) (budget 5120 B) ok",
    );
    expect(code).toBe(0);
  });

  it("fails over 5 120 B sent, and falls back to gzip, then raw, like the server", async () => {
    await writeFile(`${file}.gz`, Buffer.alloc(5_121));
    const gzip = await size(file);
    expect(gzip.out).toContain(
      "5121 B sent (gzip, for Accept-Encoding: br, gzip) (budget 5120 B) OVER BUDGET",
    );
    expect(gzip.code).toBe(1);
    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    const raw = await size(file);
    expect(raw.out).toContain("12000 B sent (raw, for Accept-Encoding: br, gzip)");
    expect(raw.code).toBe(1);
  });
});

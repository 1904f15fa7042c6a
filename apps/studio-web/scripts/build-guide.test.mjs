import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideMarkdown, readmeChapter } from "./build-guide.mjs";

const SCRIPT = path.join(import.meta.dirname, "build-guide.mjs");
const repo = path.resolve(import.meta.dirname, "../../..");
const run = promisify(execFile);
const pageCount = (pdf) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

let dir;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "guide-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// The script runs as the build runs it (its own Node process: pdfkit's font reader wants Node's own buffers).
async function build(name) {
  const out = path.join(dir, name);
  await run(process.execPath, [SCRIPT, `--out=${out}`]);
  return readFile(out);
}

describe("the user guide PDF", () => {
  it("takes the repository's user guide and the README's reference chapters", async () => {
    const [guide, readme] = await Promise.all([
      readFile(path.join(repo, "docs/guide/studio-guide.md"), "utf8"),
      readFile(path.join(repo, "README.md"), "utf8"),
    ]);
    const markdown = guideMarkdown(guide, readme);
    expect(markdown).toContain("## Notes");
    expect(markdown).toContain("# Reference");
    expect(markdown).toContain("## Roles and permissions");
    expect(markdown).toContain("adstudio login");
  });

  it("is a PDF of several pages with chapter bookmarks and embedded fonts, the same bytes for the same docs", async () => {
    const [a, b] = await Promise.all([build("a.pdf"), build("b.pdf")]);
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(a)).toBeGreaterThan(3);
    // Bookmarks name the chapters, from the guide and from the README.
    expect(a.toString("latin1")).toContain("/Title (Notes)");
    expect(a.toString("latin1")).toContain("/Title (Roles and permissions)");
    expect(a.toString("latin1")).toMatch(/LiberationSans/);
    expect(a.equals(b)).toBe(true);
  });

  it("fails loudly when a README chapter it needs is gone", () => {
    expect(() => readmeChapter("# X\n\n## Other\n", "Roles and permissions")).toThrow(
      "README has no '## Roles and permissions' section",
    );
  });
});

import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docSection, forPrint, guideMarkdown, REFERENCE } from "./build-guide.mjs";

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
  it("takes the repository's user guide and the reference chapters of docs/", async () => {
    const guide = await readFile(path.join(repo, "docs/guide/studio-guide.md"), "utf8");
    const chapters = Object.fromEntries(
      await Promise.all(
        REFERENCE.map(async ({ file }) => [file, await readFile(path.join(repo, file), "utf8")]),
      ),
    );
    const markdown = guideMarkdown(guide, chapters);
    expect(markdown).toContain("## Notes");
    expect(markdown).toContain("# Reference");
    expect(markdown).toContain("## Roles and permissions");
    // The command-line chapter, whole and one level down, with every command's help.
    expect(markdown).toContain("## Command line (`adstudio`)");
    expect(markdown).toContain("adstudio login");
    expect(markdown).not.toContain("<!--");
  });

  it("prints links to other chapters as their text and keeps web links", () => {
    expect(forPrint("See [Configuration](configuration.md#set-x) and [the site](https://example.com).")).toBe(
      "See Configuration and [the site](https://example.com).",
    );
  });

  it("is a PDF of several pages with chapter bookmarks and embedded fonts, the same bytes for the same docs", async () => {
    const [a, b] = await Promise.all([build("a.pdf"), build("b.pdf")]);
    expect(a.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(a)).toBeGreaterThan(3);
    // Bookmarks name the chapters, from the guide and from docs/.
    expect(a.toString("latin1")).toContain("/Title (Notes)");
    expect(a.toString("latin1")).toContain("/Title (Roles and permissions)");
    expect(a.toString("latin1")).toContain("/Title (Command line \\(adstudio\\))");
    expect(a.toString("latin1")).toMatch(/LiberationSans/);
    expect(a.equals(b)).toBe(true);
  });

  it("fails loudly when a section it needs is gone", () => {
    expect(() => docSection("# X\n\n## Other\n", "Roles and permissions", "docs/security.md")).toThrow(
      "docs/security.md has no '## Roles and permissions' section",
    );
  });
});

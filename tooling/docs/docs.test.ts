import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { chapters, REPO, withRegion } from "./generate.js";
import { brokenLinks, scan } from "./links.js";

// Issue 36: the configuration table and the CLI references (`adstudio`, `adstudio-admin`) are generated from the code, and the docs' relative
// links and anchors all lead somewhere. These run in `npm test` (tooling's vitest).

describe("the generated chapters", () => {
  it.each(["docs/configuration.md", "docs/formats.md", "docs/cli.md", "docs/admin.md"])(
    "%s is what `pnpm docs:generate` writes from the code",
    async (file) => {
      const chapter = (await chapters()).find((c) => c.file === file);
      expect(chapter, `${file} is one of the generated chapters`).toBeDefined();
      // On failure: run `pnpm docs:generate` and commit the chapter.
      expect(chapter?.committed, `${file} is out of date: run pnpm docs:generate`).toBe(chapter?.generated);
    },
  );

  it("lists every variable and every command, examples included", async () => {
    const all = await chapters();
    const configuration = all.find((c) => c.file === "docs/configuration.md")?.generated ?? "";
    // A row per variable: its name, the default a reader sees, its meaning (cells padded by the formatter).
    expect(configuration).toMatch(
      /\| `ADSTUDIO_PUBLIC_URL` +\| `http:\/\/localhost:\$PORT` +\| Address people reach/,
    );
    expect(configuration).toMatch(/\| `PORT` +\| `3000` +\| HTTP port\. +\|/);
    const cli = all.find((c) => c.file === "docs/cli.md")?.generated ?? "";
    expect(cli).toContain("### `adstudio qr import`");
    expect(cli).toContain("$ adstudio qr import");
    const admin = all.find((c) => c.file === "docs/admin.md")?.generated ?? "";
    expect(admin).toContain("### `adstudio-admin restore`");
    expect(admin).toContain("--force     replace the database and files that the target already holds");
    expect(admin).toContain("$ adstudio-admin backup /backups/");
    const formats = all.find((c) => c.file === "docs/formats.md")?.generated ?? "";
    expect(formats).toMatch(/\| `ai-tracker` +\| XR Studio +\| qr +\|/);
  });

  it("replaces only what lies between its markers", () => {
    const text = "intro\n<!-- generated:x -->\nold\n<!-- /generated:x -->\nafter\n";
    expect(withRegion(text, "x", "new")).toBe(
      "intro\n<!-- generated:x -->\n<!-- Written by `pnpm docs:generate`: do not edit by hand. -->\n\nnew\n\n<!-- /generated:x -->\nafter\n",
    );
    expect(() => withRegion("no markers", "x", "new")).toThrow(
      "no <!-- generated:x --> … <!-- /generated:x --> region",
    );
  });
});

describe("links in README.md and docs/", () => {
  it("every relative link reaches a file and every anchor a heading", async () => {
    expect(await brokenLinks(REPO)).toEqual([]);
  });

  describe("the check itself", () => {
    let dir = "";
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it("names a missing file, a missing heading and a good link apart", async () => {
      dir = await mkdtemp(path.join(tmpdir(), "docs-links-"));
      await mkdir(path.join(dir, "docs"));
      await writeFile(
        path.join(dir, "README.md"),
        "# Title\n\n[ok](docs/a.md#set-adstudio_public_url) [gone](docs/gone.md) [bad](docs/a.md#nowhere) [self](#title)\n\n```\n[in code](nowhere.md)\n```\n",
      );
      await writeFile(
        path.join(dir, "docs/a.md"),
        "# A\n\n## Set `ADSTUDIO_PUBLIC_URL`\n\n[up](../README.md#title)\n",
      );
      expect(await brokenLinks(dir)).toEqual([
        "README.md: docs/gone.md (no file docs/gone.md)",
        "README.md: docs/a.md#nowhere (no heading '#nowhere' in docs/a.md)",
      ]);
    });

    it("reads anchors as GitHub slugs them, and explicit ids", () => {
      const { anchors } = scan(
        '## Command line (`adstudio`)\n\n## Ads: the creative engine\n\n<a id="roles"></a>\n',
      );
      expect([...anchors]).toEqual(["command-line-adstudio", "ads-the-creative-engine", "roles"]);
    });
  });
});

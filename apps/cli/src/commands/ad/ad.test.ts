import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DOCUMENT_VERSION, MIGRATION_IDS } from "@adstudio/creative/document";
import { DOCUMENT_FIXTURES } from "@adstudio/creative/document/fixtures";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { tempDir, testCompany, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let dir: string;
let company: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  dir = await tempDir("ad");
  company = await testCompany(admin.key, "CLI Ads Co", "cliads");
});

const run = (...args: string[]) => cli(args, { env });

describe("adstudio ad", () => {
  it("creates, lists, gets, publishes and exports an ad", async () => {
    const created = await run(
      "ad",
      "create",
      "--name",
      "CLI belt",
      "--type",
      "belt",
      "--company",
      company,
      "--json",
    );
    expect(created.code, created.stderr).toBe(0);
    const { ad } = JSON.parse(created.stdout);
    expect(ad).toMatchObject({ name: "CLI belt", type: "belt", status: "draft", revision: 1 });
    expect(created.stderr).toContain(`Created ad 'CLI belt' (${ad._id})`);

    const story = await run("ad", "create", "--name", "CLI story", "--type", "story", "--company", company);
    expect(story.code, story.stderr).toBe(0);
    const listed = await run("ad", "list", "--type", "belt");
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split("\n")[0]).toMatch(/^NAME\s+FORMAT\s+STATUS\s+VERSION\s+ID$/);
    expect(listed.stdout).toContain("CLI belt");
    // The filter reaches the server: the story is left out.
    expect(listed.stdout).not.toContain("CLI story");

    const got = await run("ad", "get", ad._id);
    expect(got.stdout).toMatch(/Sizes:\s+sz970x250, sz728x90/);

    const published = await run("ad", "publish", ad._id);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stderr).toMatch(
      new RegExp(`Published version 1: http://.+/creatives/${ad._id}/1/index\\.html`),
    );

    const zipFile = path.join(dir, "belt.zip");
    const exported = await run("ad", "export", ad._id, "--size", "sz728x90", "-o", zipFile);
    expect(exported.code, exported.stderr).toBe(0);
    const files = unzipSync(new Uint8Array(await readFile(zipFile)));
    expect(new TextDecoder().decode(files["index.html"])).toContain(
      '<meta name="ad.size" content="width=728,height=90">',
    );
  });

  it("imports a document written by `ad get --json`, and refuses a file that is not one", async () => {
    const source = JSON.parse(
      (await run("ad", "create", "--name", "Orig", "--type", "story", "--company", company, "--json")).stdout,
    );
    const file = path.join(dir, "story.json");
    await writeFile(file, (await run("ad", "get", source.ad._id, "--json")).stdout);
    const imported = await run(
      "ad",
      "import",
      file,
      "--name",
      "Imported story",
      "--company",
      company,
      "--json",
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout).ad).toMatchObject({ name: "Imported story", type: "story" });

    const junk = path.join(dir, "junk.json");
    await writeFile(junk, JSON.stringify({ hello: "world" }));
    const refused = await run("ad", "import", junk);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("has no ad format");
  });

  it.each(Object.entries(DOCUMENT_FIXTURES))(
    "imports a version %s document as the current version",
    async (version, document) => {
      const file = path.join(dir, `coffee-v${version}.json`);
      await writeFile(file, JSON.stringify(document));
      const imported = await run("ad", "import", file, "--company", company, "--json");
      expect(imported.code, imported.stderr).toBe(0);
      const { ad } = JSON.parse(imported.stdout);
      expect(ad.document).toEqual({ ...DOCUMENT_FIXTURES[DOCUMENT_VERSION], migrations: MIGRATION_IDS });
      const stored = JSON.parse((await run("ad", "get", ad._id, "--json")).stdout).ad;
      expect(stored.document).toEqual(ad.document);
    },
  );

  it("refuses a broken version 1 document before sending it, naming the field's path", async () => {
    const broken = structuredClone(DOCUMENT_FIXTURES[1]);
    const child = broken.pages[0]?.layers[1]?.children?.[0];
    if (child) child.id = "cup";
    const file = path.join(dir, "broken-v1.json");
    await writeFile(file, JSON.stringify({ ...broken, name: "Broken v1 import" }));
    const refused = await run("ad", "import", file, "--company", company);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'pages.0.layers.1.children.0.id: Two layers are called "cup"; layer ids must be unique.',
    );
    const listed = await run("ad", "list", "--search", "Broken v1 import", "--json");
    expect(JSON.parse(listed.stdout).ads).toEqual([]);
  });

  it("publishes with notes and lists the versions as a table and as JSON", async () => {
    const created = await run(
      "ad",
      "create",
      "--name",
      "CLI notes",
      "--type",
      "belt",
      "--company",
      company,
      "--json",
    );
    const { ad } = JSON.parse(created.stdout);
    expect((await run("ad", "versions", ad._id)).stderr).toContain("The ad has not been published yet.");
    expect((await run("ad", "publish", ad._id, "--notes", "First cut")).code).toBe(0);
    const second = await run("ad", "publish", ad._id, "--notes", "Second cut\nwith a fix");
    expect(second.code, second.stderr).toBe(0);

    const table = await run("ad", "versions", ad._id);
    expect(table.code, table.stderr).toBe(0);
    const [header, newest, oldest] = table.stdout.trim().split("\n");
    expect(header).toMatch(/^VERSION\s+LIVE\s+REVISION\s+PUBLISHED\s+BY\s+NOTES$/);
    expect(newest).toMatch(/^2\s+live\s+1\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+.+\s+Second cut with a fix$/);
    expect(oldest).toMatch(/^1\s+1\s+.+First cut$/);

    const listed = await run("ad", "versions", ad._id, "--json");
    const { versions } = JSON.parse(listed.stdout);
    expect(versions.map((v: { version: number; notes: string }) => [v.version, v.notes])).toEqual([
      [2, "Second cut\nwith a fix"],
      [1, "First cut"],
    ]);
    expect(versions[0].location).toMatch(new RegExp(`/creatives/${ad._id}/2/index\\.html$`));
  });

  it("refuses an unknown format as a usage error", async () => {
    const res = await run("ad", "create", "--name", "X", "--type", "carrier-pigeon");
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("Unknown format 'carrier-pigeon'.");
  });

  it("says in its help what an export holds: HTML5, or an image-generator ad's PNG and JPEG", async () => {
    // Commander wraps help at the terminal's width: compare the words, not the line breaks.
    const words = async (...args: string[]) => (await run(...args, "--help")).stdout.replace(/\s+/g, " ");
    expect(await words("ad")).toContain(
      "export the package for ad servers (CM360, GAM) or a size as a zip (HTML5, or PNG + JPEG for image-generator)",
    );
    expect(await words("ad", "export")).toContain(
      "with --size, one size of the saved ad as a zip that passes `adstudio validate` (an HTML5 creative, or for image-generator the size's PNG and JPEG)",
    );
  });
});

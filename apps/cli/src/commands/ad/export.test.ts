import { readFile } from "node:fs/promises";
import path from "node:path";
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
  dir = await tempDir("ad-export");
  company = await testCompany(admin.key, "CLI Export Co", "cliexport");
});

const run = (...args: string[]) => cli(args, { env, cwd: dir });

async function createAd(name: string, type: string): Promise<string> {
  const created = await run("ad", "create", "--name", name, "--type", type, "--company", company, "--json");
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).ad._id;
}

const entriesOf = async (file: string) => unzipSync(new Uint8Array(await readFile(file)));

describe("adstudio ad export", () => {
  it("writes the package for ad servers: one layout with --server, both by default", async () => {
    const id = await createAd("CLI sticker pack", "sticker");
    expect((await run("ad", "publish", id)).code).toBe(0);

    const out = path.join(dir, "sticker-gam.zip");
    const gam = await run("ad", "export", id, "--server", "gam", "--out", out);
    expect(gam.code, gam.stderr).toBe(0);
    expect(gam.stderr).toContain("Packing version 1 of CLI sticker pack for ad servers…");
    expect(gam.stderr).toContain(`Wrote ${out}`);
    const names = Object.keys(await entriesOf(out));
    expect(names).toContain("manifest.json");
    expect(names).toContain("gam/CLI-sticker-pack_320x50.zip");
    expect(names).toContain("gam/CLI-sticker-pack_320x50.jpg");
    expect(names).toContain("tags/gam/CLI-sticker-pack_320x50.mraid.html");
    expect(names.some((name) => name.startsWith("cm360/"))).toBe(false);

    // Without --out the file is named after the ad, its version and the layouts, in the working folder.
    const both = await run("ad", "export", id);
    expect(both.code, both.stderr).toBe(0);
    const entries = await entriesOf(path.join(dir, "CLI-sticker-pack-v1-ad-servers.zip"));
    expect(Object.keys(entries)).toContain("cm360/CLI-sticker-pack_320x50/CLI-sticker-pack_320x50.zip");
    const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
    expect(manifest).toMatchObject({ adId: id, version: 1, layouts: ["cm360", "gam"] });
  });

  it("fails with exit 1 and the server's message for a draft, 2 for a wrong command line", async () => {
    const id = await createAd("CLI draft", "sticker");
    const draft = await run("ad", "export", id);
    expect(draft.code).toBe(1);
    expect(draft.stderr).toContain(
      "This ad has not been published yet: publish it first, then download its package for ad servers.",
    );
    const server = await run("ad", "export", id, "--server", "xandr");
    expect(server.code).toBe(2);
    expect(server.stderr).toContain("Unknown ad server 'xandr': use cm360 or gam.");
    const both = await run("ad", "export", id, "--server", "gam", "--size", "sz320x50");
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("--server is for the package and --size for one size: use one of them.");
  });
});

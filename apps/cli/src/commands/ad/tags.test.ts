import { beforeAll, describe, expect, inject, it } from "vitest";
import { testCompany, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let company: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  company = await testCompany(admin.key, "CLI Tags Co", "clitags");
});

const run = (...args: string[]) => cli(args, { env });

async function createAd(name: string, type: string): Promise<string> {
  const created = await run("ad", "create", "--name", name, "--type", type, "--company", company, "--json");
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).ad._id;
}

describe("adstudio ad tags", () => {
  it("prints one tag as it is, several each under a comment, and --json the whole answer", async () => {
    const id = await createAd("CLI tagged sticker", "sticker");
    expect((await run("ad", "publish", id)).code).toBe(0);

    const one = await run("ad", "tags", id, "--size", "320x50", "--server", "gam", "--type", "iframe");
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout.trim()).toMatch(
      new RegExp(
        `^<iframe src="http://[^/]+/creatives/${id}/1/sz320x50/index\\.html\\?width=320&amp;height=50&amp;cb=%%CACHEBUSTER%%.*" width="320" height="50" .*></iframe>$`,
      ),
    );
    expect(one.stderr).toContain("Tags of version 1 (live traffic).");

    const mraid = await run("ad", "tags", id, "--size", "sz320x50", "--server", "xandr", "--type", "mraid");
    expect(mraid.stdout.startsWith('<script src="mraid.js"></script>')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macros, as the tag carries them
    expect(mraid.stdout).toContain('var click = "${CLICK_URL}", cb = "${CACHEBUSTER}";');

    const several = await run("ad", "tags", id, "--server", "cm360");
    expect(several.code, several.stderr).toBe(0);
    expect(several.stdout).toContain("<!-- cm360 · sz320x50 · js -->\n<script>");
    expect(several.stdout).toContain("<!-- cm360 · sz320x100 · mraid -->");

    const json = await run("ad", "tags", id, "--server", "dv360", "--type", "js", "--json");
    const answer = JSON.parse(json.stdout);
    expect(answer.version).toBe(1);
    expect(answer.tags.map((t: { size: string }) => t.size)).toEqual(["sz320x50", "sz320x100"]);
  });

  it("exits 1 with the server's message for a draft or another size, 2 for an unknown server or type", async () => {
    const id = await createAd("CLI draft for tags", "mini");
    const draft = await run("ad", "tags", id);
    expect(draft.code).toBe(1);
    expect(draft.stderr).toContain(
      "This ad has not been published yet: publish it first, then its ad tags load the published version.",
    );
    expect((await run("ad", "publish", id)).code).toBe(0);
    const size = await run("ad", "tags", id, "--size", "970x250");
    expect(size.code).toBe(1);
    expect(size.stderr).toContain("Choose one of the ad's sizes.");

    const server = await run("ad", "tags", id, "--server", "adform");
    expect(server.code).toBe(2);
    expect(server.stderr).toContain("Unknown ad server 'adform': use gam, cm360, dv360, xandr.");
    const type = await run("ad", "tags", id, "--type", "amp");
    expect(type.code).toBe(2);
    expect(type.stderr).toContain("Unknown tag type 'amp': use js, iframe, mraid.");
  });
});

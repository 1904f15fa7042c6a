import { beforeAll, describe, expect, inject, it } from "vitest";
import { testCompany, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let company: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  company = await testCompany(admin.key, "CLI Approval Co", "cliapproval");
});

const run = (...args: string[]) => cli(args, { env });

async function createAd(name: string): Promise<string> {
  const created = await run("ad", "create", "--name", name, "--type", "mini", "--company", company, "--json");
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).ad._id;
}

describe("adstudio ad review | approve | approval", () => {
  it("requests review, requests changes, reviews again and approves, then prints the trail", async () => {
    const id = await createAd("CLI reviewed ad");
    const review = await run("ad", "review", id, "--note", "First cut");
    expect(review.code, review.stderr).toBe(0);
    expect(review.stderr).toContain("Version 1 of CLI reviewed ad sent for review.");
    expect(review.stderr).toContain("State: in review · version 1 · approval optional");

    const changes = await run("ad", "approve", id, "--changes", "--note", "Darker\nbackground");
    expect(changes.code, changes.stderr).toBe(0);
    expect(changes.stderr).toContain("Changes requested to version 1.");

    expect((await run("ad", "review", id)).code).toBe(0);
    const approved = await run("ad", "approve", id, "--note", "Good to go", "--json");
    expect(approved.code, approved.stderr).toBe(0);
    expect(JSON.parse(approved.stdout).approval).toMatchObject({
      state: "approved",
      version: 2,
      approvedVersion: 2,
    });

    const shown = await run("ad", "approval", id);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stderr).toContain("State: approved · version 2 · approved version 2 · approval optional");
    const rows = shown.stdout.trim().split("\n");
    expect(rows[0]).toMatch(/^WHEN\s+ACTION\s+VERSION\s+BY\s+NOTE$/);
    expect(rows.slice(1).map((row) => row.replace(/^\S+ \S+ UTC\s+/, "").replace(/\s+/g, " "))).toEqual([
      "approved 2 Super Admin Good to go",
      "requested 2 Super Admin",
      "changes_requested 1 Super Admin Darker background",
      "requested 1 Super Admin First cut",
    ]);
  });

  it("exits 1 with the server's message when nothing is in review, 2 for a bad --review-version", async () => {
    const id = await createAd("CLI not in review");
    const refused = await run("ad", "approve", id, "--review-version", "1");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "This ad is not in review: request review before approving or requesting changes.",
    );
    const bad = await run("ad", "approve", id, "--review-version", "two");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--review-version must be a whole number from 1, not 'two'.");
    const missing = await run("ad", "approval", "00000000-0000-4000-8000-000000000000");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Ad not found");
  });
});

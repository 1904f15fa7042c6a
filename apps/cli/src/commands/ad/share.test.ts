import { beforeAll, describe, expect, inject, it } from "vitest";
import { testCompany, testUser } from "../../test-support/accounts.js";
import { cli } from "../../test-support/run-cli.js";

let env: Record<string, string>;
let company: string;

beforeAll(async () => {
  const admin = await testUser("superadmin");
  env = { ADSTUDIO_URL: inject("apiUrl"), ADSTUDIO_KEY: admin.key };
  company = await testCompany(admin.key, "CLI Share Co", "clishare");
});

const run = (...args: string[]) => cli(args, { env });

describe("adstudio ad share", () => {
  it("prints the address once, lists the active links, and revokes one", async () => {
    const created = await run(
      "ad",
      "create",
      "--name",
      "CLI shared",
      "--type",
      "mini",
      "--company",
      company,
      "--json",
    );
    const id = JSON.parse(created.stdout).ad._id;

    const made = await run(
      "ad",
      "share",
      id,
      "--mode",
      "comment",
      "--days",
      "7",
      "--password",
      "legal-review",
    );
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout.trim()).toMatch(/^http:\/\/[^/]+\/review\/[A-Za-z0-9_-]{43}$/);
    expect(made.stderr).toContain("It is shown only once:");

    const list = await run("ad", "share", id, "--list");
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/ID\s+MODE\s+EXPIRES\s+PASSWORD\s+VIEWS\s+BY/);
    expect(list.stdout).toMatch(/comment\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+yes\s+0/);
    const token = made.stdout.trim().split("/").pop() ?? "";
    expect(list.stdout).not.toContain(token);

    const { links } = JSON.parse((await run("ad", "share", id, "--list", "--json")).stdout);
    expect(links).toHaveLength(1);
    const revoked = await run("ad", "share", id, "--revoke", links[0]._id);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stderr).toContain(`Link ${links[0]._id} is revoked`);
    const after = await run("ad", "share", id, "--list");
    expect(after.stderr).toContain("No active review links.");
  });

  it("exits 2 for a bad mode or days, 1 with the server's message for a short password", async () => {
    const created = await run(
      "ad",
      "create",
      "--name",
      "CLI share bad",
      "--type",
      "mini",
      "--company",
      company,
      "--json",
    );
    const id = JSON.parse(created.stdout).ad._id;
    expect((await run("ad", "share", id, "--mode", "edit")).code).toBe(2);
    expect((await run("ad", "share", id, "--days", "91")).code).toBe(2);
    const short = await run("ad", "share", id, "--password", "short");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("A link password has 8 to 128 characters.");
  });
});

import { stat } from "node:fs/promises";
import path from "node:path";
import { SECRET_KEY_PATTERN } from "@adstudio/core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { adminToken, call, type TestUser, testUser } from "../test-support/accounts.js";
import { cli } from "../test-support/run-cli.js";

let url: string;
let admin: TestUser;
let publisher: TestUser;

beforeAll(async () => {
  url = inject("apiUrl");
  admin = await testUser("superadmin");
  publisher = await testUser("cli-auth-publisher", "publisher");
});

describe("adstudio login / whoami / logout", () => {
  it("login checks the key, saves url and key readable by the owner only, and whoami reads them", async () => {
    const login = await cli(["login", "--url", `${url}/api/`, "--key", publisher.key], {
      env: publisher.env,
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toContain(`Signed in to ${url} as cli-auth-publisher (publisher)`);
    expect(login.stdout).toBe("");
    const dir = publisher.env.ADSTUDIO_CONFIG_DIR ?? "";
    const file = path.join(dir, "config.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);

    const who = await cli(["whoami"], { env: publisher.env });
    expect(who.code).toBe(0);
    expect(who.stdout).toMatch(/User:\s+cli-auth-publisher/);
    expect(who.stdout).toMatch(/Role:\s+publisher/);
    const asJson = await cli(["whoami", "--json"], { env: publisher.env });
    expect(JSON.parse(asJson.stdout)).toMatchObject({
      url,
      user: { uuid: publisher.id, username: "cli-auth-publisher" },
      keySource: file,
    });
    expect(asJson.stderr).toBe("");

    const logout = await cli(["logout"], { env: publisher.env });
    expect(logout.code).toBe(0);
    expect((await cli(["whoami"], { env: publisher.env })).code).toBe(4);
  });

  it("login takes ADSTUDIO_URL / ADSTUDIO_KEY, and --key-stdin", async () => {
    const env = { ...publisher.env, ADSTUDIO_URL: url, ADSTUDIO_KEY: publisher.key };
    expect((await cli(["login"], { env })).code).toBe(0);
    const fromStdin = await cli(["login", "--url", url, "--key-stdin", "--json"], {
      env: publisher.env,
      stdin: `${publisher.key}\n`,
    });
    expect(fromStdin.code, fromStdin.stderr).toBe(0);
    expect(JSON.parse(fromStdin.stdout).user.username).toBe("cli-auth-publisher");
  });

  it("a wrong or malformed key exits 4 and saves nothing; missing options exit 2", async () => {
    const env = { ADSTUDIO_CONFIG_DIR: `${publisher.env.ADSTUDIO_CONFIG_DIR}-unused` };
    const wrong = await cli(["login", "--url", url, "--key", `adsk_${"x".repeat(43)}`], { env });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain("Invalid secret key");
    const malformed = await cli(["login", "--url", url, "--key", "hunter2"], { env });
    expect(malformed.code).toBe(4);
    expect(malformed.stderr).toContain("not an Adstudio secret key");
    expect((await cli(["whoami"], { env })).code).toBe(4);
    expect((await cli(["login", "--key", publisher.key], { env })).code).toBe(2);
    expect((await cli(["login", "--url", "ftp://x", "--key", publisher.key], { env })).code).toBe(2);
  });

  it("an unreachable studio exits 1", async () => {
    const run = await cli(["whoami"], {
      env: { ADSTUDIO_URL: "http://127.0.0.1:9", ADSTUDIO_KEY: publisher.key },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("could not reach the server");
  });

  it("ADSTUDIO_URL and ADSTUDIO_KEY win over the saved sign-in", async () => {
    expect((await cli(["login", "--url", url, "--key", publisher.key], { env: publisher.env })).code).toBe(0);
    const run = await cli(["whoami", "--json"], { env: { ...publisher.env, ADSTUDIO_KEY: admin.key } });
    expect(JSON.parse(run.stdout)).toMatchObject({
      user: { username: "superadmin" },
      keySource: "ADSTUDIO_KEY",
    });
  });
});

describe("permissions and revocation", () => {
  it("a key of a user without a permission gets 403 and exit 1", async () => {
    const env = { ADSTUDIO_URL: url, ADSTUDIO_KEY: publisher.key };
    const list = await cli(["qr", "list"], { env });
    expect(list.code).toBe(1);
    expect(list.stderr).toContain("Permission denied");
    expect(list.stderr).toContain("HTTP 403");
    const create = await cli(["company", "create", "--name", "Nope", "--short-name", "nope"], { env });
    expect(create.code).toBe(1);
  });

  it("key show prints the key; key rotate saves the new one and the old one is rejected with exit 4", async () => {
    const user = await testUser("cli-rotator", "brand");
    expect((await cli(["login", "--url", url, "--key", user.key], { env: user.env })).code).toBe(0);
    const shown = await cli(["key", "show"], { env: user.env });
    expect(shown.stdout.trim()).toBe(user.key);
    expect(JSON.parse((await cli(["key", "show", "--json"], { env: user.env })).stdout)).toEqual({
      result: { "x-secret-key": user.key },
    });

    const refused = await cli(["key", "rotate"], { env: user.env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--yes");

    const rotated = await cli(["key", "rotate", "--yes"], { env: user.env });
    expect(rotated.code, rotated.stderr).toBe(0);
    const fresh = rotated.stdout.trim();
    expect(fresh).toMatch(SECRET_KEY_PATTERN);
    expect(fresh).not.toBe(user.key);
    expect(rotated.stderr).toContain("saved in");
    // The saved sign-in now holds the new key…
    expect((await cli(["whoami"], { env: user.env })).code).toBe(0);
    // …and the old key is rejected at once.
    const old = await cli(["whoami"], { env: { ADSTUDIO_URL: url, ADSTUDIO_KEY: user.key } });
    expect(old.code).toBe(4);
    expect(old.stderr).toContain("rejected the secret key");
    expect((await call("GET", "/api/auth/me", { key: user.key })).status).toBe(401);
  });

  it("an admin rotates another user's key with --user; disabling a user disables the key", async () => {
    const user = await testUser("cli-victim", "agency");
    const rotated = await cli(["key", "rotate", "--user", user.id, "--yes", "--json"], {
      env: { ADSTUDIO_URL: url, ADSTUDIO_KEY: admin.key },
    });
    expect(rotated.code, rotated.stderr).toBe(0);
    const provisioned = JSON.parse(rotated.stdout).result["x-secret-key"];
    expect((await cli(["whoami"], { env: { ADSTUDIO_URL: url, ADSTUDIO_KEY: user.key } })).code).toBe(4);
    const env = { ADSTUDIO_URL: url, ADSTUDIO_KEY: provisioned };
    expect((await cli(["whoami"], { env })).code).toBe(0);

    const token = await adminToken();
    expect(
      (await call("PUT", `/api/user/update/${user.id}`, { token, body: { active: false } })).status,
    ).toBe(200);
    expect((await cli(["whoami"], { env })).code).toBe(4);
  });
});

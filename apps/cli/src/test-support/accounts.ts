import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

/** Plain HTTP to the API for arranging what a test is not about (users, keys). */
export async function call<T = Record<string, unknown>>(
  method: string,
  route: string,
  options: { token?: string; key?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${inject("apiUrl")}${route}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { "x-secret-key": options.key } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(login: string, password: string): Promise<string> {
  const { status, body } = await call<{ token: string }>("POST", "/api/auth/login", {
    body: { email: login, password },
  });
  if (status !== 200) throw new Error(`sign-in of ${login} failed: ${status}`);
  return body.token;
}

/** A new empty folder under the run's temporary folder. */
export const tempDir = (label: string) => mkdtemp(path.join(inject("tmpRoot"), `${label}-`));

export const adminToken = () => signIn("superadmin", inject("adminPassword"));

export interface TestUser {
  id: string;
  username: string;
  token: string;
  /** The user's secret key. */
  key: string;
  /** Environment for the CLI with its own empty config directory. */
  env: Record<string, string>;
}

/** A user of a role (superadmin: the seeded one) with a secret key and an empty CLI config directory. */
export async function testUser(username: string, roleName = "superadmin"): Promise<TestUser> {
  let token: string;
  let id: string;
  if (roleName === "superadmin" && username === "superadmin") {
    token = await adminToken();
    id = (await call<{ user: { uuid: string } }>("GET", "/api/auth/me", { token })).body.user.uuid;
  } else {
    const password = "cli-test-password";
    const created = await call<{ user: { _id: string } }>("POST", "/api/user/create", {
      token: await adminToken(),
      body: {
        username,
        email: `${username}@cli.example.com`,
        displayName: `CLI ${username}`,
        password,
        roleName,
      },
    });
    if (created.status !== 201)
      throw new Error(`creating ${username} failed: ${JSON.stringify(created.body)}`);
    id = created.body.user._id;
    token = await signIn(username, password);
  }
  const key = (
    await call<{ result: { "x-secret-key": string } }>("POST", "/api/user/get-secret-key", {
      token,
      body: {},
    })
  ).body.result["x-secret-key"];
  const configDir = await tempDir(`config-${username}`);
  return { id, username, token, key, env: { ADSTUDIO_CONFIG_DIR: configDir } };
}

/** A company for a test file's ads, created through the API as superadmin; its id. */
export async function testCompany(key: string, name: string, shortName: string): Promise<string> {
  const domain = `${shortName}.example`;
  const res = await call<{ company: { _id: string } }>("POST", "/api/company/create", {
    key,
    body: {
      name,
      shortName,
      domains: [domain],
      address: "1 Main Road",
      country: "IN",
      city: "Pune",
      state: "Maharashtra",
      pin: "411001",
      phone: "+912012345678",
      mobile: "+919812345678",
      contactPerson: { name: "Ravi K", email: `ravi@${domain}`, phone: "", mobile: "" },
      status: true,
    },
  });
  if (res.status !== 201) throw new Error(`The test company was not created: ${JSON.stringify(res.body)}`);
  return res.body.company._id;
}

import { canAny, DEFAULT_MODULE_ROLES, type Permission, ROLE_NAMES, type RoleName } from "@adstudio/core";
import { expect, it } from "vitest";
import { createTestContext, json, TEST_ADMIN_PASSWORD, type TestContext } from "./test-app.js";

/** Password of every account the helpers below create. */
export const ACCOUNT_PASSWORD = "account-pass-1234";

export async function signIn(t: TestContext, login: string, password = ACCOUNT_PASSWORD): Promise<string> {
  const res = await t.request("POST", "/api/auth/login", { body: { email: login, password } });
  expect(res.status, `sign-in of ${login}`).toBe(200);
  return (await json(res)).token;
}

export const signInSuperadmin = (t: TestContext) => signIn(t, "superadmin", TEST_ADMIN_PASSWORD);

export interface Account {
  id: string;
  username: string;
  token: string;
}

/** Creates an account through `POST /api/user/create` (as the superadmin) and signs it in. */
export async function createAccount(
  t: TestContext,
  adminToken: string,
  fields: { username: string; roleName?: string; roleId?: string; displayName?: string; email?: string },
): Promise<Account> {
  const res = await t.request("POST", "/api/user/create", {
    token: adminToken,
    body: {
      displayName: fields.displayName ?? `User ${fields.username}`,
      email: fields.email ?? `${fields.username}@example.com`,
      password: ACCOUNT_PASSWORD,
      ...fields,
    },
  });
  expect(res.status, `create ${fields.username}: ${await res.clone().text()}`).toBe(201);
  const { user } = await json(res);
  return { id: user._id, username: fields.username, token: await signIn(t, fields.username) };
}

/**
 * One signed-in account per seeded role (the superadmin is the seeded account), for permission matrices.
 * Usernames are `<prefix>-<role>`.
 */
export async function accountsByRole(
  t: TestContext,
  adminToken: string,
  prefix = "matrix",
): Promise<Record<RoleName, Account>> {
  const accounts: Partial<Record<RoleName, Account>> = {};
  for (const roleName of ROLE_NAMES) {
    accounts[roleName] =
      roleName === "superadmin"
        ? { id: "", username: "superadmin", token: adminToken }
        : await createAccount(t, adminToken, { username: `${prefix}-${roleName}`, roleName });
  }
  return accounts as Record<RoleName, Account>;
}

export interface MatrixContext {
  t: TestContext;
  /** The seeded superadmin's token. */
  adminToken: string;
  accounts: Record<RoleName, Account>;
}

/** A fresh test app, its superadmin signed in, and one account per seeded role (see `accountsByRole`). */
export async function startMatrixContext(prefix?: string): Promise<MatrixContext> {
  const t = await createTestContext();
  const adminToken = await signInSuperadmin(t);
  return { t, adminToken, accounts: await accountsByRole(t, adminToken, prefix) };
}

/** Callers of a permission matrix: every seeded role, and nobody (no token). */
export const MATRIX_CALLERS = [...ROLE_NAMES, "anonymous"] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/** Whether a seeded role passes a check for any of the permissions, by its default module roles. */
export function seededRoleMay(roleName: RoleName, permissions: readonly Permission[]): boolean {
  return canAny({ role: { roleName, moduleRoles: DEFAULT_MODULE_ROLES[roleName] } }, permissions);
}

export interface MatrixEndpoint {
  method: string;
  path: string;
  body?: unknown;
  /** Any of these lets the caller in; empty means any signed-in user. */
  permissions: readonly Permission[];
  /** What an allowed caller gets (the body is chosen so nothing is written: 400, 404 or a read). */
  allowed: number;
  /** What a caller without a token gets; 401 unless the endpoint is public. */
  anonymous?: number;
}

/** The status a caller should get from an endpoint under the seeded module roles. */
export function expectedStatus(endpoint: MatrixEndpoint, caller: MatrixCaller): number {
  if (caller === "anonymous") return endpoint.anonymous ?? 401;
  if (endpoint.permissions.length === 0) return endpoint.allowed;
  return seededRoleMay(caller, endpoint.permissions) ? endpoint.allowed : 403;
}

/** Sends the endpoint's request as the caller and answers the status. */
export async function statusFor(
  t: TestContext,
  endpoint: MatrixEndpoint,
  token: string | undefined,
): Promise<number> {
  const res = await t.request(endpoint.method, endpoint.path, {
    ...(token ? { token } : {}),
    ...(endpoint.body !== undefined ? { body: endpoint.body } : {}),
  });
  return res.status;
}

/**
 * Declares one test per endpoint and caller, named `METHOD /path as caller`, each checking the status the
 * caller gets against `expectedStatus`. `context` is read when a test runs, after the `beforeAll`s.
 */
export function itAnswersEachCaller(
  endpoints: readonly MatrixEndpoint[],
  context: () => { t: TestContext; accounts: Record<RoleName, Account> },
): void {
  const cases = endpoints.flatMap((endpoint) =>
    MATRIX_CALLERS.map((caller) => [`${endpoint.method} ${endpoint.path}`, caller, endpoint] as const),
  );
  it.each(cases)("%s as %s", async (_, caller, endpoint) => {
    const { t, accounts } = context();
    const token = caller === "anonymous" ? undefined : accounts[caller].token;
    expect(await statusFor(t, endpoint, token)).toBe(expectedStatus(endpoint, caller));
  });
}

/** Fails unless each guarded endpoint lets some caller in and keeps both a seeded role (403) and nobody (401) out. */
export function expectMatrixNotTrivial(endpoints: readonly MatrixEndpoint[]): void {
  for (const endpoint of endpoints) {
    const statuses = MATRIX_CALLERS.map((caller) => expectedStatus(endpoint, caller));
    expect(statuses).toContain(endpoint.allowed);
    expect(statuses).toContain(403);
    expect(statuses).toContain(401);
  }
}

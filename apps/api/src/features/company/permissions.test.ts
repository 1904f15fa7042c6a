import type { RoleName } from "@adstudio/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  createAccount,
  expectMatrixNotTrivial,
  itAnswersEachCaller,
  type MatrixEndpoint,
  startMatrixContext,
} from "../../test-support/accounts.js";
import { validCompany } from "../../test-support/companies.js";
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
let companyId: string;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("company"));
  const res = await t.request("POST", "/api/company/create", { token: admin, body: validCompany() });
  companyId = (await json(res)).company._id;
});
afterAll(() => t.close());

describe("company permission matrix (seeded module roles)", () => {
  // Allowed callers get a read, or a 400/404 that proves they got past the check without writing anything.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/company", permissions: ["readCompany"], allowed: 200 },
    {
      method: "GET",
      path: `/api/company/${UNKNOWN_ID}`,
      permissions: ["readCompany", "updateCompany"],
      allowed: 404,
    },
    { method: "POST", path: "/api/company/create", body: {}, permissions: ["createCompany"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/company/update/${UNKNOWN_ID}`,
      body: validCompany({ shortName: "nobody" }),
      permissions: ["updateCompany"],
      allowed: 404,
    },
    { method: "DELETE", path: `/api/company/${UNKNOWN_ID}`, permissions: ["deleteCompany"], allowed: 404 },
  ];

  itAnswersEachCaller(endpoints, () => ({ t, accounts }));

  it("is not trivial: each endpoint lets someone in and keeps someone out", () => {
    expectMatrixNotTrivial(endpoints);
  });

  it("follows the permission, not the role group: a custom role with readCompany may list but not create", async () => {
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "company-reader", moduleRoles: ["readCompany"] },
    });
    expect(role.status).toBe(201);
    const reader = await createAccount(t, admin, { username: "company-reader", roleName: "company-reader" });
    expect((await t.request("GET", "/api/company", { token: reader.token })).status).toBe(200);
    expect((await t.request("GET", `/api/company/${companyId}`, { token: reader.token })).status).toBe(200);
    const create = await t.request("POST", "/api/company/create", {
      token: reader.token,
      body: validCompany({ shortName: "by-reader" }),
    });
    expect(create.status).toBe(403);
    expect((await t.request("DELETE", `/api/company/${companyId}`, { token: reader.token })).status).toBe(
      403,
    );
  });
});

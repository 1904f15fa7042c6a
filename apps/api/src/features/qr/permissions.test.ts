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
import { json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
let admin: string;
let accounts: Record<RoleName, Account>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  ({ t, adminToken: admin, accounts } = await startMatrixContext("qr"));
  const res = await t.request("POST", "/api/qr/create", {
    token: admin,
    body: { id: "matrix", type: "url", targetUrl: "https://a.example/" },
  });
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

describe("QR permission matrix (seeded module roles)", () => {
  // The spec guards the QR screens with the menu-collection permissions. Allowed callers get a read, or
  // a 400/404 that proves they got past the check without writing anything.
  const endpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/qr", permissions: ["readMenuCollection"], allowed: 200 },
    {
      method: "GET",
      path: "/api/qr/matrix",
      permissions: ["readMenuCollection", "updateMenuCollection"],
      allowed: 200,
    },
    { method: "POST", path: "/api/qr/create", body: {}, permissions: ["createMenuCollection"], allowed: 400 },
    {
      method: "PUT",
      path: `/api/qr/update/${UNKNOWN_ID}`,
      body: { id: "x", type: "url", targetUrl: "https://a.example" },
      permissions: ["updateMenuCollection"],
      allowed: 404,
    },
    { method: "DELETE", path: `/api/qr/${UNKNOWN_ID}`, permissions: ["deleteMenuCollection"], allowed: 404 },
  ];
  // Public, so <img> tags and scanners work without a token.
  const publicEndpoints: MatrixEndpoint[] = [
    { method: "GET", path: "/api/qr/getqr/matrix", permissions: [], allowed: 200, anonymous: 200 },
  ];

  itAnswersEachCaller([...endpoints, ...publicEndpoints], () => ({ t, accounts }));

  it("is not trivial: each guarded endpoint lets someone in and keeps someone out", () => {
    expectMatrixNotTrivial(endpoints);
  });

  it("follows the permission, not the role group: readMenuCollection may list QR links but not delete them", async () => {
    const role = await t.request("POST", "/api/roles/create", {
      token: admin,
      body: { roleName: "qr-reader", moduleRoles: ["readMenuCollection"] },
    });
    expect(role.status).toBe(201);
    const reader = await createAccount(t, admin, { username: "qr-reader", roleName: "qr-reader" });
    const listed = await t.request("GET", "/api/qr", { token: reader.token });
    expect(listed.status).toBe(200);
    expect((await json(listed)).qrLink.map((q: { id: string }) => q.id)).toEqual(["matrix"]);
    expect((await t.request("DELETE", "/api/qr/matrix", { token: reader.token })).status).toBe(403);
  });
});

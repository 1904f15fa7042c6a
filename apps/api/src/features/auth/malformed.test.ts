import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.request("POST", "/api/auth/login", {
    body: { email: "superadmin", password: TEST_ADMIN_PASSWORD },
  });
  token = (await json(res)).token;
});
afterAll(() => t.close());

const huge = "x".repeat(100_000);

/** Bodies that must each answer 400 with a message and change nothing. */
const MALFORMED: Array<[string, unknown]> = [
  ["bad JSON", "{not json"],
  ["truncated JSON", '{"email": "superadmin"'],
  ["JSON null", "null"],
  ["JSON array", "[]"],
  ["JSON string", '"superadmin"'],
  ["JSON number", "42"],
  ["empty object", {}],
  [
    "wrong types",
    { email: 1234, password: { nested: true }, displayName: ["a"], settings: "dark", shortcuts: "ads" },
  ],
  ["booleans", { email: true, password: false, displayName: false, photoURL: true }],
  ["huge strings", { email: huge, password: huge, displayName: huge, photoURL: huge }],
];

/** Each endpoint gets the common cases plus the ones only malformed for it. */
const ENDPOINTS: Array<[string, Array<[string, unknown]>]> = [
  ["/api/auth/login", [["missing password", { email: "superadmin" }]]],
  ["/api/auth/register", [["missing password", { email: "someone@example.com", displayName: "Some Body" }]]],
  ["/api/auth/user/update", [["no known field", { unknownField: 1 }]]],
];

async function counts() {
  const { rows } = await t.deps.database.pool.query(
    "select (select count(*) from users)::int as users, (select count(*) from sessions)::int as sessions, (select count(*) from login_failures)::int as failures, (select max(updated_at) from users) as updated",
  );
  return rows[0];
}

describe("malformed request bodies", () => {
  for (const [path, extra] of ENDPOINTS) {
    for (const [name, body] of [...MALFORMED, ...extra]) {
      it(`${path}: ${name} → 400 with a message, nothing written`, async () => {
        const before = await counts();
        const res = await t.request("POST", path, { body, token });
        expect(res.status).toBe(400);
        const answer = await json(res);
        expect(typeof answer.message).toBe("string");
        expect(answer.message.length).toBeGreaterThan(0);
        expect(await counts()).toEqual(before);
      });
    }
  }

  it("a non-JSON content type answers 400", async () => {
    const res = await t.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=superadmin",
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: "Request body must be JSON (Content-Type: application/json)",
    });
  });

  it("a body over the size limit answers 413 in the same error shape", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      body: { email: "superadmin", password: "y".repeat(3 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({ message: "Request body is too large" });
  });

  it("unknown API paths answer 404 JSON", async () => {
    const res = await t.request("GET", "/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: "Not found" });
  });
});

describe("GET /api/health and headers", () => {
  it("reports the database and carries security headers and a request id", async () => {
    const res = await t.request("GET", "/api/health", { headers: { "x-request-id": "trace-123" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "ok", database: "ok" });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

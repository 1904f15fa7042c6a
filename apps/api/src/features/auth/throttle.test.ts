import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from "./throttle.js";

let t: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so one test can be many clients.
  t = await createTestContext({ ADSTUDIO_TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = "203.0.113.7") =>
  t.request("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });

describe("sign-in throttling", () => {
  it("refuses the account with 429 after 5 failures, even with the right password", async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await login("superadmin", "wrong-password")).status).toBe(401);
    }
    const locked = await login("superadmin", TEST_ADMIN_PASSWORD, "198.51.100.1");
    expect(locked.status).toBe(429);
    const body = await json(locked);
    expect(body.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers.get("retry-after")).toBe(String(body.retryAfter));
  });

  it("locks unknown accounts the same way, so throttling reveals nothing", async () => {
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++)
      await login("ghost-account", "wrong-password", "192.0.2.50");
    expect((await login("ghost-account", "wrong-password", "192.0.2.51")).status).toBe(429);
  });

  it("refuses a client address after 20 failures across accounts", async () => {
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      expect((await login(`someone-${i}`, "wrong-password", "192.0.2.99")).status).toBe(401);
    }
    expect((await login("fresh-account", "wrong-password", "192.0.2.99")).status).toBe(429);
    expect((await login("fresh-account", "wrong-password", "192.0.2.100")).status).toBe(401);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    await t.request("POST", "/api/auth/register", {
      body: { displayName: "Careful User", email: "careful@example.com", password: "secret-pass" },
    });
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++)
      await login("careful@example.com", "nope-nope", "192.0.2.7");
    expect((await login("careful@example.com", "secret-pass", "192.0.2.7")).status).toBe(200);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT - 1; i++) {
      expect((await login("careful@example.com", "nope-nope", "192.0.2.8")).status).toBe(401);
    }
  });
});

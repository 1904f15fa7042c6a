import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTestContext,
  json,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from "../../test-support/test-app.js";

/*
 * docs/security.md 'Sign-in': 5 failures per account or 20 per client address within 15 minutes answer
 * 429 until the window passes. The numbers below are the docs', written out on purpose.
 */
const MINUTE = 60 * 1000;

let t: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so one test can be many clients.
  t = await createTestContext({ ADSTUDIO_TRUST_PROXY: "true" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Only `Date` is faked: the database, argon2 and the request pipeline keep their real timers. */
function startClock(): (offsetMs: number) => void {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return (offsetMs) => vi.setSystemTime(start + offsetMs);
}

const login = (email: string, password: string, ip = "203.0.113.7") =>
  t.request("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });

/** A fresh account per test, so one test's failures never lock another's. */
async function registerAccount(localPart: string): Promise<{ email: string; password: string }> {
  const account = { email: `${localPart}@example.com`, password: "throttle-test-passphrase" };
  const res = await t.request("POST", "/api/auth/register", {
    body: { displayName: `User ${localPart}`, ...account },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return account;
}

describe("sign-in throttling per account", () => {
  it("refuses the 6th attempt with 429 after 5 failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
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

  it("counts the username and the email of one account together, in any case", async () => {
    const { email, password } = await registerAccount("two-names");
    const username = "two-names";
    // 3 + 2 failures spread over the account's names: 5 in all, so every name is locked.
    for (const name of [username, username, "TWO-NAMES", email, email.toUpperCase()]) {
      expect((await login(name, "wrong-password", "192.0.2.10")).status).toBe(401);
    }
    expect((await login(username, password, "192.0.2.11")).status).toBe(429);
    expect((await login(email, password, "192.0.2.12")).status).toBe(429);
  });

  it("still answers 429 at +14 minutes and lets the right password in at +15 minutes 1 second", async () => {
    const { email, password } = await registerAccount("window-edge");
    const at = startClock();
    for (let i = 0; i < 5; i++) {
      expect((await login(email, "wrong-password", "192.0.2.20")).status).toBe(401);
    }
    at(14 * MINUTE);
    const locked = await login(email, password, "192.0.2.21");
    expect(locked.status).toBe(429);
    expect(await json(locked)).toMatchObject({
      message: "Too many failed sign-in attempts. Try again in 1 minute.",
      retryAfter: 60,
    });
    at(15 * MINUTE + 1000);
    expect((await login(email, password, "192.0.2.21")).status).toBe(200);
  });

  it("lets the right password in after 4 failures and then forgets them", async () => {
    const { email, password } = await registerAccount("careful");
    for (let i = 0; i < 4; i++) {
      expect((await login(email, "nope-nope", "192.0.2.7")).status).toBe(401);
    }
    expect((await login(email, password, "192.0.2.7")).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(email, "nope-nope", "192.0.2.8")).status).toBe(401);
    }
    expect((await login(email, password, "192.0.2.8")).status).toBe(200);
  });

  it("locks unknown accounts the same way, by the normalised login, so throttling reveals nothing", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login("ghost-account", "wrong-password", "192.0.2.50")).status).toBe(401);
    }
    expect((await login("ghost-account", "wrong-password", "192.0.2.51")).status).toBe(429);
    expect((await login("  Ghost-Account ", "wrong-password", "192.0.2.52")).status).toBe(429);
  });
});

describe("sign-in throttling per client address", () => {
  it("refuses an address after 20 failures across accounts, until 15 minutes have passed", async () => {
    const at = startClock();
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone-${i}`, "wrong-password", "192.0.2.99")).status).toBe(401);
    }
    expect((await login("fresh-account", "wrong-password", "192.0.2.99")).status).toBe(429);
    expect((await login("fresh-account", "wrong-password", "192.0.2.100")).status).toBe(401);
    at(14 * MINUTE);
    expect((await login("other-account", "wrong-password", "192.0.2.99")).status).toBe(429);
    at(15 * MINUTE + 1000);
    expect((await login("other-account", "wrong-password", "192.0.2.99")).status).toBe(401);
  });
});

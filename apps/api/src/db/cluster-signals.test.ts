import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-env.js";
import { closeDeps } from "../deps.js";
import { AuthCache } from "../features/auth/auth-cache.js";
import { QrScans } from "../features/qr/scans.js";
import { signInSuperadmin } from "../test-support/accounts.js";
import { BROWSER_UA, waitUntil } from "../test-support/server-process.js";
import {
  anotherProcess,
  createTestContext,
  json,
  type OtherProcess,
  type TestContext,
} from "../test-support/test-app.js";

// Two API processes on one database, each with its own caches: a change made through one is never
// served stale by the other. Both caches keep entries for an hour here, so only the signal between the
// processes can make the other one drop them, however slow the machine.

const HOUR = 60 * 60_000;
let t: TestContext;
let other: OtherProcess;

function longLived(deps: AppDeps): void {
  deps.authCache = new AuthCache({ signals: deps.signals, ttlMs: HOUR });
  const scans = deps.qrScans;
  deps.qrScans = new QrScans(deps.database, { signals: deps.signals, cacheMs: HOUR });
  void scans.close();
}

beforeAll(async () => {
  t = await createTestContext();
  other = await anotherProcess(t);
  longLived(t.deps);
  longLived(other.deps);
});
afterAll(async () => {
  await closeDeps(other.deps);
  await t.close();
});

const me = (request: TestContext["request"], token: string) => request("GET", "/api/auth/me", { token });

describe("caches across API processes", () => {
  it("log out other devices on one process refuses the other devices' tokens on the other process too", async () => {
    const phone = await signInSuperadmin(t);
    const desk = await signInSuperadmin(t);
    // The other process has been serving the phone: it remembers the phone's session.
    expect((await me(other.request, phone)).status).toBe(200);
    expect((await me(other.request, phone)).status).toBe(200);

    const res = await t.request("POST", "/api/auth/logout-others", { token: desk });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe("Logged out from other devices");

    await waitUntil(
      async () => (await me(other.request, phone)).status === 401,
      10_000,
      () => "the other process to refuse the phone's token",
    );
    expect((await me(t.request, phone)).status).toBe(401);
    expect((await me(other.request, desk)).status).toBe(200);
  });

  it("a QR link changed on one process sends scans on the other to the new address", async () => {
    const admin = await signInSuperadmin(t);
    const created = await t.request("POST", "/api/qr/create", {
      token: admin,
      body: { id: "replica-poster", type: "url", targetUrl: "https://example.com/before" },
    });
    expect(created.status).toBe(201);
    const { _id: id, code } = (await json(created)).qrLink;
    const scan = () => other.request("GET", `/q/${code}`, { headers: { "user-agent": BROWSER_UA } });
    const first = await scan();
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("https://example.com/before");

    const updated = await t.request("PUT", `/api/qr/update/${id}`, {
      token: admin,
      body: { id: "replica-poster", type: "url", targetUrl: "https://example.com/after" },
    });
    expect(updated.status).toBe(200);
    await waitUntil(
      async () => (await scan()).headers.get("location") === "https://example.com/after",
      10_000,
      () => "scans on the other process to go to the new address",
    );
  });

  it("while a process cannot hear the others it serves no cached session, and it hears them again by itself", async () => {
    const phone = await signInSuperadmin(t);
    expect((await me(other.request, phone)).status).toBe(200);
    // The other process's listening connection dies (a database restart, a proxy's idle cut).
    await t.deps.database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen adstudio_forget' and pid <> pg_backend_pid()",
    );
    await waitUntil(
      () => !other.deps.signals.listening || !t.deps.signals.listening,
      10_000,
      () => "the processes to notice their listener is gone",
    );
    // The session ends by a write nobody announces; a process that cannot hear still reads it afresh.
    await t.deps.database.pool.query("update sessions set revoked_at = now()");
    if (!other.deps.signals.listening) expect((await me(other.request, phone)).status).toBe(401);
    await waitUntil(
      () => other.deps.signals.listening && t.deps.signals.listening,
      20_000,
      () => "both processes to listen again",
    );
    expect((await me(other.request, phone)).status).toBe(401);
  });
});

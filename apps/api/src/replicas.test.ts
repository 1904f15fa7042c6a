import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./deps.js";
import { ACCOUNT_PASSWORD } from "./test-support/accounts.js";
import { companyUser, createCompany } from "./test-support/campaigns.js";
import {
  REPLICA_HEADER,
  type RoundRobinProxy,
  startRoundRobinProxy,
} from "./test-support/round-robin-proxy.js";
import {
  BROWSER_UA,
  exitWithin,
  type ServerProcess,
  startServerProcess,
  waitUntil,
} from "./test-support/server-process.js";
import { type SmtpCapture, startSmtpCapture } from "./test-support/smtp-capture.js";
import { json, type TestContext, withDatabase } from "./test-support/test-app.js";
import { beacon, insertPublishedAd } from "./test-support/tracker-fixtures.js";

/**
 * Issue 32, replicas: two real API processes on one PostgreSQL (an empty database, so they migrate as
 * they start together) and one file store, behind a round-robin proxy. Everything a user does must
 * come out the same whichever replica answers: sign-in and its throttle, log out other devices, chat between users
 * held by different replicas, a scheduled report (mailed once, to a real SMTP server), concurrent ad
 * saves, QR scans and ad beacons.
 */
const PASSWORD = "replicas-admin-password";
let root: string;
let databaseName: string;
let db: pg.Pool;
let smtp: SmtpCapture;
let replicas: ServerProcess[] = [];
let proxy: RoundRobinProxy;
/** The helpers' view of the studio: every request through the proxy (or pinned to one replica). */
let api: TestContext;
let admin: string;
let company: string;

type Request = TestContext["request"];

/** Requests through the proxy; `replica` pins them to one replica (0 or 1), else they take turns. */
function through(replica?: number): Request {
  return (method, route, options = {}) =>
    fetch(`${proxy.url}${route}`, {
      method,
      redirect: "manual",
      headers: {
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(replica !== undefined ? { [REPLICA_HEADER]: String(replica) } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "adstudio-replicas-"));
  const adminUrl = inject("adminDatabaseUrl");
  databaseName = `t_${randomBytes(6).toString("hex")}`;
  const postgres = new pg.Client({ connectionString: withDatabase(adminUrl, "postgres") });
  await postgres.connect();
  await postgres.query(`create database ${databaseName}`);
  await postgres.end();
  const databaseUrl = withDatabase(adminUrl, databaseName);
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  smtp = await startSmtpCapture();
  const env = {
    DATABASE_URL: databaseUrl,
    ADSTUDIO_DATA_DIR: path.join(root, "data"),
    ADSTUDIO_ADMIN_PASSWORD: PASSWORD,
    SMTP_URL: smtp.url,
    ADSTUDIO_REPORT_CHECK_SECONDS: "1",
  };
  // Both at once, on the empty database: one migrates, the other waits for it.
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  replicas = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  for (const s of started) if (s.status === "rejected") throw s.reason;
  proxy = await startRoundRobinProxy(replicas.map((r) => r.url));
  // The fixtures that write rows directly find the shared database where a test context keeps it.
  api = { request: through(), deps: { database: { pool: db } } } as unknown as TestContext;
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  for (const replica of replicas) replica.child.kill("SIGTERM");
  await Promise.all(
    replicas.map(async (replica) => {
      // A replica that does not stop is not left behind (its own tests cover a clean stop).
      if ((await exitWithin(replica, 15_000)) === "still running") replica.child.kill("SIGKILL");
    }),
  );
  await smtp?.close();
  await db?.end();
  const postgres = new pg.Client({ connectionString: withDatabase(inject("adminDatabaseUrl"), "postgres") });
  await postgres.connect();
  await postgres.query(`drop database if exists ${databaseName} with (force)`);
  await postgres.end();
  await rm(root, { recursive: true, force: true });
}, 60_000);

const me = (request: Request, token: string) => request("GET", "/api/auth/me", { token });
const count = async (sql: string, values: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, values)).rows[0]?.n;

describe("two API replicas on one PostgreSQL behind a round-robin proxy", { timeout: 60_000 }, () => {
  it("started together on an empty database, with every migration applied once", async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
    expect(await count("select count(*)::int as n from drizzle.__drizzle_migrations")).toBe(
      journal.entries.length,
    );
    expect(await count("select count(*)::int as n from users where lower(username) = 'superadmin'")).toBe(1);
  });

  it("signs in on either replica, and a token from one is good on both", async () => {
    const login = await through()("POST", "/api/auth/login", {
      body: { email: "superadmin", password: PASSWORD },
    });
    expect(login.status).toBe(200);
    admin = (await json(login)).token;
    for (const replica of [0, 1]) {
      const res = await me(through(replica), admin);
      expect(res.status).toBe(200);
      expect((await json(res)).user.username).toBe("superadmin");
    }
    company = await createCompany(api, admin, "replica-co");
  });

  it("five failed sign-ins spread over both replicas lock the account on both", async () => {
    await companyUser(api, admin, "rep-erin", "designer", [company]);
    const login = (password: string, replica?: number) =>
      through(replica)("POST", "/api/auth/login", { body: { email: "rep-erin", password } });
    for (let i = 0; i < 5; i++) expect((await login("not-the-password")).status).toBe(401);
    for (const replica of [0, 1]) {
      const locked = await login(ACCOUNT_PASSWORD, replica);
      expect(locked.status).toBe(429);
      expect((await json(locked)).message).toMatch(
        /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/,
      );
    }
  });

  it("log out other devices on one replica ends the other devices' sessions on both", async () => {
    const laptop = await companyUser(api, admin, "rep-dana", "designer", [company]);
    const signIn = async () =>
      (
        await json(
          await through()("POST", "/api/auth/login", {
            body: { email: "rep-dana", password: ACCOUNT_PASSWORD },
          }),
        )
      ).token as string;
    const phone = await signIn();
    const desk = await signIn();
    // Both replicas have been serving the phone and the laptop, so both remember their sessions.
    for (const replica of [0, 1]) {
      expect((await me(through(replica), phone)).status).toBe(200);
      expect((await me(through(replica), laptop)).status).toBe(200);
    }

    const res = await through(0)("POST", "/api/auth/logout-others", { token: desk });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Logged out from other devices", ended: 2 });

    for (const replica of [0, 1]) {
      await waitUntil(
        async () => (await me(through(replica), phone)).status === 401,
        10_000,
        () => `replica ${replica} to refuse the phone's token`,
      );
      expect((await me(through(replica), laptop)).status).toBe(401);
      expect((await me(through(replica), desk)).status).toBe(200);
    }
  });

  it("a chat message and a status change made through one replica reach the stream another replica holds", async () => {
    const ann = await companyUser(api, admin, "rep-ann", "designer", [company]);
    const bob = await companyUser(api, admin, "rep-bob", "designer", [company]);
    const idOf = async (token: string) =>
      (await json(await api.request("GET", "/api/chat/user", { token }))).id;
    const [annId, bobId] = [await idOf(ann), await idOf(bob)];

    // Bob's ticket comes from replica 0 and his stream is held by replica 1 (one signing key for both).
    const ticket = await through(0)("POST", "/api/chat/stream-ticket", { token: bob });
    expect(ticket.status).toBe(201);
    const stream = await through(1)(
      "GET",
      `/api/chat/stream?ticket=${encodeURIComponent((await json(ticket)).ticket)}`,
    );
    expect(stream.status).toBe(200);
    const events = sseEvents(stream);
    try {
      await events.next("ready");
      const chat = await through(0)("GET", `/api/chat/get-chat?contactId=${bobId}`, { token: ann });
      const chatId = (await json(chat)).chat.id;
      const text = "Hello from replica zero";
      const sent = await through(0)("POST", "/api/chat/send-message", {
        token: ann,
        body: { chatId, contactId: bobId, messageText: text },
      });
      expect(sent.status).toBe(201);
      const message = JSON.parse(await events.next("message"));
      expect(message).toMatchObject({ chatId, contactId: annId, message: { who: annId, message: text } });

      // Ann's status, chosen on replica 0, is pushed to Bob's stream on replica 1 too.
      const chosen = await through(0)("POST", "/api/chat/user/data", {
        token: ann,
        body: { status: "do-not-disturb" },
      });
      expect(chosen.status).toBe(200);
      for (;;) {
        const presence = JSON.parse(await events.next("presence"));
        if (presence.contactId !== annId) continue;
        expect(presence).toEqual({ contactId: annId, status: "do-not-disturb" });
        break;
      }
    } finally {
      await events.cancel();
    }
  });

  it("mails each due scheduled report exactly once, though both replicas look for due reports every second", async () => {
    const names = ["Replica report 1", "Replica report 2", "Replica report 3", "Replica report 4"];
    for (const name of names) {
      const res = await api.request("POST", "/api/reportSchedule/create", {
        token: admin,
        body: {
          name,
          company,
          recipients: ["ops@replica.example"],
          frequency: "daily",
          hour: 0,
          timeZone: "UTC",
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    // Due since midnight UTC today: each one reports yesterday.
    await db.query(
      "update report_schedules set next_run_at = date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'",
    );
    await waitUntil(
      async () =>
        (await count("select count(*)::int as n from report_schedules where last_sent_at is not null")) === 4,
      20_000,
      () => "all four reports to be sent",
    );
    // A second send would have to claim a row before its send was committed, and the row is then
    // not due any more: once all four are recorded, no more mail can come.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      names.map((name) => `Daily report "${name}": ${yesterday}`),
    );
    for (const mail of smtp.received) expect(mail.to).toEqual(["ops@replica.example"]);
    expect(
      await count(
        "select count(*)::int as n from report_schedules where next_run_at > now() and last_error = ''",
      ),
    ).toBe(4);
  });

  it("two saves of the same ad revision on different replicas: one wins, the other is told of the conflict", async () => {
    const created = await api.request("POST", "/api/ads/create", {
      token: admin,
      body: { name: "Shared ad", type: "mini", company },
    });
    expect(created.status).toBe(201);
    const ad = (await json(created)).ad;
    const [a, b] = await Promise.all([
      through(0)("PUT", `/api/ads/update/${ad._id}`, {
        token: admin,
        body: { revision: 1, name: "Alice's" },
      }),
      through(1)("PUT", `/api/ads/update/${ad._id}`, { token: admin, body: { revision: 1, name: "Bob's" } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await json(loser)).message).toBe(
      "This ad was changed by someone else. Reload it to see their changes.",
    );
    const winner = a.status === 200 ? "Alice's" : "Bob's";
    expect((await json(await api.request("GET", `/api/ads/${ad._id}`, { token: admin }))).ad).toMatchObject({
      name: winner,
      revision: 2,
    });
  });

  it("six editors saving one ad at once through both replicas, reloading on conflict, lose no change", async () => {
    const created = await api.request("POST", "/api/ads/create", {
      token: admin,
      body: { name: "Team", type: "mini", company },
    });
    const ad = (await json(created)).ad;
    const editors = ["e1", "e2", "e3", "e4", "e5", "e6"];
    await Promise.all(
      editors.map(async (editor) => {
        for (;;) {
          const current = (await json(await api.request("GET", `/api/ads/${ad._id}`, { token: admin }))).ad;
          const res = await api.request("PUT", `/api/ads/update/${ad._id}`, {
            token: admin,
            body: { revision: current.revision, name: `${current.name} ${editor}` },
          });
          if (res.status === 200) return;
          // Someone saved first: this editor is told so and reloads.
          expect(res.status, await res.clone().text()).toBe(409);
        }
      }),
    );
    const saved = (await json(await api.request("GET", `/api/ads/${ad._id}`, { token: admin }))).ad;
    expect(saved.revision).toBe(1 + editors.length);
    expect(saved.name.split(" ").slice(1).sort()).toEqual(editors);
  });

  it("counts every one of 120 concurrent QR scans spread over both replicas", async () => {
    const created = await api.request("POST", "/api/qr/create", {
      token: admin,
      body: { id: "replica-poster", type: "url", targetUrl: "https://example.com/poster" },
    });
    expect(created.status).toBe(201);
    const { _id: id, code } = (await json(created)).qrLink;
    const before = proxy.served.map((paths) => paths.filter((p) => p.startsWith("/q/")).length);
    const scans = await Promise.all(
      Array.from({ length: 120 }, () =>
        api.request("GET", `/q/${code}`, { headers: { "user-agent": BROWSER_UA } }),
      ),
    );
    expect(scans.map((res) => res.status)).toEqual(Array(120).fill(302));
    expect(new Set(scans.map((res) => res.headers.get("location")))).toEqual(
      new Set(["https://example.com/poster"]),
    );
    const perReplica = proxy.served.map(
      (paths, i) => paths.filter((p) => p.startsWith("/q/")).length - (before[i] ?? 0),
    );
    expect(perReplica).toEqual([60, 60]);
    for (const replica of [0, 1]) {
      const res = await through(replica)("GET", `/api/qr/${id}`, { token: admin });
      expect((await json(res)).qrLink.scanCount).toBe(120);
    }
  });

  it("counts every one of 100 concurrent ad beacons spread over both replicas", async () => {
    const ad = await insertPublishedAd(api, company, { name: "Replica beacons" });
    const base = { ad, v: "1", size: "sz300x250" };
    const sent = Array.from({ length: 40 }, (_, i) => [
      { ...base, imp: `replica-imp-${i}`, event: "impression" },
      { ...base, imp: `replica-imp-${i}`, event: "viewable" },
      ...(i % 2 === 0 ? [{ ...base, imp: `replica-imp-${i}`, event: "click", exit: "clickTag" }] : []),
    ]).flat();
    expect(sent).toHaveLength(100);
    const answers = await Promise.all(sent.map((query) => beacon(api, query)));
    expect(answers.map((res) => res.status)).toEqual(Array(100).fill(204));
    for (const replica of [0, 1]) {
      const res = await through(replica)("GET", `/api/tracker/kpis?range=DT&ad=${ad}`, { token: admin });
      expect(res.status).toBe(200);
      expect((await json(res)).kpis).toMatchObject({ impressions: 40, viewable: 40, clicks: 20 });
    }
  });
});

/** Reads a Server-Sent Events response one named event at a time (the others are skipped). */
function sseEvents(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(name: string): Promise<string> {
      for (;;) {
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end).split("\n");
          buffer = buffer.slice(end + 2);
          const event = block.find((line) => line.startsWith("event: "))?.slice(7) ?? "message";
          const data = block.filter((line) => line.startsWith("data: ")).map((line) => line.slice(6));
          if (event === name && data.length > 0) return data.join("\n");
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before a '${name}' event`);
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}

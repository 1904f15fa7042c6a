import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { createLogger } from "./logger.js";
import { createTestContext, json, type TestContext } from "./test-support/test-app.js";

let t: TestContext;
const lines: string[] = [];
/** The app over the same database, logging into `lines`. */
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestContext();
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  app = createApp({ ...t.deps, logger });
});
afterAll(() => t.close());

const EMAIL = "leak.check@example.com";
const PASSWORD = "Str0ng-Passphrase-2026";

describe("error logs", () => {
  it("keep only the code and constraint of a database error whose parameters hold a hash and an email", async () => {
    // Every new user now fails in PostgreSQL, after the password was hashed: the failing INSERT's
    // parameters (and PostgreSQL's "Failing row contains …" detail) hold the email and the argon2 hash.
    await t.deps.database.pool.query(
      "alter table users add constraint refuse_new_users check (false) not valid",
    );
    try {
      const res = await app.request("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ displayName: "Leak Check", email: EMAIL, password: PASSWORD }),
      });
      expect(res.status).toBe(500);
      expect(await json(res)).toEqual({ message: "Internal server error" });
    } finally {
      await t.deps.database.pool.query("alter table users drop constraint refuse_new_users");
    }

    const log = lines.join("");
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "unhandled error");
    expect(failure.err).toEqual({ type: "DatabaseError", code: "23514", constraint: "refuse_new_users" });
    expect(log).not.toContain("argon2id");
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(PASSWORD);
  });

  it("drop passwords, hashes, tokens, secret keys and emails wherever a log call puts them", () => {
    const captured: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void captured.push(line) });
    logger.info(
      {
        password: "hunter2-hunter2",
        user: { email: "someone@example.com", passwordHash: "$argon2id$v=19$abc", name: "Kept" },
        token: "eyJhbGciOiJIUzI1NiJ9.secret",
        req: { headers: { authorization: "Bearer abc.def", "x-secret-key": "adsk_secret" } },
      },
      "profile",
    );
    const [line] = captured;
    expect(JSON.parse(line ?? "{}")).toMatchObject({ msg: "profile", user: { name: "Kept" } });
    for (const secret of ["hunter2", "someone@example.com", "argon2id", "eyJhbGci", "Bearer", "adsk_"]) {
      expect(line).not.toContain(secret);
    }
  });
  it("answer 400, not 500, for a value PostgreSQL refuses as out of range", async () => {
    // Defence in depth behind the edge guard and the schemas' bounds: a data exception (SQLSTATE class
    // 22) is the input's fault.
    const { pool } = t.deps.database;
    await pool.query(
      "create function refuse_value() returns trigger language plpgsql as $$ begin " +
        "raise exception 'value out of range' using errcode = '22003'; end $$",
    );
    await pool.query("create trigger refuse_value before insert on users execute function refuse_value()");
    try {
      const res = await app.request("/api/auth/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ displayName: "Range Check", email: "range@example.com", password: PASSWORD }),
      });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: "Invalid input" });
    } finally {
      await pool.query("drop trigger refuse_value on users; drop function refuse_value()");
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let t: TestContext;
beforeAll(async () => {
  // Behind a trusted proxy the client address comes from X-Forwarded-For, so each test is its own client.
  t = await createTestContext({ ADSTUDIO_TRUST_PROXY: "true" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const valid = {
  name: "Ravi Kumar",
  email: "ravi@acme.example",
  subject: "Demo request",
  message: "Please show us the story format.",
};

const send = (body: unknown, ip = "203.0.113.10") =>
  t.request("POST", "/api/mail-send", { body, headers: { "x-forwarded-for": ip } });

async function storedMessages() {
  const { rows } = await t.deps.database.pool.query(
    "select name, email, subject, message, ip, status, delivery_error, sent_at from contact_messages order by created_at",
  );
  return rows;
}

async function throttleEvents(): Promise<number> {
  const { rows } = await t.deps.database.pool.query(
    "select count(*)::int as n from login_failures where key like 'contact:%'",
  );
  return rows[0].n;
}

describe("POST /api/mail-send without SMTP", () => {
  it("needs no sign-in, stores the message and answers 'Message sent'", async () => {
    const res = await send({ ...valid, name: "  Ravi Kumar " }, "203.0.113.1");
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ message: "Message sent", contactMessage: valid });
    expect(body.contactMessage._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.contactMessage).not.toHaveProperty("ip");
    const rows = await storedMessages();
    expect(rows.at(-1)).toMatchObject({ ...valid, ip: "203.0.113.1", status: "stored", sent_at: null });
  });

  it.each([
    ["name", { ...valid, name: "" }, "This is a mandatory field"],
    ["email", { ...valid, email: "   " }, "This is a mandatory field"],
    ["subject", { ...valid, subject: undefined }, "This is a mandatory field"],
    ["message", { ...valid, message: null }, "This is a mandatory field"],
    ["email", { ...valid, email: "ravi@acme" }, "Please enter a valid email"],
    ["email", { ...valid, email: "not an email" }, "Please enter a valid email"],
  ])("answers 400 on %s (%#) with the spec's message and stores nothing", async (field, body, message) => {
    const before = await storedMessages();
    const events = await throttleEvents();
    const res = await send(body, "203.0.113.2");
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message, errors: { [field]: message } });
    expect(await storedMessages()).toEqual(before);
    expect(await throttleEvents()).toBe(events);
  });

  it("reports every empty field at once", async () => {
    const res = await send({}, "203.0.113.3");
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({
      name: "This is a mandatory field",
      email: "This is a mandatory field",
      subject: "This is a mandatory field",
      message: "This is a mandatory field",
    });
  });

  it.each([
    ["bad JSON", "{nope"],
    ["JSON array", "[]"],
    ["JSON null", "null"],
    ["wrong types", { name: 1, email: true, subject: ["a"], message: { text: "hi" } }],
    ["over-long message", { ...valid, message: "m".repeat(5001) }],
  ])("a malformed body (%s) answers 400 and writes nothing", async (_name, body) => {
    const before = await storedMessages();
    const res = await send(body, "203.0.113.4");
    expect(res.status).toBe(400);
    expect(typeof (await json(res)).message).toBe("string");
    expect(await storedMessages()).toEqual(before);
  });

  // docs/data-rules.md: 10 messages per 10 minutes per client; the numbers are the docs', written out on purpose.
  it("refuses the 11th message from one address within 10 minutes with 429", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send({ ...valid, subject: `Burst ${i}` }, "198.51.100.20")).status).toBe(201);
    }
    const before = (await storedMessages()).length;
    const refused = await send(valid, "198.51.100.20");
    expect(refused.status).toBe(429);
    const body = await json(refused);
    expect(body.message).toMatch(/^Too many messages sent from this address\. Try again in \d+ minutes?\.$/);
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.headers.get("retry-after")).toBe(String(body.retryAfter));
    expect((await storedMessages()).length).toBe(before);
    // Another address is not affected.
    expect((await send(valid, "198.51.100.21")).status).toBe(201);
  });

  it("still answers 429 at +9 minutes and takes a message again at +10 minutes 1 second", async () => {
    // Only `Date` is faked: the database and the request pipeline keep their real timers.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let i = 0; i < 10; i++) {
      expect((await send({ ...valid, subject: `Window ${i}` }, "198.51.100.30")).status).toBe(201);
    }
    vi.setSystemTime(start + 9 * 60 * 1000);
    const refused = await send(valid, "198.51.100.30");
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      message: "Too many messages sent from this address. Try again in 1 minute.",
      retryAfter: 60,
    });
    vi.setSystemTime(start + 10 * 60 * 1000 + 1000);
    expect((await send(valid, "198.51.100.30")).status).toBe(201);
  });
});

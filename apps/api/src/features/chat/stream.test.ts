import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDeps } from "../../deps.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import {
  anotherProcess,
  createTestContext,
  json,
  type OtherProcess,
  type TestContext,
} from "../../test-support/test-app.js";
import { chatPeople, openStream, type Person, sseReader } from "./test-chat.js";

let t: TestContext;
/** A second API instance (its own pool and LISTEN connection) on the same database. */
let other: OtherProcess;
let ann: Person;
let bob: Person;
let eve: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestContext();
  ({ ann, bob, eve, admin } = await chatPeople(t, await signInSuperadmin(t)));
  other = await anotherProcess(t);
});
afterAll(async () => {
  await closeDeps(other.deps);
  await t.close();
});

async function chatId(from: Person, to: Person): Promise<string> {
  const res = await t.request("GET", `/api/chat/get-chat?contactId=${to.id}`, { token: from.token });
  return (await json(res)).chat.id;
}

describe("live delivery over Server-Sent Events", () => {
  it("a message sent on one API instance arrives on the other instance's stream (LISTEN/NOTIFY)", async () => {
    const bobStream = await openStream(other.request, bob.token);
    try {
      await bobStream.next("ready");
      const id = await chatId(ann, bob);
      const text = "Live <i>from</i> instance one";
      const sent = await t.request("POST", "/api/chat/send-message", {
        token: ann.token,
        body: { chatId: id, contactId: bob.id, messageText: text },
      });
      expect(sent.status).toBe(201);
      const event = JSON.parse((await bobStream.next("message")).data);
      expect(event).toMatchObject({ chatId: id, contactId: ann.id, message: { who: ann.id, message: text } });
    } finally {
      await bobStream.cancel();
    }
  });

  it("the sender's own other tabs get the message too, seen from the sender's side", async () => {
    const annStream = await openStream(other.request, ann.token);
    try {
      await annStream.next("ready");
      const id = await chatId(ann, bob);
      await t.request("POST", "/api/chat/send-message", {
        token: ann.token,
        body: { chatId: id, contactId: bob.id, messageText: "copy for my other tab" },
      });
      const event = JSON.parse((await annStream.next("message")).data);
      expect(event).toMatchObject({ contactId: bob.id, message: { message: "copy for my other tab" } });
    } finally {
      await annStream.cancel();
    }
  });

  it("a conversation's message reaches only its two members' streams, not a third person's", async () => {
    // Eve is in another company; the admin may chat with anyone. Neither is in Ann and Bob's conversation.
    const streams = {
      ann: await openStream(t.request, ann.token),
      bob: await openStream(t.request, bob.token),
      eve: await openStream(t.request, eve.token),
      admin: await openStream(t.request, admin.token),
    };
    try {
      for (const stream of Object.values(streams)) await stream.next("ready");
      const messageOn = async (stream: (typeof streams)["ann"]) =>
        JSON.parse((await stream.next("message")).data).message.message;

      const secret = "Ann to Bob only";
      const sent = await t.request("POST", "/api/chat/send-message", {
        token: ann.token,
        body: { chatId: await chatId(ann, bob), contactId: bob.id, messageText: secret },
      });
      expect(sent.status).toBe(201);
      expect(await messageOn(streams.bob)).toBe(secret);
      expect(await messageOn(streams.ann)).toBe(secret);

      // A later message that Eve and the admin do take part in: the first message their streams show must
      // be this one, so Ann's message never reached them (no waiting on a clock for an absence).
      const marker = "Admin to Eve";
      const toEve = await t.request("POST", "/api/chat/send-message", {
        token: admin.token,
        body: { chatId: await chatId(admin, eve), contactId: eve.id, messageText: marker },
      });
      expect(toEve.status).toBe(201);
      expect(await messageOn(streams.eve)).toBe(marker);
      expect(await messageOn(streams.admin)).toBe(marker);
    } finally {
      for (const stream of Object.values(streams)) await stream.cancel();
    }
  });

  it("a status change reaches the contacts' streams, not other companies'", async () => {
    const bobStream = await openStream(t.request, bob.token);
    const eveStream = await openStream(t.request, eve.token);
    try {
      await bobStream.next("ready");
      await eveStream.next("ready");
      await other.request("POST", "/api/chat/user/data", {
        token: ann.token,
        body: { status: "do-not-disturb" },
      });
      expect(JSON.parse((await bobStream.next("presence")).data)).toEqual({
        contactId: ann.id,
        status: "do-not-disturb",
      });
      // Eve (another company) was not told of Ann: her first presence event is the admin's.
      await other.request("POST", "/api/chat/user/data", { token: admin.token, body: { status: "away" } });
      expect(JSON.parse((await eveStream.next("presence")).data)).toEqual({
        contactId: admin.id,
        status: "away",
      });
    } finally {
      await bobStream.cancel();
      await eveStream.cancel();
      await t.request("POST", "/api/chat/user/data", { token: ann.token, body: { status: "online" } });
    }
  });

  it("opening a stream tells the user's contacts that they are present", async () => {
    const bobStream = await openStream(t.request, bob.token);
    try {
      await bobStream.next("ready");
      const annStream = await openStream(other.request, ann.token);
      await annStream.cancel();
      expect(JSON.parse((await bobStream.next("presence")).data)).toEqual({
        contactId: ann.id,
        status: "online",
      });
    } finally {
      await bobStream.cancel();
    }
  });

  it("closing the instance ends its open streams", async () => {
    const { deps, app } = await anotherProcess(t);
    const ticketRes = await app.request("/api/chat/stream-ticket", {
      method: "POST",
      headers: { authorization: `Bearer ${bob.token}` },
    });
    const { ticket } = await json(ticketRes);
    const stream = sseReader(await app.request(`/api/chat/stream?ticket=${encodeURIComponent(ticket)}`));
    await stream.next("ready");
    expect(deps.chat.streamCount).toBe(1);
    await closeDeps(deps);
    await stream.ended();
    expect(deps.chat.streamCount).toBe(0);
  });
});

describe("stream limits", () => {
  it("one user holds at most 10 streams on a process; the 11th answers 429 and nothing more opens", async () => {
    const streams = [];
    try {
      for (let n = 0; n < 10; n++) streams.push(await openStream(t.request, bob.token));
      const ticket = (await json(await t.request("POST", "/api/chat/stream-ticket", { token: bob.token })))
        .ticket;
      const refused = await t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
      expect(refused.status).toBe(429);
      expect(await json(refused)).toEqual({
        message: "Too many open chat panels: close one and try again.",
        retryAfter: 30,
      });
      expect(t.deps.chat.streamsOf(bob.id)).toBe(10);
    } finally {
      for (const stream of streams) await stream.cancel();
    }
  });

  it("holds when 30 streams are opened at once: 10 open, 20 answer 429", async () => {
    const tickets = [];
    for (let n = 0; n < 30; n++)
      tickets.push(
        (await json(await t.request("POST", "/api/chat/stream-ticket", { token: bob.token }))).ticket,
      );
    const answers = await Promise.all(
      tickets.map((ticket) => t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`)),
    );
    try {
      expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(20);
      expect(t.deps.chat.streamsOf(bob.id)).toBe(10);
    } finally {
      for (const res of answers) await res.body?.cancel();
    }
  });
});

describe("stream tickets", () => {
  const ticketOf = async (token: string) =>
    (await json(await t.request("POST", "/api/chat/stream-ticket", { token }))).ticket as string;
  const streamStatus = async (ticket: string) =>
    (await t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`)).status;

  it("expire after 60 seconds", async () => {
    const issued = new Date("2031-06-01T09:00:00Z");
    t.deps.clock = () => issued;
    const ticket = await ticketOf(ann.token);
    try {
      t.deps.clock = () => new Date(issued.getTime() + 60_000);
      expect(await streamStatus(ticket)).toBe(401);
      t.deps.clock = () => new Date(issued.getTime() + 59_000);
      const res = await t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
      expect(res.status).toBe(200);
      await res.body?.cancel();
    } finally {
      t.deps.clock = () => new Date();
    }
  });

  it("open one stream, once: a second use is refused, even after the first stream closed", async () => {
    const ticket = await ticketOf(ann.token);
    const first = await t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(first.status).toBe(200);
    const again = await t.request("GET", `/api/chat/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect(await json(again)).toEqual({ message: "Invalid or expired stream ticket" });
    await first.body?.cancel();
    expect(await streamStatus(ticket)).toBe(401);
  });

  it("are not access tokens, and access tokens are not tickets", async () => {
    const ticket = await ticketOf(ann.token);
    expect((await t.request("GET", "/api/chat/user", { token: ticket })).status).toBe(401);
    expect(await streamStatus(ann.token)).toBe(401);
    expect(await streamStatus("garbage")).toBe(401);
    expect((await t.request("GET", "/api/chat/stream")).status).toBe(400);
  });

  it("are refused to a secret key, and die with the session", async () => {
    const key = await json(await t.request("POST", "/api/user/get-secret-key", { token: ann.token }));
    const byKey = await t.request("POST", "/api/chat/stream-ticket", {
      headers: { "x-secret-key": key.result["x-secret-key"] },
    });
    expect(byKey.status).toBe(403);
    const session = await json(
      await t.request("POST", "/api/auth/login", {
        body: { email: "eve-chat", password: "account-pass-1234" },
      }),
    );
    const ticket = await ticketOf(session.token);
    await t.request("POST", "/api/auth/logout", { token: session.token, body: {} });
    expect(await streamStatus(ticket)).toBe(401);
  });
});

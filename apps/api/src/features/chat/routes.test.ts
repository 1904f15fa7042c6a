import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSuperadmin } from "../../test-support/accounts.js";
import { rowCounts } from "../../test-support/row-counts.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { chatPeople, type Person } from "./test-chat.js";

let t: TestContext;
let ann: Person;
let bob: Person;
let eve: Person;
let admin: Person;

beforeAll(async () => {
  t = await createTestContext();
  ({ ann, bob, eve, admin } = await chatPeople(t, await signInSuperadmin(t)));
});
afterAll(() => t.close());

const getChat = (who: Person, contactId: string, userId?: string) =>
  t.request("GET", `/api/chat/get-chat?contactId=${contactId}${userId ? `&userId=${userId}` : ""}`, {
    token: who.token,
  });
const send = (who: Person, body: unknown) =>
  t.request("POST", "/api/chat/send-message", { token: who.token, body });
const contactsOf = async (who: Person) =>
  json(await t.request("GET", "/api/chat/contacts", { token: who.token }));

describe("chat contacts", () => {
  it("are the users of the caller's company; the admin group sees everyone", async () => {
    const names = (list: { name: string }[]) => list.map((c) => c.name);
    expect(names(await contactsOf(ann))).toEqual(["User bob-chat"]);
    expect(names(await contactsOf(eve))).toEqual([]);
    const adminSees = names(await contactsOf(admin));
    expect(adminSees).toEqual(expect.arrayContaining(["User ann-chat", "User bob-chat", "User eve-chat"]));
  });

  it("search by name", async () => {
    const res = await t.request("GET", "/api/chat/contacts?search=ANN", { token: admin.token });
    expect((await json(res)).map((c: { name: string }) => c.name)).toEqual(["User ann-chat"]);
  });
});

describe("a conversation", () => {
  it("is sent as typed, counted unread for the contact until opened, and read back oldest first", async () => {
    const opened = await getChat(ann, bob.id, ann.id);
    expect(opened.status).toBe(200);
    const { chat } = await json(opened);
    expect(chat.dialog).toEqual([]);

    const text = "<b>Is the 300x250 ready?</b> & <script>alert(1)</script>";
    const sent = await send(ann, { chatId: chat.id, contactId: bob.id, messageText: text });
    expect(sent.status).toBe(201);
    const body = await json(sent);
    expect(body.message).toMatchObject({ who: ann.id, message: text });
    expect(body.userChatList).toEqual([
      { chatId: chat.id, contactId: bob.id, lastMessageTime: body.message.time, unread: 0 },
    ]);

    expect((await contactsOf(bob)).find((c: { id: string }) => c.id === ann.id).unread).toBe(1);
    const bobOpens = await json(await getChat(bob, ann.id));
    expect(bobOpens.chat.id).toBe(chat.id);
    expect(bobOpens.chat.dialog.map((m: { message: string }) => m.message)).toEqual([text]);
    expect((await contactsOf(bob)).find((c: { id: string }) => c.id === ann.id).unread).toBe(0);

    await send(bob, { chatId: chat.id, contactId: ann.id, messageText: "Yes" });
    const again = await json(await getChat(ann, bob.id));
    expect(again.chat.dialog.map((m: { who: string }) => m.who)).toEqual([ann.id, bob.id]);
  });

  it("refuses an empty or blank message with 400 and stores nothing", async () => {
    const { chat } = await json(await getChat(ann, bob.id));
    const before = await rowCounts(t);
    for (const messageText of ["", "   ", null]) {
      const res = await send(ann, { chatId: chat.id, contactId: bob.id, messageText });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe("Type a message before sending.");
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it("is closed to a user of another company: reading and posting answer 404", async () => {
    const { chat } = await json(await getChat(ann, bob.id));
    const before = await rowCounts(t);
    expect((await getChat(eve, ann.id)).status).toBe(404);
    expect((await send(eve, { chatId: chat.id, contactId: ann.id, messageText: "hi" })).status).toBe(404);
    expect((await send(eve, { chatId: chat.id, contactId: bob.id, messageText: "hi" })).status).toBe(404);
    // Not someone else's chat list either.
    expect((await getChat(eve, bob.id, ann.id)).status).toBe(403);
    expect(await rowCounts(t)).toEqual(before);
  });

  it("a message into a chat with another contact than its member is refused", async () => {
    const { chat } = await json(await getChat(admin, eve.id));
    const res = await send(admin, { chatId: chat.id, contactId: ann.id, messageText: "wrong" });
    expect(res.status).toBe(404);
  });

  it("an admin who wrote first can be answered by a user outside the admin's companies", async () => {
    expect((await getChat(eve, admin.id)).status).toBe(404);
    const { chat } = await json(await getChat(admin, eve.id));
    await send(admin, { chatId: chat.id, contactId: eve.id, messageText: "Welcome aboard" });
    expect((await contactsOf(eve)).map((c: { id: string }) => c.id)).toEqual([admin.id]);
    const reply = await send(eve, { chatId: chat.id, contactId: admin.id, messageText: "Thanks" });
    expect(reply.status).toBe(201);
  });

  it("unknown and malformed ids answer 404, a missing contactId 400", async () => {
    expect((await getChat(ann, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await getChat(ann, "not-an-id")).status).toBe(404);
    expect((await getChat(ann, ann.id)).status).toBe(404);
    expect((await t.request("GET", "/api/chat/get-chat", { token: ann.token })).status).toBe(400);
    const res = await send(ann, { chatId: "nope", contactId: bob.id, messageText: "x" });
    expect(res.status).toBe(404);
  });
});

describe("chat status", () => {
  it("is chosen by the user and shown to contacts; a bad status is 400", async () => {
    const res = await t.request("POST", "/api/chat/user/data", {
      token: ann.token,
      body: { status: "do-not-disturb" },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).status).toBe("do-not-disturb");
    expect((await contactsOf(bob)).find((c: { id: string }) => c.id === ann.id).status).toBe(
      "do-not-disturb",
    );
    const bad = await t.request("POST", "/api/chat/user/data", {
      token: ann.token,
      body: { status: "busy" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Status must be one of: online, do-not-disturb, away, offline.");
    await t.request("POST", "/api/chat/user/data", { token: ann.token, body: { status: "online" } });
  });

  it("follows activity: online after a request, offline from 75 s without one and no open panel", async () => {
    const start = new Date("2031-05-01T10:00:00Z");
    t.deps.clock = () => start;
    try {
      await t.request("POST", "/api/chat/user/data", { token: ann.token, body: { status: "online" } });
      const statusAt = async (ms: number) => {
        t.deps.clock = () => new Date(start.getTime() + ms);
        return (await contactsOf(bob)).find((c: { id: string }) => c.id === ann.id).status;
      };
      expect(await statusAt(74_999)).toBe("online");
      expect(await statusAt(75_000)).toBe("offline");
    } finally {
      t.deps.clock = () => new Date();
    }
  });
});

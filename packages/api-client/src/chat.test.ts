import { describe, expect, it } from "vitest";
import { chatStreamPath } from "./chat";
import { createApiClient } from "./client";
import { useTestServer } from "./test-server";

const { server } = useTestServer();
const lastRequest = () => server.requests.at(-1);
const lastJson = () => JSON.parse(lastRequest()?.body ?? "null");

describe("chat and quick panel calls", () => {
  it("use the spec's paths, queries and bodies", async () => {
    const api = createApiClient({ baseURL: server.origin, getToken: () => "tok" });
    const chatUser = { id: "me", name: "Me", avatar: "", status: "online", chatList: [] };
    server.reply("GET /api/chat/contacts", { json: [] });
    server.reply("GET /api/chat/user", { json: chatUser });
    server.reply("POST /api/chat/user/data", { json: { ...chatUser, status: "away" } });
    server.reply("GET /api/chat/get-chat", { json: { chat: { id: "c1", dialog: [] }, userChatList: [] } });
    const message = { id: "m1", who: "me", message: "hi", time: "2026-11-25T16:05:09.000Z" };
    server.reply("POST /api/chat/send-message", { status: 201, json: { message, userChatList: [] } });
    server.reply("POST /api/chat/stream-ticket", { status: 201, json: { ticket: "t.k", expiresIn: 60 } });
    server.reply("GET /api/quick-panel/data", { json: { events: [], notes: [] } });

    await api.chat.contacts("ann");
    expect(lastRequest()).toMatchObject({ method: "GET", url: "/api/chat/contacts?search=ann" });
    expect(lastRequest()?.headers.authorization).toBe("Bearer tok");
    await expect(api.chat.user()).resolves.toEqual(chatUser);
    await api.chat.setStatus("away");
    expect(lastJson()).toEqual({ status: "away" });
    await api.chat.getChat("ann", "me");
    expect(lastRequest()?.url).toBe("/api/chat/get-chat?contactId=ann&userId=me");
    await expect(api.chat.send("c1", "ann", "hi")).resolves.toEqual({ message, userChatList: [] });
    expect(lastJson()).toEqual({ chatId: "c1", contactId: "ann", messageText: "hi" });
    await expect(api.chat.streamTicket()).resolves.toEqual({ ticket: "t.k", expiresIn: 60 });
    await expect(api.quickPanel.data()).resolves.toEqual({ events: [], notes: [] });
  });

  it("puts a ticket in the stream's address encoded", () => {
    expect(chatStreamPath("a+b/c=")).toBe("/api/chat/stream?ticket=a%2Bb%2Fc%3D");
  });
});

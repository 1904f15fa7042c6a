import { CHAT_STATUSES, ChatSendSchema, ChatUserDataSchema } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

const Iso = v.pipe(v.string(), v.isoTimestamp());
const StatusSchema = v.picklist(CHAT_STATUSES);

/** A chat contact (spec shell §3): a user the caller may chat with, the status others see, unread count. */
export const ChatContactSchema = named(
  "ChatContact",
  v.strictObject({
    id: v.string(),
    name: v.string(),
    /** A photo address, or '' for the default avatar. */
    avatar: v.string(),
    status: StatusSchema,
    /** Messages from this contact the caller has not opened yet. */
    unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
export type ChatContact = v.InferOutput<typeof ChatContactSchema>;

/** One entry of the caller's chat list: a chat with a contact and its latest activity. */
export const ChatListEntrySchema = named(
  "ChatListEntry",
  v.strictObject({
    chatId: v.string(),
    contactId: v.string(),
    /** The latest message's time (ISO 8601), or null before the first message. */
    lastMessageTime: v.nullable(Iso),
    unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
export type ChatListEntry = v.InferOutput<typeof ChatListEntrySchema>;

const ChatListSchema = named("ChatList", v.array(ChatListEntrySchema));

/** The caller as a chat user (spec shell §3 'Chat user: id, chatList'), with their chosen status. */
export const ChatUserSchema = named(
  "ChatUser",
  v.strictObject({
    id: v.string(),
    name: v.string(),
    avatar: v.string(),
    /** What the user chose; others may see it derived from activity (away, offline). */
    status: StatusSchema,
    chatList: ChatListSchema,
  }),
);
export type ChatUser = v.InferOutput<typeof ChatUserSchema>;

/** A message (spec shell §3 'dialog: messages with who, message, time'): plain text, never HTML. */
export const ChatMessageSchema = named(
  "ChatMessage",
  v.strictObject({
    id: v.string(),
    /** The sender's user id. */
    who: v.string(),
    message: v.string(),
    time: Iso,
  }),
);
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatSchema = named(
  "Chat",
  v.strictObject({ id: v.string(), dialog: v.array(ChatMessageSchema) }),
);
export type Chat = v.InferOutput<typeof ChatSchema>;

export const GetChatResponseSchema = named(
  "GetChatResponse",
  v.strictObject({ chat: ChatSchema, userChatList: ChatListSchema }),
);
export const SendMessageResponseSchema = named(
  "SendMessageResponse",
  v.strictObject({ message: ChatMessageSchema, userChatList: ChatListSchema }),
);

/** A short-lived ticket that opens the caller's event stream (EventSource cannot send a bearer token). */
export const ChatStreamTicketSchema = named(
  "ChatStreamTicket",
  v.strictObject({ ticket: v.string(), expiresIn: v.pipe(v.number(), v.integer()) }),
);

/** The data of a `message` event on the stream: a message sent to the stream's user. */
export const ChatMessageEventSchema = named(
  "ChatMessageEvent",
  v.strictObject({ chatId: v.string(), contactId: v.string(), message: ChatMessageSchema }),
);
export type ChatMessageEvent = v.InferOutput<typeof ChatMessageEventSchema>;

/**
 * The data of a `presence` event: the status a contact shows changed (they chose another, opened the chat,
 * or went idle or away from it long enough to show as away or offline).
 */
export const ChatPresenceEventSchema = named(
  "ChatPresenceEvent",
  v.strictObject({ contactId: v.string(), status: StatusSchema }),
);
export type ChatPresenceEvent = v.InferOutput<typeof ChatPresenceEventSchema>;

export const ChatQuerySchema = v.object({
  contactId: v.pipe(v.optional(v.string(), ""), v.nonEmpty("contactId is required.")),
  userId: v.optional(v.string()),
});

export const ChatStreamQuerySchema = v.object({
  ticket: v.pipe(v.optional(v.string(), ""), v.nonEmpty("ticket is required."), v.maxLength(2048)),
});

const EXAMPLE_ID = "5f0c2b1e-8a3d-4c6e-9b7f-2d1e0a9c8b7a";
const EXAMPLE_CONTACT_ID = "0e9a1c2b-3d4f-4a5b-8c6d-7e8f9a0b1c2d";
const EXAMPLE_MESSAGE = {
  id: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
  who: EXAMPLE_ID,
  message: "Is the 300x250 ready for review?",
  time: "2026-11-25T16:05:09.000Z",
};
const EXAMPLE_LIST = [
  {
    chatId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
    contactId: EXAMPLE_CONTACT_ID,
    lastMessageTime: EXAMPLE_MESSAGE.time,
    unread: 0,
  },
];

/**
 * Team chat (spec shell §7 'Real calls used by the shell'). Contacts are the users who share a company
 * with the caller; the admin group reaches everyone, and anyone may answer an admin who wrote to them.
 * A chat with someone outside that answers 404, as an unknown id. Messages reach the other member live
 * over the event stream, from whichever API process took them (PostgreSQL LISTEN/NOTIFY).
 */
export const chatEndpoints = {
  contacts: endpoint({
    operationId: "listChatContacts",
    method: "get",
    path: "/api/chat/contacts",
    tag: "chat",
    summary: "The caller's contacts with their statuses and unread counts → [contact]",
    auth: "required",
    query: v.object({ search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255))) }),
    responses: {
      200: {
        description: "Contacts by name.",
        schema: named("ChatContacts", v.array(ChatContactSchema)),
        example: [{ id: EXAMPLE_CONTACT_ID, name: "Ann Lee", avatar: "", status: "online", unread: 2 }],
      },
    },
  }),
  user: endpoint({
    operationId: "getChatUser",
    method: "get",
    path: "/api/chat/user",
    tag: "chat",
    summary: "The caller as a chat user: chosen status and chat list → chat user",
    auth: "required",
    responses: {
      200: {
        description: "The chat user.",
        schema: ChatUserSchema,
        example: { id: EXAMPLE_ID, name: "Sam Rivera", avatar: "", status: "online", chatList: EXAMPLE_LIST },
      },
    },
  }),
  userData: endpoint({
    operationId: "updateChatUser",
    method: "post",
    path: "/api/chat/user/data",
    tag: "chat",
    summary: "Choose the caller's status (online, do-not-disturb, away, offline) → chat user",
    auth: "required",
    body: { schema: named("ChatUserData", ChatUserDataSchema), example: { status: "do-not-disturb" } },
    responses: {
      200: { description: "The chat user with the new status.", schema: ChatUserSchema },
      ...failures(400),
    },
  }),
  getChat: endpoint({
    operationId: "getChat",
    method: "get",
    path: "/api/chat/get-chat",
    tag: "chat",
    summary: "The conversation with a contact, marked read → {chat, userChatList}",
    description:
      "`userId`, when given, must be the caller's own id (403 otherwise). The chat is made on first open; its messages are answered oldest first.",
    auth: "required",
    query: ChatQuerySchema,
    responses: {
      200: {
        description: "The chat and the caller's chat list.",
        schema: GetChatResponseSchema,
        example: {
          chat: { id: EXAMPLE_LIST[0]?.chatId, dialog: [EXAMPLE_MESSAGE] },
          userChatList: EXAMPLE_LIST,
        },
      },
      ...failures(400, 403, 404),
    },
  }),
  sendMessage: endpoint({
    operationId: "sendChatMessage",
    method: "post",
    path: "/api/chat/send-message",
    tag: "chat",
    summary: "Send a text message → {message, userChatList}",
    description:
      "An empty or blank message is refused (400). The text is stored and shown as typed, never as HTML.",
    auth: "required",
    body: {
      schema: named("ChatSend", ChatSendSchema),
      example: {
        chatId: EXAMPLE_LIST[0]?.chatId,
        contactId: EXAMPLE_CONTACT_ID,
        messageText: EXAMPLE_MESSAGE.message,
      },
    },
    responses: {
      201: {
        description: "The stored message and the caller's chat list.",
        schema: SendMessageResponseSchema,
        example: { message: EXAMPLE_MESSAGE, userChatList: EXAMPLE_LIST },
      },
      ...failures(400, 404),
    },
  }),
  streamTicket: endpoint({
    operationId: "createChatStreamTicket",
    method: "post",
    path: "/api/chat/stream-ticket",
    tag: "chat",
    summary: "A 60-second ticket for the event stream → {ticket, expiresIn}",
    description:
      "EventSource cannot send an Authorization header, so the studio trades its token for a ticket that only opens the caller's own stream and expires in a minute; the token never appears in a URL.",
    auth: "required",
    responses: {
      201: { description: "The ticket.", schema: ChatStreamTicketSchema },
      ...failures(403),
    },
  }),
  stream: endpoint({
    operationId: "chatEventStream",
    method: "get",
    path: "/api/chat/stream",
    tag: "chat",
    summary:
      "Server-Sent Events: `message` (a message to the caller) and `presence` (a contact's status changed)",
    description:
      "Opened with a ticket from `POST /api/chat/stream-ticket`. A comment line is sent every 25 s as a heartbeat; the stream ends when the session does, or when the server shuts down. One user holds at most 10 streams on one API process (429 beyond).",
    auth: "public",
    query: ChatStreamQuerySchema,
    responses: {
      200: { description: "The event stream.", contentTypes: ["text/event-stream"] },
      ...failures(400, 401, 429),
    },
  }),
};

import type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatMessage,
  ChatUser,
  SendMessageResponseSchema,
} from "@adstudio/contract";
import { type ChatSendInput, type ChatStatus, isAdmin, shownChatStatus } from "@adstudio/core";
import type * as v from "valibot";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { forbidden, notFound } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import { announcePresence } from "./presence.js";
import * as repo from "./repo.js";

/** One answer for a contact who does not exist and one the caller may not reach: nothing is revealed. */
export const CONTACT_NOT_FOUND = "Contact not found";
export const CHAT_NOT_FOUND = "Chat not found";

const asStatus = (value: string | null): ChatStatus => (value as ChatStatus | null) ?? "online";

function contactOf(deps: AppDeps, person: repo.ChatPerson, unread: number): ChatContact {
  const status = shownChatStatus(
    { chosen: asStatus(person.chosen), lastActiveAt: person.lastActiveAt, lastSeenAt: person.lastSeenAt },
    deps.clock(),
  );
  return { id: person.id, name: person.name, avatar: person.avatar, status, unread };
}

const messageOf = (row: repo.StoredMessage): ChatMessage => ({
  id: row.id,
  who: row.senderId,
  message: row.text,
  time: row.createdAt.toISOString(),
});

async function chatList(deps: AppDeps, userId: string): Promise<ChatListEntry[]> {
  const rows = await repo.findChatList(deps.database.db, userId);
  return rows.map((row) => ({
    chatId: row.chatId,
    contactId: row.contactId,
    lastMessageTime: row.lastMessageAt?.toISOString() ?? null,
    unread: row.unread,
  }));
}

function self(auth: AuthContext) {
  return { id: auth.user.id, companyIds: auth.user.companyIds, admin: isAdmin(auth) };
}

/**
 * The contact the caller names, if the caller may chat with them (see `repo.findContacts`); anyone else,
 * existing or not, is the same 404.
 */
async function reachableContact(deps: AppDeps, auth: AuthContext, contactId: string) {
  if (!isUuid(contactId) || contactId.toLowerCase() === auth.user.id) throw notFound(CONTACT_NOT_FOUND);
  const { db } = deps.database;
  const contact = await repo.findPerson(db, contactId.toLowerCase());
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  const me = self(auth);
  const shared = contact.companyIds.some((id) => me.companyIds.includes(id));
  if (me.admin || shared) return contact;
  // An admin who wrote first may be answered.
  if (contact.admin && (await repo.hasWrittenTo(db, contact.id, me.id))) {
    return contact;
  }
  throw notFound(CONTACT_NOT_FOUND);
}

/** `GET /api/chat/contacts`: who the caller may chat with, the status others see, unread counts. */
export async function listContacts(
  deps: AppDeps,
  auth: AuthContext,
  search: string | undefined,
): Promise<ChatContact[]> {
  const { db } = deps.database;
  await repo.touchActive(db, auth.user.id, deps.clock());
  const [people, list] = await Promise.all([
    repo.findContacts(db, self(auth), search || undefined),
    repo.findChatList(db, auth.user.id),
  ]);
  const unread = new Map(list.map((entry) => [entry.contactId, entry.unread]));
  return people.map((person) => contactOf(deps, person, unread.get(person.id) ?? 0));
}

/** `GET /api/chat/user`: the caller's chosen status and chat list. */
export async function chatUser(deps: AppDeps, auth: AuthContext): Promise<ChatUser> {
  const { db } = deps.database;
  const person = await repo.findPerson(db, auth.user.id);
  return {
    id: auth.user.id,
    name: auth.user.displayName,
    avatar: auth.user.photoUrl,
    status: asStatus(person?.chosen ?? null),
    chatList: await chatList(deps, auth.user.id),
  };
}

/** `POST /api/chat/user/data`: the caller chooses a status; their contacts' panels hear of it at once. */
export async function updateChatUser(
  deps: AppDeps,
  auth: AuthContext,
  status: ChatStatus,
): Promise<ChatUser> {
  const { db } = deps.database;
  const now = deps.clock();
  await repo.setChosenStatus(db, auth.user.id, status, now);
  const person = await repo.findPerson(db, auth.user.id);
  if (person) {
    const shown = shownChatStatus({ chosen: status, lastActiveAt: now, lastSeenAt: person.lastSeenAt }, now);
    await announcePresence(deps, self(auth), shown);
  }
  return chatUser(deps, auth);
}

/**
 * `GET /api/chat/get-chat`: the conversation with a contact (made on first open), marked read.
 * `userId` is the spec's second parameter; naming anyone but the caller is refused.
 */
export async function getChat(
  deps: AppDeps,
  auth: AuthContext,
  query: { contactId: string; userId?: string | undefined },
): Promise<{ chat: Chat; userChatList: ChatListEntry[] }> {
  if (query.userId && query.userId.toLowerCase() !== auth.user.id) {
    throw forbidden("You can only read your own chats.");
  }
  const contact = await reachableContact(deps, auth, query.contactId);
  const { db } = deps.database;
  const now = deps.clock();
  const chatId = await repo.chatOf(db, auth.user.id, contact.id);
  const dialog = await repo.findDialog(db, chatId);
  const newest = dialog.at(-1)?.createdAt;
  await repo.markRead(db, chatId, auth.user.id, newest && newest > now ? newest : now);
  await repo.touchActive(db, auth.user.id, now);
  return {
    chat: { id: chatId, dialog: dialog.map(messageOf) },
    userChatList: await chatList(deps, auth.user.id),
  };
}

async function chatWithCaller(deps: AppDeps, auth: AuthContext, chatId: string) {
  const members = isUuid(chatId)
    ? await repo.findChatMembers(deps.database.db, chatId.toLowerCase())
    : undefined;
  if (!members || (members.low !== auth.user.id && members.high !== auth.user.id)) {
    throw notFound(CHAT_NOT_FOUND);
  }
  return members.low === auth.user.id ? members.high : members.low;
}

/**
 * `POST /api/chat/send-message`: stores the text as typed and tells the contact's open panels (on any
 * API process). The chat must be the caller's with that contact, and the contact still reachable.
 */
export async function sendMessage(
  deps: AppDeps,
  auth: AuthContext,
  input: ChatSendInput,
): Promise<v.InferOutput<typeof SendMessageResponseSchema>> {
  const otherMember = await chatWithCaller(deps, auth, input.chatId);
  const contact = await reachableContact(deps, auth, input.contactId);
  if (contact.id !== otherMember) throw notFound(CHAT_NOT_FOUND);
  const { db, pool } = deps.database;
  const now = deps.clock();
  const stored = await repo.insertMessage(db, {
    chatId: input.chatId.toLowerCase(),
    senderId: auth.user.id,
    text: input.messageText,
    at: now,
  });
  await repo.touchActive(db, auth.user.id, now);
  await deps.chat.publish((text, values) => pool.query(text, values), {
    kind: "message",
    from: auth.user.id,
    to: contact.id,
    messageId: stored.id,
  });
  return { message: messageOf(stored), userChatList: await chatList(deps, auth.user.id) };
}

/** What the stream sends for a stored message, from the point of view of `viewerId`. */
export async function messageEventFor(deps: AppDeps, viewerId: string, messageId: string) {
  const { db } = deps.database;
  const message = await repo.findMessage(db, messageId);
  if (!message) return undefined;
  const members = await repo.findChatMembers(db, message.chatId);
  if (!members) return undefined;
  const contactId = members.low === viewerId ? members.high : members.low;
  return { chatId: message.chatId, contactId, message: messageOf(message) };
}

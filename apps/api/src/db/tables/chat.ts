import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * Team chat (spec shell §2 'Chat side panel'): one chat per pair of users, its two members stored in
 * id order (`user_low < user_high`) so the pair has exactly one row whoever opens it first.
 */
export const chats = pgTable(
  "chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userLow: uuid("user_low")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHigh: uuid("user_high")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chats_pair_idx").on(t.userLow, t.userHigh),
    index("chats_user_high_idx").on(t.userHigh),
    check("chats_pair_order", sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/** Messages are plain text (never HTML), at most CHAT_MESSAGE_MAX_LENGTH characters (core). */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_chat_time_idx").on(t.chatId, t.createdAt)],
);

/** Up to when each member has read a chat: later messages from the other member are unread. */
export const chatReads = pgTable(
  "chat_reads",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

/**
 * A user's chosen chat status and activity, from which the shown status is derived (core's
 * `shownChatStatus`): `last_active_at` moves on the user's own chat requests, `last_seen_at` while an
 * event stream of theirs is open (heartbeats), on whichever API process holds it.
 */
export const chatPresence = pgTable("chat_presence", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  status: text("status").notNull().default("online"),
  lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  /**
   * The shown status last pushed to contacts' streams. Kept here, not in a process's memory, so that when
   * the clock alone changes the shown status (idle: away; no heartbeat: offline) exactly one of several
   * API processes claims the change (a conditional update) and announces it.
   */
  announcedStatus: text("announced_status"),
});

/**
 * Stream tickets already used, until they expire: a ticket opens one stream, once, on whichever API
 * process it reaches (a copied ticket must not open a second stream within its minute).
 */
export const chatStreamTicketsUsed = pgTable("chat_stream_tickets_used", {
  ticketId: uuid("ticket_id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

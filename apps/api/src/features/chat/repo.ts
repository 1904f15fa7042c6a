import { ROLE_GROUPS } from "@adstudio/core";
import { type AnyColumn, and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  chatMessages,
  chatPresence,
  chatReads,
  chatStreamTicketsUsed,
  chats,
  roles,
  sessions,
  users,
} from "../../db/schema.js";

const ADMIN_ROLES = [...ROLE_GROUPS.admin] as string[];

/** A user as the chat needs them: who they are, where they belong, and their presence. */
export interface ChatPerson {
  id: string;
  name: string;
  avatar: string;
  companyIds: string[];
  admin: boolean;
  chosen: string | null;
  lastActiveAt: Date | null;
  lastSeenAt: Date | null;
}

const personColumns = {
  id: users.id,
  name: users.displayName,
  avatar: users.photoUrl,
  companyIds: users.companyIds,
  admin: sql<boolean>`${inArray(roles.roleName, ADMIN_ROLES)}`,
  chosen: chatPresence.status,
  lastActiveAt: chatPresence.lastActiveAt,
  lastSeenAt: chatPresence.lastSeenAt,
};

function selectPeople(db: Db) {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(chatPresence, eq(chatPresence.userId, users.id));
}

export async function findPerson(db: Db, userId: string): Promise<ChatPerson | undefined> {
  const [person] = await selectPeople(db)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return person;
}

/**
 * Active users other than `self` that `self` may chat with: everyone for the admin group; otherwise those
 * sharing a company, and admins who already opened a chat with `self` (so an admin's message can be
 * answered). Optionally filtered by a name search.
 */
export async function findContacts(
  db: Db,
  self: { id: string; companyIds: string[]; admin: boolean },
  search: string | undefined,
): Promise<ChatPerson[]> {
  const reachable = self.admin
    ? sql`true`
    : or(
        sql`${users.companyIds} && ${sql.param(self.companyIds)}::text[]`,
        and(inArray(roles.roleName, ADMIN_ROLES), sql`${hasWritten(users.id, self.id)}`),
      );
  const byName = search ? sql`${users.displayName} ilike ${`%${escapeLike(search)}%`}` : sql`true`;
  return selectPeople(db)
    .where(and(ne(users.id, self.id), eq(users.active, true), reachable, byName))
    .orderBy(asc(sql`lower(${users.displayName})`), asc(users.id))
    .limit(500);
}

/** Whether `from` has sent `to` a message (an admin who wrote first may be answered). */
function hasWritten(from: unknown, to: string) {
  return sql`exists (select 1 from ${chatMessages} m join ${chats} c on c.id = m.chat_id
    where m.sender_id = ${from} and (c.user_low = ${to} or c.user_high = ${to}))`;
}

export async function hasWrittenTo(db: Db, from: string, to: string): Promise<boolean> {
  const [row] = await db.select({ yes: sql<boolean>`${hasWritten(from, to)}` }).from(sql`(select 1) one`);
  return row?.yes ?? false;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const pair = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

/** The chat of two users, made on first use (one row per pair, whoever comes first). */
export async function chatOf(db: Db, a: string, b: string): Promise<string> {
  const { low, high } = pair(a, b);
  await db.insert(chats).values({ userLow: low, userHigh: high }).onConflictDoNothing();
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.userLow, low), eq(chats.userHigh, high)));
  if (!row) throw new Error("chat missing after insert");
  return row.id;
}

export async function findChatMembers(db: Db, chatId: string) {
  const [row] = await db
    .select({ low: chats.userLow, high: chats.userHigh })
    .from(chats)
    .where(eq(chats.id, chatId));
  return row;
}

export interface StoredMessage {
  id: string;
  chatId: string;
  senderId: string;
  text: string;
  createdAt: Date;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  senderId: chatMessages.senderId,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** The last `limit` messages of a chat, oldest first. */
export async function findDialog(db: Db, chatId: string, limit = 200): Promise<StoredMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(sql`${chatMessages.createdAt} desc, ${chatMessages.id} desc`)
    .limit(limit);
  return rows.reverse();
}

export async function findMessage(db: Db, messageId: string): Promise<StoredMessage | undefined> {
  const [row] = await db.select(messageColumns).from(chatMessages).where(eq(chatMessages.id, messageId));
  return row;
}

/** Stores a message and moves the chat's last activity, in one transaction. */
export async function insertMessage(
  db: Db,
  message: { chatId: string; senderId: string; text: string; at: Date },
): Promise<StoredMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        chatId: message.chatId,
        senderId: message.senderId,
        text: message.text,
        createdAt: message.at,
      })
      .returning(messageColumns);
    await tx.update(chats).set({ lastMessageAt: message.at }).where(eq(chats.id, message.chatId));
    // The sender has read their own chat up to their message.
    await markRead(tx as unknown as Db, message.chatId, message.senderId, message.at);
    if (!row) throw new Error("message missing after insert");
    return row;
  });
}

export async function markRead(db: Db, chatId: string, userId: string, at: Date): Promise<void> {
  await db
    .insert(chatReads)
    .values({ chatId, userId, readAt: at })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { readAt: sql`greatest(${chatReads.readAt}, excluded.read_at)` },
    });
}

export interface ChatListRow {
  chatId: string;
  contactId: string;
  lastMessageAt: Date | null;
  unread: number;
}

/** The user's chats, latest first, with the messages from the other member they have not read. */
export async function findChatList(db: Db, userId: string): Promise<ChatListRow[]> {
  const contact = sql<string>`case when ${chats.userLow} = ${userId} then ${chats.userHigh} else ${chats.userLow} end`;
  // Written out qualified: drizzle leaves a one-table select's columns bare, and inside the subquery a bare
  // "id" would be the message's.
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = "chats"."id"
    and m.sender_id <> ${userId}
    and m.created_at > coalesce((select r.read_at from ${chatReads} r where r.chat_id = "chats"."id" and r.user_id = ${userId}), '-infinity'))`;
  return db
    .select({ chatId: chats.id, contactId: contact, lastMessageAt: chats.lastMessageAt, unread })
    .from(chats)
    .where(or(eq(chats.userLow, userId), eq(chats.userHigh, userId)))
    .orderBy(sql`${chats.lastMessageAt} desc nulls last`, asc(chats.createdAt));
}

export async function setChosenStatus(db: Db, userId: string, status: string, at: Date): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, status, lastActiveAt: at })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { status, lastActiveAt: at } });
}

/** A chat request of the user: they are active now. */
export async function touchActive(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insert(chatPresence)
    .values({ userId, lastActiveAt: at })
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastActiveAt: at } });
}

/** A heartbeat of the users' open streams: they are present now. */
/**
 * Claims a stream ticket for its one use: true the first time, false ever after (until it has expired,
 * when its signature refuses it anyway). Expired claims are swept in the same statement.
 */
export async function claimStreamTicket(db: Db, ticketId: string, expiresAt: Date, now: Date) {
  const rows = await db.execute<{ ticket_id: string }>(sql`
    with swept as (delete from ${chatStreamTicketsUsed} where ${chatStreamTicketsUsed.expiresAt} < ${now})
    insert into ${chatStreamTicketsUsed} (ticket_id, expires_at) values (${ticketId}, ${expiresAt})
    on conflict do nothing returning ticket_id`);
  return rows.rows.length === 1;
}

export async function touchSeen(db: Db, userIds: string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(chatPresence)
    .values(userIds.map((userId) => ({ userId, lastSeenAt: at })))
    .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeenAt: at } });
}

/** A person's presence row with the shown status last pushed for them (null: none yet). */
export interface PresenceRow extends ChatPerson {
  chosen: string;
  announced: string | null;
}

/**
 * Presence rows whose shown status may differ from the one last pushed: everyone not announced offline,
 * and those announced offline who were active or seen after `recentSince` (only they can be back). The
 * rest (the idle majority) stay offline with time, so they are not read at all.
 */
export async function findUnsettledPresence(db: Db, recentSince: Date): Promise<PresenceRow[]> {
  return db
    .select({ ...personColumns, chosen: chatPresence.status, announced: chatPresence.announcedStatus })
    .from(chatPresence)
    .innerJoin(users, eq(users.id, chatPresence.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.active, true),
        or(
          isNull(chatPresence.announcedStatus),
          ne(chatPresence.announcedStatus, "offline"),
          gt(sql`greatest(${chatPresence.lastSeenAt}, ${chatPresence.lastActiveAt})`, recentSince),
        ),
      ),
    );
}

const same = (column: AnyColumn, value: string | Date | null) =>
  value === null ? isNull(column) : eq(column, value);

/**
 * Records `status` as pushed for a row read by {@link findUnsettledPresence}, only if the row is still as
 * read (chosen status, activity, last push). Several API processes may read the same row at once: the
 * first update wins, the others find it changed and push nothing; a row changed since the read is left
 * to the next round. Answers whether this caller won.
 */
export async function claimAnnouncement(db: Db, read: PresenceRow, status: string): Promise<boolean> {
  const rows = await db
    .update(chatPresence)
    .set({ announcedStatus: status })
    .where(
      and(
        eq(chatPresence.userId, read.id),
        eq(chatPresence.status, read.chosen),
        same(chatPresence.announcedStatus, read.announced),
        same(chatPresence.lastActiveAt, read.lastActiveAt),
        same(chatPresence.lastSeenAt, read.lastSeenAt),
      ),
    )
    .returning({ id: chatPresence.userId });
  return rows.length > 0;
}

/** Records the shown status just pushed for a user (a chosen status, an opened stream). */
export async function setAnnounced(db: Db, userId: string, status: string): Promise<void> {
  await db.update(chatPresence).set({ announcedStatus: status }).where(eq(chatPresence.userId, userId));
}

/** Which of these sessions are still live (not revoked, not expired). */
export async function liveSessionIds(db: Db, sessionIds: string[], at: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
  return new Set(rows.map((row) => row.id));
}

/** The active users among `ids`, with the address their notices are e-mailed to. */
export async function findActiveRecipients(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, true)));
}

import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { noteLabelLists, notes, type StoredChecklistItem, type StoredNoteLabel } from "../../db/schema.js";

export type NoteRow = typeof notes.$inferSelect;

/** What a note's owner writes; the id, order and time are the database's. */
export interface NoteValues {
  title: string;
  description: string;
  archive: boolean;
  image: string;
  reminder: Date | null;
  checklist: StoredChecklistItem[];
  labels: string[];
}

// Every query below names the owner: a note is only ever reached through its user's id.

/** The owner's notes, newest first; `onlyActive` leaves archived ones out, `limit` keeps the first few. */
export async function listNotes(
  db: Db,
  userId: string,
  options: { onlyActive?: boolean; limit?: number } = {},
): Promise<NoteRow[]> {
  const owned = eq(notes.userId, userId);
  const query = db
    .select()
    .from(notes)
    .where(options.onlyActive ? and(owned, eq(notes.archive, false)) : owned)
    .orderBy(desc(notes.seq));
  return options.limit === undefined ? query : query.limit(options.limit);
}

export async function countNotes(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notes).where(eq(notes.userId, userId));
  return row?.n ?? 0;
}

export async function insertNote(db: Db, userId: string, values: NoteValues): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Replaces the owner's note; undefined when the owner has no note with that id. */
export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  values: NoteValues,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(notes)
    .set(values)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning();
  return row;
}

/** Deletes the owner's note; false when the owner has no note with that id. */
export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** The owner's stored label list, or undefined when they never changed the defaults. */
export async function findLabelList(db: Db, userId: string): Promise<StoredNoteLabel[] | undefined> {
  const [row] = await db
    .select({ labels: noteLabelLists.labels })
    .from(noteLabelLists)
    .where(eq(noteLabelLists.userId, userId));
  return row?.labels;
}

export async function saveLabelList(db: Db, userId: string, labels: StoredNoteLabel[]): Promise<void> {
  await db
    .insert(noteLabelLists)
    .values({ userId, labels })
    .onConflictDoUpdate({ target: noteLabelLists.userId, set: { labels, updatedAt: new Date() } });
}

/** Takes label ids that are no longer the owner's off every note of theirs. */
export async function keepOnlyLabels(db: Db, userId: string, labelIds: readonly string[]): Promise<void> {
  const owned = await db
    .select({ id: notes.id, labels: notes.labels })
    .from(notes)
    .where(eq(notes.userId, userId));
  const allowed = new Set(labelIds);
  for (const note of owned) {
    const kept = note.labels.filter((id) => allowed.has(id));
    if (kept.length !== note.labels.length) {
      await db
        .update(notes)
        .set({ labels: kept })
        .where(and(eq(notes.id, note.id), eq(notes.userId, userId)));
    }
  }
}

/**
 * Runs one user's note writes one at a time (a transaction-scoped advisory lock on the user), so two
 * tabs cannot both pass the note limit, nor interleave a label change with a note that uses a label.
 */
export async function inUserTransaction<T>(db: Db, userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notes:${userId}`}, 0))`);
    // Drizzle's transaction handle lacks only the pool client of the Db type.
    return work(tx as unknown as Db);
  });
}

import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

export interface StoredChecklistItem {
  id: string;
  checked: boolean;
  text: string;
}

export interface StoredNoteLabel {
  id: string;
  name: string;
  handle: string;
}

/**
 * The notes app (spec shell §3 'Note'): each row belongs to one user and is only ever read or written
 * through that user's id. `seq` orders the list so that a new note is first even when two are written
 * in the same instant; `time` is when the note was written. Deleting the user deletes their notes.
 */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    archive: boolean("archive").notNull().default(false),
    image: text("image").notNull().default(""),
    reminder: timestamp("reminder", { withTimezone: true }),
    checklist: jsonb("checklist").$type<StoredChecklistItem[]>().notNull(),
    /** Ids of the owner's labels (`note_label_lists`). */
    labels: jsonb("labels").$type<string[]>().notNull(),
    time: timestamp("time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notes_user_seq_idx").on(t.userId, t.seq)],
);

/**
 * A user's note labels, kept whole as the spec's `update-labels` replaces them whole. No row means the
 * user still has the spec's six default labels.
 */
export const noteLabelLists = pgTable("note_label_lists", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  labels: jsonb("labels").$type<StoredNoteLabel[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

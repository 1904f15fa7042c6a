import { randomUUID } from "node:crypto";
import type { Note, NoteLabel } from "@adstudio/contract";
import {
  DEFAULT_NOTE_LABELS,
  NOTES_MAX_PER_USER,
  type NoteInput,
  type NoteLabelsInput,
  type NoteUpdate,
  noteLabelHandle,
  noteLimitMessage,
} from "@adstudio/core";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { isUuid } from "../../http/record-id.js";
import * as repo from "./repo.js";

export const NOTE_NOT_FOUND_MESSAGE = "Note not found.";
export const UNKNOWN_LABEL_MESSAGE = "Choose labels from your own list.";

/**
 * The notes app (spec shell §7 `/api/notes-app/*`). Every function takes the caller's user id and reaches
 * only that user's notes and labels: another user's note id answers 404, exactly like an unknown one.
 */

export function toNote(row: repo.NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    archive: row.archive,
    image: row.image,
    time: row.time.toISOString(),
    reminder: row.reminder ? row.reminder.toISOString() : null,
    checklist: row.checklist,
    labels: row.labels,
  };
}

export async function listNotes(db: Db, userId: string): Promise<Note[]> {
  return (await repo.listNotes(db, userId)).map(toNote);
}

/** The caller's latest notes that are not archived (the quick panel shows a few). */
export async function latestNotes(db: Db, userId: string, limit: number): Promise<Note[]> {
  return (await repo.listNotes(db, userId, { onlyActive: true, limit })).map(toNote);
}

export async function listLabels(db: Db, userId: string): Promise<NoteLabel[]> {
  return (await repo.findLabelList(db, userId)) ?? DEFAULT_NOTE_LABELS.map((label) => ({ ...label }));
}

export async function createNote(db: Db, userId: string, input: NoteInput): Promise<Note> {
  return repo.inUserTransaction(db, userId, async (tx) => {
    await assertOwnLabels(tx, userId, input.labels);
    if ((await repo.countNotes(tx, userId)) >= NOTES_MAX_PER_USER) {
      throw conflict(noteLimitMessage(NOTES_MAX_PER_USER));
    }
    return toNote(await repo.insertNote(tx, userId, values(input)));
  });
}

export async function updateNote(db: Db, userId: string, input: NoteUpdate): Promise<Note> {
  if (!isUuid(input.id)) throw notFound(NOTE_NOT_FOUND_MESSAGE);
  return repo.inUserTransaction(db, userId, async (tx) => {
    await assertOwnLabels(tx, userId, input.labels);
    const row = await repo.updateNote(tx, userId, input.id, values(input));
    if (!row) throw notFound(NOTE_NOT_FOUND_MESSAGE);
    return toNote(row);
  });
}

export async function removeNote(db: Db, userId: string, noteId: string): Promise<string> {
  if (!isUuid(noteId) || !(await repo.deleteNote(db, userId, noteId))) throw notFound(NOTE_NOT_FOUND_MESSAGE);
  return noteId;
}

/** Replaces the whole list; labels without an id are new, and notes drop the labels that went away. */
export async function updateLabels(db: Db, userId: string, input: NoteLabelsInput): Promise<NoteLabel[]> {
  const labels = input.map((label) => ({
    id: label.id ?? randomUUID(),
    name: label.name,
    handle: label.handle ?? noteLabelHandle(label.name),
  }));
  return repo.inUserTransaction(db, userId, async (tx) => {
    await repo.saveLabelList(tx, userId, labels);
    await repo.keepOnlyLabels(
      tx,
      userId,
      labels.map((label) => label.id),
    );
    return labels;
  });
}

function values(input: NoteInput): repo.NoteValues {
  return { ...input, reminder: input.reminder ? new Date(input.reminder) : null };
}

async function assertOwnLabels(db: Db, userId: string, labelIds: readonly string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const own = new Set((await listLabels(db, userId)).map((label) => label.id));
  if (labelIds.some((id) => !own.has(id))) {
    throw badRequest(UNKNOWN_LABEL_MESSAGE, { "note.labels": UNKNOWN_LABEL_MESSAGE });
  }
}

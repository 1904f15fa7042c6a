import {
  type BodyInput,
  type Note,
  type NoteLabel,
  notesEndpoints,
  type SuccessBody,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type { Note, NoteLabel };

/** What a client writes of a new note (`id` and `time` are the server's). */
export type NoteDraft = BodyInput<typeof notesEndpoints.createNote>["note"];
/** A whole note to store over the one with its `id`. */
export type NoteChanges = BodyInput<typeof notesEndpoints.updateNote>["note"];
/** One label of the whole list `updateLabels` stores; without an id it is new. */
export type NoteLabelDraft = BodyInput<typeof notesEndpoints.updateLabels>["labels"][number];
export type NotesResponse = SuccessBody<typeof notesEndpoints.notes>;

/**
 * The notes app's calls (spec shell §7 `/api/notes-app/*`): the signed-in user's own notes and labels.
 * Answers are the spec's bare shapes (a list, a note, an id), every one with status 200.
 */
export function createNotesApi({ call }: Transport) {
  const endpoints = notesEndpoints;
  return {
    /** GET /api/notes-app/notes – every note of the caller's, newest first, archived ones included. */
    list: () => call(endpoints.notes),
    /** GET /api/notes-app/labels – the caller's labels (the spec's six until changed). */
    labels: () => call(endpoints.labels),
    /** POST /api/notes-app/create-note – stores the note at the front; 400 for unknown labels or an empty note. */
    create: (note: NoteDraft) => call(endpoints.createNote, { body: { note } }),
    /** POST /api/notes-app/update-note – replaces the note with `note.id`; 404 when it is not the caller's. */
    update: (note: NoteChanges) => call(endpoints.updateNote, { body: { note } }),
    /** POST /api/notes-app/update-labels – replaces the whole label list; notes drop removed labels. */
    updateLabels: (labels: NoteLabelDraft[]) => call(endpoints.updateLabels, { body: { labels } }),
    /** POST /api/notes-app/remove-note – deletes the note and answers its id; 404 when it is not the caller's. */
    remove: (noteId: string) => call(endpoints.removeNote, { body: { noteId } }),
  };
}

export type NotesApi = ReturnType<typeof createNotesApi>;

import {
  NOT_AN_OBJECT_MESSAGE,
  NoteInputSchema,
  NoteLabelsInputSchema,
  NoteUpdateSchema,
} from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/** A note label as answered (spec shell §3 'Note labels': id, name, handle). */
export const NoteLabelSchema = named(
  "NoteLabel",
  v.strictObject({ id: v.string(), name: v.string(), handle: v.string() }),
);
export type NoteLabel = v.InferOutput<typeof NoteLabelSchema>;

/** A note as answered (spec shell §3 'Note'). */
export const NoteSchema = named(
  "Note",
  v.strictObject({
    id: v.string(),
    title: v.string(),
    description: v.string(),
    archive: v.boolean(),
    /** An image address, or '' for none. */
    image: v.string(),
    /** When the note was written (ISO 8601). */
    time: v.pipe(v.string(), v.isoTimestamp()),
    /** ISO 8601, or null for none. */
    reminder: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    checklist: v.array(v.strictObject({ id: v.string(), checked: v.boolean(), text: v.string() })),
    /** Ids of the owner's labels. */
    labels: v.array(v.string()),
  }),
);
export type Note = v.InferOutput<typeof NoteSchema>;

const NotesSchema = named("Notes", v.array(NoteSchema));
const NoteLabelsSchema = named("NoteLabels", v.array(NoteLabelSchema));

const EXAMPLE_NOTE = {
  id: "9b2f1c7e-3a5d-4e8f-9c0b-1d2e3f4a5b6c",
  title: "Spring flight",
  description: "Ask the client for the final logo before Friday.",
  archive: false,
  image: "",
  time: "2026-03-01T12:00:00.000Z",
  reminder: null,
  checklist: [{ id: "logo", checked: false, text: "Logo in SVG" }],
  labels: ["work"],
};

const NOT_FOUND_DESCRIPTION = "No note of the caller's has that id (other users' notes are never found).";

/**
 * The notes app (spec shell §7 'Notes under /api/notes-app'). Every signed-in user has their own notes and
 * labels, and only ever reaches their own. Shapes are the spec's: lists and notes are answered bare, not
 * wrapped, and every reply is 200, so a client written against the original calls keeps working.
 */
export const notesEndpoints = {
  notes: endpoint({
    operationId: "listNotes",
    method: "get",
    path: "/api/notes-app/notes",
    tag: "notes",
    summary: "The caller's notes, newest first, archived ones included → [note]",
    auth: "required",
    responses: {
      200: { description: "Every note of the caller's.", schema: NotesSchema, example: [EXAMPLE_NOTE] },
    },
  }),
  labels: endpoint({
    operationId: "listNoteLabels",
    method: "get",
    path: "/api/notes-app/labels",
    tag: "notes",
    summary: "The caller's note labels (the spec's six until they change them) → [label]",
    auth: "required",
    responses: { 200: { description: "The caller's labels, in their order.", schema: NoteLabelsSchema } },
  }),
  createNote: endpoint({
    operationId: "createNote",
    method: "post",
    path: "/api/notes-app/create-note",
    tag: "notes",
    summary: "Add a note {note} at the front of the caller's list → the note with its new id and time",
    description: `Its labels must be the caller's own (400 otherwise). 409 once the caller keeps the most notes allowed.`,
    auth: "required",
    body: {
      schema: named("CreateNoteBody", v.object({ note: NoteInputSchema }, NOT_AN_OBJECT_MESSAGE)),
      example: {
        note: { title: EXAMPLE_NOTE.title, description: EXAMPLE_NOTE.description, labels: ["work"] },
      },
    },
    responses: {
      200: { description: "The stored note.", schema: NoteSchema, example: EXAMPLE_NOTE },
      ...failures(409),
    },
  }),
  updateNote: endpoint({
    operationId: "updateNote",
    method: "post",
    path: "/api/notes-app/update-note",
    tag: "notes",
    summary: "Replace a note of the caller's by id {note} → the note",
    description:
      "Title, text, archive, image, reminder, checklist and labels are replaced; id and time stay.",
    auth: "required",
    body: { schema: named("UpdateNoteBody", v.object({ note: NoteUpdateSchema }, NOT_AN_OBJECT_MESSAGE)) },
    responses: {
      200: { description: "The stored note.", schema: NoteSchema },
      404: { ...failures(404)[404], description: NOT_FOUND_DESCRIPTION },
    },
  }),
  updateLabels: endpoint({
    operationId: "updateNoteLabels",
    method: "post",
    path: "/api/notes-app/update-labels",
    tag: "notes",
    summary: "Replace the caller's whole label list {labels} → the labels",
    description:
      "A label without an id is new and gets one. Notes lose the labels that are no longer in the list.",
    auth: "required",
    body: {
      schema: named(
        "UpdateNoteLabelsBody",
        v.object({ labels: NoteLabelsInputSchema }, NOT_AN_OBJECT_MESSAGE),
      ),
      example: { labels: [{ id: "work", name: "Work", handle: "work" }, { name: "Client calls" }] },
    },
    responses: { 200: { description: "The stored list.", schema: NoteLabelsSchema } },
  }),
  removeNote: endpoint({
    operationId: "removeNote",
    method: "post",
    path: "/api/notes-app/remove-note",
    tag: "notes",
    summary: "Delete a note of the caller's {noteId} → that id",
    auth: "required",
    body: {
      schema: named(
        "RemoveNoteBody",
        v.object({ noteId: v.string("noteId must be a note id.") }, NOT_AN_OBJECT_MESSAGE),
      ),
    },
    responses: {
      200: { description: "The removed note's id (a JSON string).", schema: named("NoteId", v.string()) },
      404: { ...failures(404)[404], description: NOT_FOUND_DESCRIPTION },
    },
  }),
};

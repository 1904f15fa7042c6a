import * as v from "valibot";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import {
  isLinkOrPath,
  isPlainObject,
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
  optionalText,
} from "./fields";

/**
 * The notes app (spec shell §3 'Note', §7 `/api/notes-app/*`): each user's own notes with labels,
 * a checklist and an archive flag. Every list is bounded, so one user cannot grow a row without limit.
 */

export const NOTE_TITLE_MAX_LENGTH = 255;
export const NOTE_DESCRIPTION_MAX_LENGTH = MAX_MESSAGE_LENGTH;
export const NOTE_CHECKLIST_MAX_ITEMS = 100;
/** Labels per user, and so the most a note can carry. */
export const NOTE_LABELS_MAX = 50;
export const NOTE_LABEL_NAME_MAX_LENGTH = 50;
/** Ids of labels and checklist items are chosen by the client (the spec's demo made them up in the browser). */
export const NOTE_ITEM_ID_MAX_LENGTH = 64;
/** Notes per user: the list is answered whole, so it stays small enough to send at once. */
export const NOTES_MAX_PER_USER = 500;

export const NOTE_EMPTY_MESSAGE = "Write a title, some text or a checklist item.";
export const NOTE_REMINDER_MESSAGE = "Reminder must be an ISO date and time, or null.";
export const NOTE_IMAGE_MESSAGE = "Image must be an http(s) address or a path.";
export const NOTE_LABEL_NAME_BLANK_MESSAGE = "Enter a label name.";
export const NOTE_LABEL_NAME_TAKEN_MESSAGE = "Each label needs its own name.";
export const NOTE_LABEL_IDS_MESSAGE = "A label appears twice.";
export const NOTE_ITEM_ID_MESSAGE = `Ids are 1 to ${NOTE_ITEM_ID_MAX_LENGTH} letters, digits, - or _.`;
export const noteLimitMessage = (max: number) =>
  `You have ${max} notes, the most one account keeps. Delete some first.`;

const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// valibot reads a list as an object; a note, item or label sent as one is refused as not an object.
const plainObject = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.pipe(v.custom<v.InferInput<TSchema>>(isPlainObject, NOT_AN_OBJECT_MESSAGE), schema);

/**
 * Whether an ISO timestamp names a day that exists. valibot's isoTimestamp checks the shape only, so
 * `2026-02-31T09:00:00Z` passed and was stored as 3 March, and year 0000 (which PostgreSQL has no
 * room for) got past the check and came back as a bare 'Invalid input'.
 */
function isCalendarTimestamp(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return year >= 1 && day <= daysInMonth && !Number.isNaN(Date.parse(value));
}

const itemId = () => v.pipe(v.string(NOTE_ITEM_ID_MESSAGE), v.regex(ITEM_ID_PATTERN, NOTE_ITEM_ID_MESSAGE));

/** The spec's six demo labels (shell §9), given to every user until they change the list. */
export const DEFAULT_NOTE_LABELS = [
  { id: "family", name: "Family", handle: "family" },
  { id: "work", name: "Work", handle: "work" },
  { id: "todos", name: "To-dos", handle: "todos" },
  { id: "prior", name: "Priority", handle: "prior" },
  { id: "personal", name: "Personal", handle: "personal" },
  { id: "friends", name: "Friends", handle: "friends" },
] as const;

export const NoteChecklistItemSchema = plainObject(
  v.object(
    {
      id: itemId(),
      checked: v.optional(v.boolean("checked must be true or false."), false),
      text: optionalText("Checklist item", MAX_TEXT_LENGTH),
    },
    NOT_AN_OBJECT_MESSAGE,
  ),
);

/** What a client writes of a note; `id` and `time` are the server's. */
const noteFields = {
  title: optionalText("Title", NOTE_TITLE_MAX_LENGTH),
  description: optionalText("Text", NOTE_DESCRIPTION_MAX_LENGTH),
  archive: v.optional(v.boolean("archive must be true or false."), false),
  image: v.pipe(
    optionalText("Image", MAX_URL_LENGTH),
    v.check((image) => image === "" || isLinkOrPath(image), NOTE_IMAGE_MESSAGE),
  ),
  reminder: v.optional(
    v.nullable(
      v.pipe(
        v.string(NOTE_REMINDER_MESSAGE),
        v.isoTimestamp(NOTE_REMINDER_MESSAGE),
        v.check(isCalendarTimestamp, NOTE_REMINDER_MESSAGE),
      ),
    ),
    null,
  ),
  checklist: v.pipe(
    v.optional(v.array(NoteChecklistItemSchema, "checklist must be a list."), []),
    v.maxLength(NOTE_CHECKLIST_MAX_ITEMS, `A checklist holds at most ${NOTE_CHECKLIST_MAX_ITEMS} items.`),
    // Empty rows are what an editor leaves behind: they are dropped, not stored.
    v.transform((items) => items.filter((item) => item.text !== "")),
  ),
  labels: v.pipe(
    v.optional(v.array(itemId(), "labels must be a list of label ids."), []),
    v.maxLength(NOTE_LABELS_MAX, `A note carries at most ${NOTE_LABELS_MAX} labels.`),
    v.check((ids) => new Set(ids).size === ids.length, NOTE_LABEL_IDS_MESSAGE),
  ),
};

type NoteText = { title: string; description: string; checklist: readonly unknown[] };
/** A note with nothing in it is refused: it would show as a blank card. */
const notEmpty = <T extends NoteText>(note: T) =>
  note.title !== "" || note.description !== "" || note.checklist.length > 0;

/** `POST /api/notes-app/create-note` `{note}` and the studio's note form. */
export const NoteInputSchema = v.pipe(
  plainObject(v.object(noteFields, NOT_AN_OBJECT_MESSAGE)),
  v.check(notEmpty, NOTE_EMPTY_MESSAGE),
);
export type NoteInput = v.InferOutput<typeof NoteInputSchema>;

/** `POST /api/notes-app/update-note` `{note}`: the whole note, replaced by `id`. */
export const NoteUpdateSchema = v.pipe(
  plainObject(v.object({ id: v.string("id must be a note id."), ...noteFields }, NOT_AN_OBJECT_MESSAGE)),
  v.check(notEmpty, NOTE_EMPTY_MESSAGE),
);
export type NoteUpdate = v.InferOutput<typeof NoteUpdateSchema>;

const labelName = v.pipe(
  v.nullish(v.string(NOTE_LABEL_NAME_BLANK_MESSAGE), ""),
  v.trim(),
  v.nonEmpty(NOTE_LABEL_NAME_BLANK_MESSAGE),
  v.maxLength(
    NOTE_LABEL_NAME_MAX_LENGTH,
    `A label name has at most ${NOTE_LABEL_NAME_MAX_LENGTH} characters.`,
  ),
);

/** One label of `update-labels`; a label without an id is new (the server gives it one). */
export const NoteLabelInputSchema = plainObject(
  v.object(
    { id: v.optional(itemId()), name: labelName, handle: v.optional(itemId()) },
    NOT_AN_OBJECT_MESSAGE,
  ),
);

/** `POST /api/notes-app/update-labels` `{labels}`: the user's whole label list, replaced. */
export const NoteLabelsInputSchema = v.pipe(
  v.array(NoteLabelInputSchema, "labels must be a list."),
  v.maxLength(NOTE_LABELS_MAX, `At most ${NOTE_LABELS_MAX} labels.`),
  v.check((labels) => {
    const names = labels.map((label) => label.name.toLowerCase());
    return new Set(names).size === names.length;
  }, NOTE_LABEL_NAME_TAKEN_MESSAGE),
  v.check((labels) => {
    const ids = labels.flatMap((label) => (label.id ? [label.id] : []));
    return new Set(ids).size === ids.length;
  }, NOTE_LABEL_IDS_MESSAGE),
);
export type NoteLabelsInput = v.InferOutput<typeof NoteLabelsInputSchema>;

/** A label's handle from its name: `Client calls` → `client-calls`. */
export function noteLabelHandle(name: string): string {
  const handle = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, NOTE_ITEM_ID_MAX_LENGTH);
  return handle || "label";
}

import { notesEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { authOf } from "../auth/index.js";
import * as notes from "./service.js";

/**
 * The notes app (spec shell §7 `/api/notes-app/*`), mounted against its contract. Any signed-in user may
 * call it, and always on their own notes: the owner is the caller, never a field of the request.
 */
export const notesRoutes = contractRoutes("/api/notes-app", notesEndpoints, {
  // GET /api/notes-app/notes – the caller's notes, newest first
  notes: (c) => notes.listNotes(c.var.deps.database.db, authOf(c).user.id),
  // GET /api/notes-app/labels – the caller's labels
  labels: (c) => notes.listLabels(c.var.deps.database.db, authOf(c).user.id),
  // POST /api/notes-app/create-note – a new note at the front of the list
  createNote: (c, { body }) => notes.createNote(c.var.deps.database.db, authOf(c).user.id, body.note),
  // POST /api/notes-app/update-note – replace one of the caller's notes
  updateNote: (c, { body }) => notes.updateNote(c.var.deps.database.db, authOf(c).user.id, body.note),
  // POST /api/notes-app/update-labels – replace the caller's whole label list
  updateLabels: (c, { body }) => notes.updateLabels(c.var.deps.database.db, authOf(c).user.id, body.labels),
  // POST /api/notes-app/remove-note – delete one of the caller's notes
  removeNote: (c, { body }) => notes.removeNote(c.var.deps.database.db, authOf(c).user.id, body.noteId),
});

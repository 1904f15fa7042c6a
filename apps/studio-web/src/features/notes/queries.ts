import type { Note, NoteChanges, NoteDraft, NoteLabel, NoteLabelDraft } from "@adstudio/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { notify } from "../../lib/notify";
import { errorMessage } from "../../lib/server-errors";

/** Cache keys of the notes app; the quick panel's notes come from their own query. */
export const notesKeys = {
  all: ["notes"] as const,
  notes: ["notes", "list"] as const,
  labels: ["notes", "labels"] as const,
};

/** GET /api/notes-app/notes – the signed-in user's notes, newest first. */
export const notesQuery = () => queryOptions({ queryKey: notesKeys.notes, queryFn: () => api.notes.list() });

/** GET /api/notes-app/labels – the signed-in user's labels. */
export const noteLabelsQuery = () =>
  queryOptions({ queryKey: notesKeys.labels, queryFn: () => api.notes.labels() });

/**
 * The notes app's writes. Each answer is put straight into the cached list (a new note at the front, as
 * the server stores it), so the page changes at once without a refetch; failures show the server's message.
 */
export function useNoteMutations() {
  const queryClient = useQueryClient();
  const setNotes = (change: (notes: Note[]) => Note[]) =>
    queryClient.setQueryData<Note[]>(notesKeys.notes, (notes) => change(notes ?? []));
  const onError = (error: unknown) => notify(errorMessage(error), "error");
  // The quick panel shows the latest notes too; it refetches when it is next opened.
  const settled = () => queryClient.invalidateQueries({ queryKey: ["quick-panel"] });

  const create = useMutation({
    mutationFn: (note: NoteDraft) => api.notes.create(note),
    onSuccess: (note) => setNotes((notes) => [note, ...notes]),
    onSettled: settled,
  });
  const update = useMutation({
    mutationFn: (note: NoteChanges) => api.notes.update(note),
    onSuccess: (note) => setNotes((notes) => notes.map((n) => (n.id === note.id ? note : n))),
    onError,
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => api.notes.remove(noteId),
    onSuccess: (noteId) => setNotes((notes) => notes.filter((n) => n.id !== noteId)),
    onError,
    onSettled: settled,
  });
  const updateLabels = useMutation({
    mutationFn: (labels: NoteLabelDraft[]) => api.notes.updateLabels(labels),
    onSuccess: (labels: NoteLabel[]) => {
      queryClient.setQueryData(notesKeys.labels, labels);
      // Notes lose removed labels on the server; read them again rather than guess.
      return queryClient.invalidateQueries({ queryKey: notesKeys.notes });
    },
  });
  return { create, update, remove, updateLabels };
}

/** A stored note as the whole body of update-note (the server keeps its id and time). */
export function noteChanges(note: Note, changes: Partial<NoteDraft> = {}): NoteChanges {
  const { time: _time, ...rest } = note;
  return { ...rest, ...changes };
}

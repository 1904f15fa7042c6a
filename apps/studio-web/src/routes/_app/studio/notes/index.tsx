import { createFileRoute } from "@tanstack/react-router";
import { NotesPage } from "../../../../features/notes/notes-page";
import { noteLabelsQuery, notesQuery } from "../../../../features/notes/queries";

// GET /studio/notes – the signed-in user's own notes with labels and archive (spec shell notes app).
export const Route = createFileRoute("/_app/studio/notes/")({
  // A failed prefetch is shown on the page, not as an error page.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(notesQuery()),
      context.queryClient.ensureQueryData(noteLabelsQuery()),
    ]).catch(() => undefined),
  component: NotesPage,
});

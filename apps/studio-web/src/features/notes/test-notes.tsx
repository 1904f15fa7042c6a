// The notes page as the route shows it, with the app's toasts and a fresh query cache. Used only by
// *.test.tsx files.
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRouter } from "../../test/router";
import { NotesPage } from "./notes-page";

export function renderNotesPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <Notifications />
      <NotesPage />
    </QueryClientProvider>,
    "/studio/notes",
  );
}

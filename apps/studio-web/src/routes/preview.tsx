import { createFileRoute } from "@tanstack/react-router";
// Only the light search parser sits in the route definition; the page itself loads with the route chunk.
import { PreviewPage } from "../features/preview";
import { type PreviewSearch, parsePreviewSearch } from "../features/preview/search";

// GET /preview – the public ad preview in device mock-ups, no chrome, open to everyone (spec studio §2).
export const Route = createFileRoute("/preview")({
  validateSearch: (search: Record<string, unknown>): PreviewSearch => parsePreviewSearch(search),
  component: PublicPreviewPage,
});

function PublicPreviewPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PreviewPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
      }
    />
  );
}

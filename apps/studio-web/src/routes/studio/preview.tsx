import { createFileRoute } from "@tanstack/react-router";
// Only the light search parser sits in the route definition; the page itself loads with the route chunk.
import { PreviewPage } from "../../features/preview";
import { type PreviewSearch, parsePreviewSearch } from "../../features/preview/search";

// GET /studio/preview – the same preview for signed-in users (admin group or previewAds), no chrome.
export const Route = createFileRoute("/studio/preview")({
  validateSearch: (search: Record<string, unknown>): PreviewSearch => parsePreviewSearch(search),
  component: StudioPreviewPage,
});

function StudioPreviewPage() {
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

import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../../features/errors/error-view";
// Not the feature's index: that would put My Showcase's owner tools in this public page's chunk.
import { PublicShowcasePage } from "../../features/showcase/public-showcase-page";
import { parseShowcaseSearch, type ShowcaseSearch } from "../../features/showcase/search";

// GET /showcase/{companyId} – a company's public showcase, read-only, no sign-in (spec studio §2). A page
// load gets the public entry (src/public/); this route serves the studio's own links to it.
export const Route = createFileRoute("/showcase/$companyId")({
  validateSearch: (search: Record<string, unknown>): ShowcaseSearch => parseShowcaseSearch(search),
  component: PublicShowcaseRoute,
});

function PublicShowcaseRoute() {
  const { companyId } = Route.useParams();
  const { page = 1, type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PublicShowcasePage
      companyId={companyId}
      page={page}
      type={type}
      notFound={<NotFoundView />}
      onView={(view) =>
        void navigate({
          search: {
            ...(view.type ? { type: view.type } : {}),
            ...(view.page > 1 ? { page: view.page } : {}),
          },
        })
      }
    />
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { MyShowcasePage } from "../features/showcase";
import { parseShowcaseSearch, type ShowcaseSearch } from "../features/showcase/search";

// GET /my-showcase – the owner's showcase, full screen without navbar, toolbar or footer (spec studio §2).
export const Route = createFileRoute("/my-showcase")({
  validateSearch: (search: Record<string, unknown>): ShowcaseSearch => parseShowcaseSearch(search),
  component: MyShowcaseRoute,
});

function MyShowcaseRoute() {
  const { page = 1, type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MyShowcasePage
      page={page}
      type={type}
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

import { flattenNavigation, NAVIGATION, NOTES_PATH, OLD_NOTES_PATH } from "@adstudio/core";
import { EmptyState } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { PageFrame } from "../../../../features/layout/page-frame";

// GET /studio/coming-soon/{n} – placeholder for Calendar, To-Do and Notes (spec studio §2).
export const Route = createFileRoute("/_app/studio/coming-soon/$n")({
  // Notes has its app now: links and bookmarks to the spec's placeholder land there.
  beforeLoad: ({ params }) => {
    if (`/studio/coming-soon/${params.n}` === OLD_NOTES_PATH)
      throw redirect({ to: NOTES_PATH, replace: true });
  },
  component: ComingSoonPage,
});

function ComingSoonPage() {
  const { n } = Route.useParams();
  // Name the feature the menu promised, when the number belongs to a navigation entry.
  const entry = flattenNavigation(NAVIGATION).find((item) => item.url === `/studio/coming-soon/${n}`);
  return (
    <PageFrame title="Coming soon">
      <EmptyState
        icon={<IconHourglass size={40} stroke={1.4} />}
        withIndicatorBackground
        title={entry ? `${entry.title} is coming soon` : "This page is coming soon"}
        description="We are still building it. Check back in a future release."
        py={48}
      />
    </PageFrame>
  );
}

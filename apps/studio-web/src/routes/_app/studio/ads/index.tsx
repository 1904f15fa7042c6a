import { EmptyState } from "@mantine/core";
import { IconAd2 } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import { PageFrame } from "../../../../features/layout/page-frame";

// GET /studio/ads – the start page after sign-in; the ad list replaces this empty state when it exists.
export const Route = createFileRoute("/_app/studio/ads/")({
  component: AdsPage,
});

function AdsPage() {
  return (
    <PageFrame title="Ads" subtitle="Interactive ads you build, preview and publish.">
      <EmptyState
        icon={<IconAd2 size={40} stroke={1.4} />}
        withIndicatorBackground
        title="No ads yet"
        description="Ads you create will be listed here."
        py={48}
        data-testid="ads-empty"
      />
    </PageFrame>
  );
}

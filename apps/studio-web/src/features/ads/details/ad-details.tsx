import type { AdRecord } from "@adstudio/api-client";
import { SimpleGrid, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ApprovalCard } from "../../ad-approval";
import { AdTagsCard } from "../../ad-tags/ad-tags-card";
import { AnalyticsPanel } from "../../analytics/analytics-panel";
import { PageFrame } from "../../layout/page-frame";
import { useCan } from "../../master-data";
import { ShareLinksCard } from "../../share-links";
import { formatLabel } from "../formats";
import { ADS_PATH, adQuery } from "../queries";
import { AdActions } from "./ad-actions";
import { ChecksCard } from "./checks-card";
import { MockupCard } from "./mockup-card";
import { ShareCard } from "./share-card";
import { SizesCard } from "./sizes-card";
import { SummaryCard } from "./summary-card";
import { VersionsCard } from "./versions-card";

/**
 * `/studio/ad-details/{id}` (viewAdDetails): the published ad in its mock-up, how to share it (link,
 * QR, embed, VAST), its facts, its checks and its versions, with Publish, Download, Clone and Delete.
 */
export function AdDetails({ ad: loaded }: { ad: AdRecord }) {
  // The loader's ad, kept current: a publish or rollback elsewhere on the page refreshes `adKeys.all`.
  const { data: ad } = useQuery({ ...adQuery(loaded._id), initialData: loaded });
  const origin = globalThis.location?.origin ?? "";
  const canUpdate = useCan("updateAds");
  return (
    <PageFrame
      back={{ to: ADS_PATH, label: "Back to Ads" }}
      title={ad.name}
      subtitle={`Ad details · ${formatLabel(ad.type)}`}
      actions={<AdActions ad={ad} />}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <MockupCard key={ad.location} ad={ad} />
        </Stack>
        <Stack gap="md">
          <SummaryCard ad={ad} />
          <ApprovalCard ad={ad} />
          {canUpdate ? <SizesCard ad={ad} /> : null}
          <ShareCard ad={ad} origin={origin} />
          <ShareLinksCard adId={ad._id} />
          <AdTagsCard ad={ad} />
          <ChecksCard document={ad.document} />
          <VersionsCard ad={ad} />
        </Stack>
      </SimpleGrid>
      <AnalyticsPanel filter={{ ad: ad._id }} mt="md" />
    </PageFrame>
  );
}

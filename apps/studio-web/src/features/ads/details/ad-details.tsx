import type { AdRecord } from "@adstudio/api-client";
import { ActionIcon, Group, SimpleGrid, Stack, Tooltip } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { PageFrame } from "../../layout/page-frame";
import { formatLabel } from "../formats";
import { ADS_PATH, adQuery } from "../queries";
import { AdActions } from "./ad-actions";
import { ChecksCard } from "./checks-card";
import { MockupCard } from "./mockup-card";
import { ShareCard } from "./share-card";
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
  return (
    <PageFrame
      title={
        <Group gap="xs" wrap="nowrap" component="span">
          <Tooltip label="Back to Ads">
            <ActionIcon component={Link} to={ADS_PATH} variant="subtle" size="lg" aria-label="Back to Ads">
              <IconArrowLeft size={20} />
            </ActionIcon>
          </Tooltip>
          <span>{ad.name}</span>
        </Group>
      }
      subtitle={`Ad details · ${formatLabel(ad.type)}`}
      actions={<AdActions ad={ad} />}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <MockupCard key={ad.location} ad={ad} />
        </Stack>
        <Stack gap="md">
          <SummaryCard ad={ad} />
          <ShareCard ad={ad} origin={origin} />
          <ChecksCard document={ad.document} />
          <VersionsCard ad={ad} />
        </Stack>
      </SimpleGrid>
    </PageFrame>
  );
}

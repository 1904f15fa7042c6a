import type { AdSummary } from "@adstudio/api-client";
import { Loader, Paper, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/server-errors";
import { AdTagsPanel } from "./ad-tags-panel";
import { adTagsQuery } from "./queries";

/** The formats whose published version is a VAST tag instead (the API answers them 409). */
const VIDEO_TAG_FORMATS: readonly string[] = ["vast", "vpaid"];

/** The ad's tags for a published ad, or why there are none; shared by ad details and the editor. */
export function AdTagsContent({ ad }: { ad: { _id: string; type: string; version: number | null } }) {
  const video = VIDEO_TAG_FORMATS.includes(ad.type);
  const tags = useQuery(adTagsQuery(ad._id, video ? null : (ad.version ?? null)));
  if (video)
    return (
      <Text c="dimmed" size="sm">
        Video ads are trafficked with their VAST tag (under Share), not with display ad tags.
      </Text>
    );
  if (ad.version === null)
    return (
      <Text c="dimmed" size="sm">
        Publish the ad to get its ad tags for Google Ad Manager, Campaign Manager 360, DV360 and Xandr.
      </Text>
    );
  if (tags.isPending) return <Loader size="sm" role="status" aria-label="Loading ad tags" />;
  if (tags.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {errorMessage(tags.error)}
      </Text>
    );
  return <AdTagsPanel answer={tags.data} />;
}

/** "Ad tags" on the ad details (issue 30). */
export function AdTagsCard({ ad }: { ad: AdSummary }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ad-tags-title">
      <Title order={2} size="h4" id="ad-tags-title" mb="sm">
        Ad tags
      </Title>
      <AdTagsContent ad={ad} />
    </Paper>
  );
}

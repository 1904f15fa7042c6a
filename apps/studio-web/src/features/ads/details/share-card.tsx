import type { AdSummary } from "@adstudio/api-client";
import { adPreviewLink } from "@adstudio/core";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { QrSvg } from "../../preview/qr/qr-svg";
import { CopyField } from "./copy-field";

/** The formats whose published version is also a VAST tag (the API's list). */
const VIDEO_TAG_FORMATS: readonly string[] = ["vast", "vpaid"];

/** The publisher snippet of the preview embed for one published ad. */
export const embedSnippet = (origin: string, adId: string) =>
  `<script async src="${origin}/embed.js"></script>\n<div data-adstudio-preview data-ad-id="${adId}"></div>`;

/**
 * How a published ad is shared (issue 13, ad details): the preview link with its QR code, the embed
 * snippet and, for video formats, the VAST tag other players load. A draft has none of these yet.
 */
export function ShareCard({ ad, origin }: { ad: AdSummary; origin: string }) {
  const link = adPreviewLink(ad, origin);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="share-title">
      <Title order={2} size="h4" id="share-title" mb="sm">
        Share
      </Title>
      {link ? (
        <Stack gap="sm">
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
              <CopyField label="Preview link" value={link} />
              {VIDEO_TAG_FORMATS.includes(ad.type) ? (
                <CopyField
                  label="VAST tag"
                  value={`${origin}/api/vast/${ad._id}.xml`}
                  description="VAST 4.2, for any video player or ad server."
                />
              ) : null}
            </Stack>
            <QrSvg value={link} size={112} id="ad-details-qr" label="QR code of the preview link" />
          </Group>
          <CopyField
            label="Embed snippet"
            value={embedSnippet(origin, ad._id)}
            multiline
            description="Paste it into any page to show this ad's preview there."
          />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          Publish the ad to get its preview link, QR code and embed snippet.
        </Text>
      )}
    </Paper>
  );
}

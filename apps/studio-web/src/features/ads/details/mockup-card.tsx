import type { AdSummary } from "@adstudio/api-client";
import { Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { AdMockup } from "../../preview/ad-mockup";
import { sizeNames } from "../formats";

/**
 * Where one size of a published version lives: each size has its own folder beside the version's root
 * `index.html` (the base size), as the API publishes them.
 */
export const sizeLocation = (location: string, size: string) =>
  location.replace(/index\.html$/, `${size}/index.html`);

/** The published ad in its mock-up, one size at a time; a draft says it has nothing hosted yet. */
export function MockupCard({ ad }: { ad: AdSummary }) {
  const sizes = Object.keys(ad.teaser);
  const names = sizeNames(ad.teaser);
  const [size, setSize] = useState(sizes[0] ?? "");
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mockup-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mockup-title">
          Preview
        </Title>
        {sizes.length > 1 ? (
          <SegmentedControl
            aria-label="Size"
            value={size}
            onChange={setSize}
            data={sizes.map((key, index) => ({ value: key, label: names[index] ?? key }))}
            style={{ alignSelf: "flex-start" }}
          />
        ) : null}
        {ad.location ? (
          <div data-testid="ad-details-mockup" style={{ display: "flex", justifyContent: "center" }}>
            <AdMockup url={sizeLocation(ad.location, size)} type={ad.type} size={size} name={ad.name} />
          </div>
        ) : (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            Not published yet: publish the ad to preview it here.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

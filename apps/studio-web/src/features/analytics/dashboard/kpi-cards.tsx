import type { AnalyticsCounts } from "@adstudio/api-client";
import { formatPercent, ratesOf } from "@adstudio/core";
import { SimpleGrid, Skeleton, Text } from "@mantine/core";
import { type FigureTile, FigureTiles, wholeNumber as whole } from "./figure-tiles";

/** The dashboard's KPIs, in the order, with the same rates the CSV carries. */
export function kpiTiles(counts: AnalyticsCounts): FigureTile[] {
  const rates = ratesOf(counts);
  return [
    { label: "Impressions", value: whole(counts.impressions), hint: "Ads rendered" },
    {
      label: "Viewable rate",
      value: formatPercent(rates.viewableRate),
      hint: `${whole(counts.viewable)} viewable`,
    },
    { label: "Clicks", value: whole(counts.clicks), hint: "On any exit" },
    { label: "CTR", value: formatPercent(rates.ctr), hint: "Clicks per impression" },
    { label: "Interactions", value: whole(counts.interactions), hint: "Taps, swipes, hovers…" },
    { label: "Engagement rate", value: formatPercent(rates.engagementRate), hint: "Impressions engaged" },
    {
      label: "Video completion rate",
      value: formatPercent(rates.videoCompletionRate),
      hint: `${whole(counts.videoCompletes)} of ${whole(counts.videoStarts)} starts`,
    },
    { label: "QR scans", value: whole(counts.qrScans), hint: "Human scans" },
  ];
}

const plural = (n: number, one: string, many: string) => `${whole(n)} ${n === 1 ? one : many}`;

/**
 * What the live figures leave out, for the line under the tiles: preview views (studio, showcase,
 * publisher preview) and beacons filtered as invalid traffic (bots, repeats, over a client's limit).
 */
export function keptApart(counts: AnalyticsCounts): string {
  const previews = plural(counts.previewViews, "preview view", "preview views");
  return `Not in these figures: ${previews} · ${whole(counts.invalid)} filtered as invalid`;
}

/** Eight KPI tiles and, under them, what they leave out; placeholders while the first figures load. */
export function KpiCards({ counts, cols = 4 }: { counts: AnalyticsCounts | undefined; cols?: number }) {
  if (!counts) {
    return (
      <SimpleGrid cols={{ base: 2, md: cols }} role="status" aria-busy="true" aria-label="Loading figures">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <div>
      <FigureTiles tiles={kpiTiles(counts)} cols={cols} />
      <Text size="sm" c="dimmed" mt="xs">
        {keptApart(counts)}
      </Text>
    </div>
  );
}

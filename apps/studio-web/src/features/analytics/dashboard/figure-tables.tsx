import type {
  AnalyticsBreakdown,
  AnalyticsBreakdownResponse,
  AnalyticsLayersResponse,
  AnalyticsTopAdsResponse,
} from "@adstudio/api-client";
import { AD_TYPE_LABELS, type AdType, isAdType } from "@adstudio/core";
import { Box, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { countColumn, FIGURES, FigureCells, FigureHeads } from "./figure-cells";

const KEY_TITLES: Record<AnalyticsBreakdown, string> = { format: "Format", size: "Size", device: "Device" };
const keyLabel = (by: AnalyticsBreakdown, key: string) =>
  by === "format" && isAdType(key) ? AD_TYPE_LABELS[key as AdType] : key;

const { impressions, viewableRate, clicks, ctr, interactions, engagementRate } = FIGURES;
const BREAKDOWN_FIGURES = [impressions, viewableRate, clicks, ctr, interactions];
const TOP_AD_FIGURES = [impressions, viewableRate, ctr, engagementRate];
const LAYER_FIGURES = [
  countColumn("Interactions", (row: AnalyticsLayersResponse["layers"][number]) => row.count),
];

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm" py="md">
      {text}
    </Text>
  );
}

/**
 * A table that scrolls sideways where its card is narrower than its columns (a phone), instead of spilling
 * over the next card. Focusable, so keyboard users can scroll it too (axe's scrollable-region-focusable).
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      {children}
    </Box>
  );
}

/** One breakdown (format, size or device): impressions, viewable rate, clicks, CTR, interactions. */
export function BreakdownTable({ data }: { data: AnalyticsBreakdownResponse }) {
  if (data.rows.length === 0) return <Empty text="No events in this range." />;
  return (
    <ScrollRegion label="Breakdown figures">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{KEY_TITLES[data.by]}</Table.Th>
            <FigureHeads columns={BREAKDOWN_FIGURES} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{keyLabel(data.by, row.key)}</Table.Td>
              <FigureCells row={row} columns={BREAKDOWN_FIGURES} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The ads with the most impressions. */
export function TopAdsTable({ data }: { data: AnalyticsTopAdsResponse }) {
  if (data.ads.length === 0) return <Empty text="No ad was seen in this range." />;
  return (
    <ScrollRegion label="Top ads figures">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ad</Table.Th>
            <Table.Th>Campaign</Table.Th>
            <FigureHeads columns={TOP_AD_FIGURES} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.ads.map((ad) => (
            <Table.Tr key={ad._id}>
              <Table.Td>
                {ad.name}
                <Text size="xs" c="dimmed">
                  {isAdType(ad.format) ? AD_TYPE_LABELS[ad.format as AdType] : ad.format}
                </Text>
              </Table.Td>
              <Table.Td>{ad.campaign?.name ?? "–"}</Table.Td>
              <FigureCells row={ad} columns={TOP_AD_FIGURES} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Interactions per ad, layer and action, most first. */
export function LayersTable({ data, showAd = true }: { data: AnalyticsLayersResponse; showAd?: boolean }) {
  if (data.layers.length === 0) return <Empty text="No interactions in this range." />;
  return (
    <ScrollRegion label="Interactions by layer figures">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {showAd ? <Table.Th>Ad</Table.Th> : null}
            <Table.Th>Layer</Table.Th>
            <Table.Th>Action</Table.Th>
            <FigureHeads columns={LAYER_FIGURES} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.layers.map((row) => (
            <Table.Tr key={`${row.adId}-${row.layer}-${row.action}`}>
              {showAd ? <Table.Td>{row.adName}</Table.Td> : null}
              <Table.Td>{row.layer}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
              <FigureCells row={row} columns={LAYER_FIGURES} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

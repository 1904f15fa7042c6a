import type {
  AnalyticsBreakdown,
  AnalyticsBreakdownResponse,
  AnalyticsLayersResponse,
  AnalyticsTopAdsResponse,
} from "@adstudio/api-client";
import { AD_TYPE_LABELS, type AdType, formatPercent, isAdType, ratesOf } from "@adstudio/core";
import { Table, Text } from "@mantine/core";

const whole = (n: number) => n.toLocaleString("en-US");
/** Figures stay on one line ("12.5 %"); names may wrap. */
const NUMBER = { whiteSpace: "nowrap" } as const;
const KEY_TITLES: Record<AnalyticsBreakdown, string> = { format: "Format", size: "Size", device: "Device" };
const keyLabel = (by: AnalyticsBreakdown, key: string) =>
  by === "format" && isAdType(key) ? AD_TYPE_LABELS[key as AdType] : key;

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" size="sm" py="md">
      {text}
    </Text>
  );
}

/** One breakdown (format, size or device): impressions, viewable rate, clicks, CTR, interactions. */
export function BreakdownTable({ data }: { data: AnalyticsBreakdownResponse }) {
  if (data.rows.length === 0) return <Empty text="No events in this range." />;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{KEY_TITLES[data.by]}</Table.Th>
          <Table.Th ta="right">Impressions</Table.Th>
          <Table.Th ta="right">Viewable rate</Table.Th>
          <Table.Th ta="right">Clicks</Table.Th>
          <Table.Th ta="right">CTR</Table.Th>
          <Table.Th ta="right">Interactions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.rows.map((row) => {
          const rates = ratesOf(row);
          return (
            <Table.Tr key={row.key}>
              <Table.Td>{keyLabel(data.by, row.key)}</Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {whole(row.impressions)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPercent(rates.viewableRate)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {whole(row.clicks)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPercent(rates.ctr)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {whole(row.interactions)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The ads with the most impressions. */
export function TopAdsTable({ data }: { data: AnalyticsTopAdsResponse }) {
  if (data.ads.length === 0) return <Empty text="No ad was seen in this range." />;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ad</Table.Th>
          <Table.Th>Campaign</Table.Th>
          <Table.Th ta="right">Impressions</Table.Th>
          <Table.Th ta="right">Viewable rate</Table.Th>
          <Table.Th ta="right">CTR</Table.Th>
          <Table.Th ta="right">Engagement rate</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.ads.map((ad) => {
          const rates = ratesOf(ad);
          return (
            <Table.Tr key={ad._id}>
              <Table.Td>
                {ad.name}
                <Text size="xs" c="dimmed">
                  {isAdType(ad.format) ? AD_TYPE_LABELS[ad.format as AdType] : ad.format}
                </Text>
              </Table.Td>
              <Table.Td>{ad.campaign?.name ?? "–"}</Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {whole(ad.impressions)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPercent(rates.viewableRate)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPercent(rates.ctr)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER}>
                {formatPercent(rates.engagementRate)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Interactions per ad, layer and action, most first. */
export function LayersTable({ data, showAd = true }: { data: AnalyticsLayersResponse; showAd?: boolean }) {
  if (data.layers.length === 0) return <Empty text="No interactions in this range." />;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {showAd ? <Table.Th>Ad</Table.Th> : null}
          <Table.Th>Layer</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th ta="right">Interactions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.layers.map((row) => (
          <Table.Tr key={`${row.adId}-${row.layer}-${row.action}`}>
            {showAd ? <Table.Td>{row.adName}</Table.Td> : null}
            <Table.Td>{row.layer}</Table.Td>
            <Table.Td>{row.action}</Table.Td>
            <Table.Td ta="right" style={NUMBER}>
              {whole(row.count)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import type { AnalyticsBreakdown, AnalyticsQueryInput } from "@adstudio/api-client";
import { DEFAULT_TIMEZONE } from "@adstudio/core";
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconAlertTriangle, IconCalendarStats, IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { PageFrame } from "../../layout/page-frame";
import { REPORTS_PATH } from "../report-queries";
import { AnalyticsFilters } from "./analytics-filters";
import { breakdownQuery, kpisQuery, layersQuery, timeseriesQuery, topAdsQuery } from "./analytics-queries";
import { downloadFiguresCsv } from "./export-csv";
import { BreakdownTable, LayersTable, TopAdsTable } from "./figure-tables";
import { FiguresChart } from "./figures-chart";
import { FiguresFreshness } from "./figures-freshness";
import { KpiCards } from "./kpi-cards";
import { showsXr, XrFigures } from "./xr-figures";

const BREAKDOWNS: { by: AnalyticsBreakdown; label: string }[] = [
  { by: "format", label: "By format" },
  { by: "size", label: "By size" },
  { by: "device", label: "By device" },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A failed query: the server's message and a way to try again. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The figures could not be loaded">
      <Group justify="space-between">
        <Text size="sm">{error instanceof Error ? error.message : "Please try again."}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The analytics dashboard: KPIs, the time series, breakdowns, top ads and per-layer interactions of the
 * user's companies, filtered by company, campaign, ad, format, range and time zone; CSV export.
 */
export function AnalyticsDashboard() {
  // The time zone is the user's choice, kept in this browser (default Asia/Kolkata).
  const [tz, setTz] = useLocalStorage({ key: "adstudio.analytics.tz", defaultValue: DEFAULT_TIMEZONE });
  const [filters, setFilters] = useState<AnalyticsQueryInput>({ range: "TW" });
  const query: AnalyticsQueryInput = { ...filters, tz };
  const [by, setBy] = useState<AnalyticsBreakdown>("format");

  const kpis = useQuery(kpisQuery(query));
  const series = useQuery(timeseriesQuery(query));
  const breakdown = useQuery(breakdownQuery(by, query));
  const topAds = useQuery(topAdsQuery(query));
  const layers = useQuery(layersQuery(query));

  const failed = [kpis, series].find((result) => result.isError);
  const empty = kpis.data !== undefined && kpis.data.kpis.impressions === 0 && kpis.data.kpis.qrScans === 0;
  const range = kpis.data?.range;

  return (
    <PageFrame
      title="Analytics"
      subtitle={
        range
          ? `${range.firstDay === range.lastDay ? range.firstDay : `${range.firstDay} to ${range.lastDay}`} · ${range.timeZone}`
          : "Impressions, viewability, clicks and interactions of your ads."
      }
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={REPORTS_PATH}
            leftSection={<IconCalendarStats size={16} />}
          >
            Scheduled reports
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!kpis.data || !series.data}
            onClick={() => kpis.data && series.data && downloadFiguresCsv(series.data, kpis.data)}
          >
            Export CSV
          </Button>
        </Group>
      }
      toolbar={
        <AnalyticsFilters
          value={query}
          onChange={(next) => {
            const { tz: nextTz, ...rest } = next;
            if (nextTz && nextTz !== tz) setTz(nextTz);
            setFilters(rest);
          }}
        />
      }
    >
      <Stack gap="lg" p="md">
        {failed ? (
          <LoadFailed
            error={failed.error}
            retry={() => void Promise.all([kpis.refetch(), series.refetch()])}
          />
        ) : null}
        <FiguresFreshness
          updatedAt={kpis.dataUpdatedAt}
          freshness={kpis.data?.freshness}
          fetching={kpis.isFetching}
          onRefresh={() =>
            void Promise.all([
              kpis.refetch(),
              series.refetch(),
              breakdown.refetch(),
              topAds.refetch(),
              layers.refetch(),
            ])
          }
        />
        <KpiCards counts={kpis.data?.kpis} />
        {empty ? (
          <Alert variant="light" title="No events in this range">
            Nothing was counted for these filters. Published ads report impressions, views and clicks as soon
            as they are shown; try a longer range or another company.
          </Alert>
        ) : null}
        {kpis.data && showsXr(kpis.data.kpis, query.format) ? (
          <Section title="XR Studio: camera and poster">
            <XrFigures counts={kpis.data.kpis} />
          </Section>
        ) : null}
        <Section title="Over time">
          {series.data ? <FiguresChart series={series.data} /> : <Skeleton h={260} />}
        </Section>
        <Section title="Top ads">
          {topAds.data ? <TopAdsTable data={topAds.data} /> : <Skeleton h={160} />}
        </Section>
        {/* Side by side only where the page (not the window: the navbar and the chat panel take their share)
            is wide enough for the breakdown's six columns in half of it; stacked below, so at 1280 and 1440 px
            every column shows and neither card covers the other. */}
        <SimpleGrid type="container" cols={{ base: 1, "1240px": 2 }} spacing="lg">
          <Section title="Breakdown">
            <Tabs value={by} onChange={(next) => next && setBy(next as AnalyticsBreakdown)}>
              <Tabs.List mb="sm">
                {BREAKDOWNS.map((tab) => (
                  <Tabs.Tab key={tab.by} value={tab.by}>
                    {tab.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            {breakdown.data ? <BreakdownTable data={breakdown.data} /> : <Skeleton h={160} />}
          </Section>
          <Section title="Interactions by layer">
            {layers.data ? <LayersTable data={layers.data} /> : <Skeleton h={120} />}
          </Section>
        </SimpleGrid>
      </Stack>
    </PageFrame>
  );
}

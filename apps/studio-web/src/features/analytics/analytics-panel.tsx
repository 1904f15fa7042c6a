import type { AnalyticsQueryInput } from "@adstudio/api-client";
import {
  ANALYTICS_RANGE_CODES,
  ANALYTICS_RANGES,
  type AnalyticsRangeCode,
  DEFAULT_TIMEZONE,
} from "@adstudio/core";
import {
  Alert,
  Anchor,
  Group,
  type MantineSpacing,
  Paper,
  Select,
  Skeleton,
  Stack,
  Title,
} from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useCan } from "../master-data";
import { kpisQuery, timeseriesQuery } from "./dashboard/analytics-queries";
import { FiguresChart } from "./dashboard/figures-chart";
import { KpiCards } from "./dashboard/kpi-cards";

const RANGE_OPTIONS = ANALYTICS_RANGE_CODES.map((code) => ({ value: code, label: ANALYTICS_RANGES[code] }));

/**
 * The dashboard's figures for one ad or one campaign, on its details page: the KPIs and the time series
 * of a chosen range, in the time zone the dashboard uses. Shown only to users who may read analytics.
 */
export function AnalyticsPanel({
  filter,
  mt,
}: {
  filter: { ad: string } | { campaign: string };
  /** Space above the panel where the page does not lay it out in a stack. */
  mt?: MantineSpacing;
}) {
  const allowed = useCan("readAnalytics");
  const [tz] = useLocalStorage({ key: "adstudio.analytics.tz", defaultValue: DEFAULT_TIMEZONE });
  const [range, setRange] = useState<AnalyticsRangeCode>("TW");
  const query: AnalyticsQueryInput = { ...filter, range, tz };
  const kpis = useQuery({ ...kpisQuery(query), enabled: allowed });
  const series = useQuery({ ...timeseriesQuery(query), enabled: allowed });
  if (!allowed) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Analytics" mt={mt}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Analytics
        </Title>
        <Group gap="sm">
          <Select
            aria-label="Range"
            size="xs"
            w={140}
            data={RANGE_OPTIONS}
            allowDeselect={false}
            value={range}
            onChange={(next) => next && setRange(next as AnalyticsRangeCode)}
          />
          <Anchor component={Link} to="/apps/dashboards/analytics" size="sm">
            Open Analytics
          </Anchor>
        </Group>
      </Group>
      <Stack gap="md">
        {kpis.isError ? (
          <Alert color="red" title="The figures could not be loaded">
            {kpis.error instanceof Error ? kpis.error.message : "Please try again."}
          </Alert>
        ) : (
          <KpiCards counts={kpis.data?.kpis} cols={4} />
        )}
        {series.data ? <FiguresChart series={series.data} h={200} /> : <Skeleton h={200} />}
      </Stack>
    </Paper>
  );
}

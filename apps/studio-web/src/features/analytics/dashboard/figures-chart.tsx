import type { AnalyticsTimeseriesResponse } from "@adstudio/api-client";
import { AreaChart } from "@mantine/charts";
import "@mantine/charts/styles.css";

/** Impressions, viewable impressions and clicks over the range, per hour or day on the user's clock. */
export function FiguresChart({ series, h = 260 }: { series: AnalyticsTimeseriesResponse; h?: number }) {
  return (
    <AreaChart
      h={h}
      data={series.points}
      dataKey="label"
      curveType="linear"
      withDots={false}
      tickLine="y"
      valueFormatter={(value) => value.toLocaleString("en-US")}
      aria-label={`Impressions, viewable impressions and clicks per ${series.granularity}`}
      series={[
        { name: "impressions", label: "Impressions", color: "indigo.6" },
        { name: "viewable", label: "Viewable", color: "teal.6" },
        { name: "clicks", label: "Clicks", color: "orange.6" },
      ]}
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
    />
  );
}

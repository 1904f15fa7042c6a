import type { AnalyticsTimeseriesResponse } from "@adstudio/api-client";
import { AreaChart } from "@mantine/charts";
import "@mantine/charts/styles.css";
import { useEffect, useRef } from "react";

/** The groups Recharts draws its layers into, each a React portal target. */
const LAYER_GROUPS = 'g[class^="recharts-zIndex-layer_"]:not([tabindex])';

/** Impressions, viewable impressions and clicks over the range, per hour or day on the user's clock. */
export function FiguresChart({ series, h = 260 }: { series: AnalyticsTimeseriesResponse; h?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    // React listens for focus events on every portal target, and Chromium lets an SVG element with such
    // listeners take focus: each of the chart's layer groups was a Tab stop with nothing to show. The chart
    // itself stays one stop (arrow keys move through its points); its layers are taken out of the order.
    const untab = () => {
      for (const group of root.querySelectorAll(LAYER_GROUPS)) group.setAttribute("tabindex", "-1");
    };
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box}>
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
    </div>
  );
}

import type { AnalyticsKpisResponse, AnalyticsTimeseriesResponse } from "@adstudio/api-client";
import { figuresCsv } from "@adstudio/core/csv";

/**
 * The figures on screen as a CSV download: one line per hour or day of the time series and the KPIs'
 * Total line, the same file a scheduled report attaches (core's figuresCsv: BOM, neutralised cells).
 */
export function downloadFiguresCsv(series: AnalyticsTimeseriesResponse, kpis: AnalyticsKpisResponse): void {
  const csv = figuresCsv(series.granularity === "hour" ? "Hour" : "Day", series.points, kpis.kpis);
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `adstudio-analytics-${series.range.firstDay}-${series.range.lastDay}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

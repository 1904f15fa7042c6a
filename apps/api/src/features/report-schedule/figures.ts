import { addDays, type FigureCounts, formatDay, parseDay, zonedInstant } from "@adstudio/core";
import type { Database } from "../../db/client.js";
import { countsBy, segmentsOf } from "../tracker/index.js";
import type { ReportFigures } from "./scheduler.js";

const ZERO: FigureCounts = {
  impressions: 0,
  viewable: 0,
  clicks: 0,
  interactions: 0,
  engagements: 0,
  videoStarts: 0,
  videoCompletes: 0,
  qrScans: 0,
};

function countsOf(row: Partial<FigureCounts> | undefined): FigureCounts {
  const counts = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof FigureCounts)[]) counts[key] = Number(row?.[key] ?? 0);
  return counts;
}

/**
 * A report's figures from the same rollup query the dashboard's time series uses: one bucket per local
 * day of the period in the schedule's time zone, for the report's company and filters only.
 */
export function reportFigures(database: Database): ReportFigures {
  return async ({ companyId, filters, period, timeZone }) => {
    const first = parseDay(period.from);
    const last = parseDay(period.to);
    if (!first || !last) throw new Error("report period is not made of days");
    const days: { label: string; start: Date; end: Date }[] = [];
    for (let day = first; formatDay(day) <= formatDay(last); day = addDays(day, 1)) {
      days.push({
        label: formatDay(day),
        start: zonedInstant(timeZone, day),
        end: zonedInstant(timeZone, addDays(day, 1)),
      });
    }
    const rows = await countsBy(
      database.pool,
      days.flatMap((day, index) => segmentsOf(day.start, day.end, index)),
      {
        companies: [companyId],
        adId: filters.ad || undefined,
        campaignId: filters.campaign || undefined,
        format: filters.format || undefined,
      },
      "bucket",
    );
    const byDay = new Map(rows.map((row) => [Number(row.key), row]));
    const lines = days.map((day, index) => ({ label: day.label, ...countsOf(byDay.get(index)) }));
    const total = countsOf(undefined);
    for (const line of lines) {
      for (const key of Object.keys(ZERO) as (keyof FigureCounts)[]) total[key] += line[key];
    }
    return { days: lines, total };
  };
}

import { csvDocument } from "../format/csv-text";
import { FIGURE_COLUMNS, type FigureCounts, ratesOf } from "./report-csv";

function figureCells(counts: FigureCounts): (string | number)[] {
  const rates = ratesOf(counts);
  const rate = (value: number | null) => (value === null ? "" : value);
  return [
    counts.impressions,
    counts.viewable,
    rate(rates.viewableRate),
    counts.clicks,
    rate(rates.ctr),
    counts.interactions,
    rate(rates.engagementRate),
    counts.videoStarts,
    counts.videoCompletes,
    rate(rates.videoCompletionRate),
    counts.qrScans,
  ];
}

/**
 * The analytics CSV the dashboard exports and scheduled reports attach: one line per day (or hour) of
 * the range with its label as the calendar shows it, then a Total line. Rates are percentages with two
 * decimals, empty where there is nothing to divide by.
 */
export function figuresCsv(
  firstColumn: string,
  points: readonly ({ label: string } & FigureCounts)[],
  total: FigureCounts,
): string {
  return csvDocument(
    [firstColumn, ...FIGURE_COLUMNS],
    [...points.map((point) => [point.label, ...figureCells(point)]), ["Total", ...figureCells(total)]],
  );
}

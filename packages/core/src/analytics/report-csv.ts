/** The event counts a dashboard row or report line holds (the analytics API's counts). */
export interface FigureCounts {
  impressions: number;
  viewable: number;
  clicks: number;
  interactions: number;
  engagements: number;
  videoStarts: number;
  videoCompletes: number;
  qrScans: number;
}

/** `part ÷ whole` as a percentage with two decimals, or null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;
}

/** How the dashboard and the CSV write a rate: `12.5 %`, or `–` without a denominator. */
export function formatPercent(value: number | null): string {
  return value === null ? "–" : `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;
}

/** The rates every figure line shows, from its counts (the API's rate definitions). */
export function ratesOf(counts: FigureCounts) {
  return {
    viewableRate: percentOf(counts.viewable, counts.impressions),
    ctr: percentOf(counts.clicks, counts.impressions),
    engagementRate: percentOf(counts.engagements, counts.impressions),
    videoCompletionRate: percentOf(counts.videoCompletes, counts.videoStarts),
  };
}

/** The columns of an analytics CSV after the first (the day or the hour), in the dashboard's KPI order. */
export const FIGURE_COLUMNS = [
  "Impressions",
  "Viewable impressions",
  "Viewable rate (%)",
  "Clicks",
  "CTR (%)",
  "Interactions",
  "Engagement rate (%)",
  "Video starts",
  "Video completes",
  "Video completion rate (%)",
  "QR scans",
] as const;

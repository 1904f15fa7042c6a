/**
 * The dashboard range codes (spec shell §'Units': DY, DT, DTM, TW, LW, 2W, T, TM) with their labels. The
 * spec names the codes only; the labels of the first six are the admin template's ("Yesterday" …
 * "2 Weeks Ago"). The spec does not spell out T and TM: they are read as the whole history (Total) and
 * this calendar month, the two a campaign report needs beyond days and weeks.
 */
export const ANALYTICS_RANGES = {
  DY: "Yesterday",
  DT: "Today",
  DTM: "Tomorrow",
  TW: "This Week",
  LW: "Last Week",
  "2W": "2 Weeks Ago",
  T: "All Time",
  TM: "This Month",
} as const;
export type AnalyticsRangeCode = keyof typeof ANALYTICS_RANGES;
export const ANALYTICS_RANGE_CODES = Object.keys(ANALYTICS_RANGES) as AnalyticsRangeCode[];
/** What a dashboard opens with. */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRangeCode = "TW";

/** `YYYY-MM-DD` of a custom range's first and last day. */
export const ANALYTICS_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A custom range spans at most this many days (a dashboard query stays cheap; two years). */
export const MAX_CUSTOM_RANGE_DAYS = 731;

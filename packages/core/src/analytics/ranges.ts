import { type AnalyticsRangeCode, MAX_CUSTOM_RANGE_DAYS } from "./range-codes";
import { addDays, type CalendarDay, dayIn, formatDay, isoWeekday, zonedInstant } from "./zoned-time";

/** A custom range: first and last calendar day, both included, in the caller's time zone. */
export interface CustomDays {
  from: string;
  to: string;
}

/** Where "All Time" starts: before any event this product can have recorded. */
export const ANALYTICS_EPOCH = new Date(Date.UTC(2020, 0, 1));

/** A half-open span of instants [from, to) plus the calendar days it covers in its time zone. */
export interface ResolvedRange {
  from: Date;
  to: Date;
  /** First calendar day, `YYYY-MM-DD`. */
  firstDay: string;
  /** Last calendar day included, `YYYY-MM-DD`. */
  lastDay: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a calendar day, or null when it is not a real date. */
export function parseDay(text: string): CalendarDay | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

function span(timeZone: string, first: CalendarDay, last: CalendarDay): ResolvedRange {
  return {
    from: zonedInstant(timeZone, first),
    to: zonedInstant(timeZone, addDays(last, 1)),
    firstDay: formatDay(first),
    lastDay: formatDay(last),
  };
}

/**
 * The instants a range code covers at `now` in `timeZone`: days run from local midnight to local
 * midnight, weeks from Monday (ISO). "All Time" runs from {@link ANALYTICS_EPOCH} to the end of today.
 */
export function resolveRange(code: AnalyticsRangeCode, now: Date, timeZone: string): ResolvedRange {
  const today = dayIn(timeZone, now);
  const monday = addDays(today, 1 - isoWeekday(today));
  switch (code) {
    case "DY":
      return span(timeZone, addDays(today, -1), addDays(today, -1));
    case "DT":
      return span(timeZone, today, today);
    case "DTM":
      return span(timeZone, addDays(today, 1), addDays(today, 1));
    case "TW":
      return span(timeZone, monday, addDays(monday, 6));
    case "LW":
      return span(timeZone, addDays(monday, -7), addDays(monday, -1));
    case "2W":
      return span(timeZone, addDays(monday, -14), addDays(monday, -8));
    case "TM": {
      const first = { ...today, day: 1 };
      const nextMonth =
        today.month === 12
          ? { year: today.year + 1, month: 1, day: 1 }
          : { ...first, month: today.month + 1 };
      return span(timeZone, first, addDays(nextMonth, -1));
    }
    case "T":
      return { ...span(timeZone, dayIn(timeZone, ANALYTICS_EPOCH), today), from: ANALYTICS_EPOCH };
  }
}

/** A custom range of calendar days (both included) in `timeZone`; null when the days are not valid. */
export function resolveCustomRange(days: CustomDays, timeZone: string): ResolvedRange | null {
  const first = parseDay(days.from);
  const last = parseDay(days.to);
  if (!first || !last) return null;
  const length = daysBetween(first, last);
  if (length < 0 || length >= MAX_CUSTOM_RANGE_DAYS) return null;
  return span(timeZone, first, last);
}

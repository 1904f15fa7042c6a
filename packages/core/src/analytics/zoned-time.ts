import { TZDate } from "@date-fns/tz";
import { format } from "date-fns/format";

/**
 * Wall-clock arithmetic in an IANA time zone: reports and dashboards count days as the user's calendar
 * has them, not as UTC does. Zone rules (offsets, daylight saving gaps and overlaps) come from
 * @date-fns/tz over the runtime's time-zone data; calendar days themselves are plain arithmetic.
 */

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows `name` as an IANA time zone. */
export function isTimeZoneName(name: string): boolean {
  if (name === "" || name.length > 64) return false;
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  return known;
}

/** The calendar day `instant` falls on in `timeZone`. */
export function dayIn(timeZone: string, instant: Date): CalendarDay {
  const local = new TZDate(instant.getTime(), timeZone);
  return { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() };
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** `YYYY-MM-DD`. */
export function formatDay(day: CalendarDay): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** `YYYY-MM-DD HH:mm`: the day and minute `instant` shows on the clocks of `timeZone` (chart labels). */
export function formatMinute(timeZone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd HH:mm");
}

/**
 * The instant the clocks in `timeZone` show `hour`:00 on `day`. In a spring-forward gap (the hour does
 * not exist) it is the instant just after the gap; in a fall-back overlap, the first of the two.
 */
export function zonedInstant(timeZone: string, day: CalendarDay, hour = 0): Date {
  return new Date(new TZDate(day.year, day.month - 1, day.day, hour, timeZone).getTime());
}

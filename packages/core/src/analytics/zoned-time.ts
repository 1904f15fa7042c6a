/**
 * Wall-clock arithmetic in an IANA time zone with nothing but `Intl` (no date library in core): reports
 * and dashboards count days as the user's calendar has them, not as UTC does.
 */

/** A calendar day: month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `name` as an IANA time zone. */
export function isTimeZoneName(name: string): boolean {
  if (name === "" || name.length > 64) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(timeZone: string, instant: Date) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds (IST: +5.5 h). */
function offsetAt(timeZone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const w = wallClock(timeZone, new Date(whole));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - whole;
}

/** The calendar day `instant` falls on in `timeZone`. */
export function dayIn(timeZone: string, instant: Date): CalendarDay {
  const { year, month, day } = wallClock(timeZone, instant);
  return { year, month, day };
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
  const clock = wallClock(timeZone, instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatDay(clock)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * The instant the clocks in `timeZone` show `hour`:00 on `day`. In a spring-forward gap (the hour does
 * not exist) it is the instant just after the gap; in a fall-back overlap, the first of the two.
 */
export function zonedInstant(timeZone: string, day: CalendarDay, hour = 0): Date {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, hour);
  // Two rounds: the offset at the first guess may differ from the offset at the answer near a change.
  const first = asUtc - offsetAt(timeZone, asUtc);
  const second = asUtc - offsetAt(timeZone, first);
  return new Date(Math.min(first, second));
}

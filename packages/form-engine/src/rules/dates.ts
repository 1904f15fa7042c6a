/**
 * Dates compare by calendar day, as `YYYY-MM-DD` keys (which sort like the days they name).
 * A string keeps the day it is written with (`2024-05-01T23:30:00Z` is 1 May); a `Date` object, as a date
 * picker or the clock gives it, uses the local calendar of the machine running the check.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day of a date value (`YYYY-MM-DD`), or `null` when the value is not a date. */
export function toDayKey(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== "string") return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}

/** Today's calendar day by the given clock. */
export function todayKey(now: () => Date): string {
  return toDayKey(now()) ?? "";
}

/** A date value: a `Date`, or a string that starts with a real `YYYY-MM-DD` day. */
export function isDateValue(value: unknown): boolean {
  return toDayKey(value) !== null;
}

export const systemClock = (): Date => new Date();

export const HOUR_MS = 3_600_000;
/** The narrow totals' bucket: a day or hour in a UTC+5:30 zone starts on one. */
export const HALF_HOUR_MS = HOUR_MS / 2;
const DAY_MS = 24 * HOUR_MS;

/** Where a piece of a range is read from: daily rollup, the hourly (or half-hour) rollup, or raw events. */
export type Source = "zoneDaily" | "daily" | "hourly" | "raw";

/** A piece [from, to) of a bucket's range, readable from one source; `bucket` numbers the bucket. */
export interface Segment {
  source: Source;
  from: Date;
  to: Date;
  bucket: number;
}

const floor = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceil = (t: number, unit: number) => Math.ceil(t / unit) * unit;

/**
 * Splits [from, to) into the fewest pieces the rollups can answer exactly: whole UTC days from the
 * daily rollup, whole UTC hours (or half hours, `fineMs`) from the finer one, and the minutes left at the
 * edges (zones whose midnight is not on such a boundary: Asia/Kolkata's 18:30 UTC for hours, Nepal's
 * 18:15 for half hours) from the raw events.
 */
export function segmentsOf(from: Date, to: Date, bucket = 0, fineMs = HOUR_MS): Segment[] {
  const lo = from.getTime();
  const hi = to.getTime();
  if (hi <= lo) return [];
  const piece = (source: Source, a: number, b: number): Segment[] =>
    b > a ? [{ source, from: new Date(a), to: new Date(b), bucket }] : [];
  const h0 = ceil(lo, fineMs);
  const h1 = floor(hi, fineMs);
  if (h0 >= h1) return piece("raw", lo, hi);
  const d0 = ceil(h0, DAY_MS);
  const d1 = floor(h1, DAY_MS);
  const middle =
    d0 < d1
      ? [...piece("hourly", h0, d0), ...piece("daily", d0, d1), ...piece("hourly", d1, h1)]
      : piece("hourly", h0, h1);
  return [...piece("raw", lo, h0), ...middle, ...piece("raw", h1, hi)];
}

/** Asia/Kolkata's midnight, 18:30 UTC, as an offset from UTC midnight (UTC+5:30 all year, no DST). */
const ZONE_DAY_OFFSET_MS = -5.5 * HOUR_MS;

/**
 * The pieces of [from, to) for the narrow totals: whole Kolkata days from the Kolkata-day totals, the
 * rest in half hours (see segmentsOf). Right for a range in any zone; a Kolkata dashboard's days and
 * weeks read only day rows.
 */
export function narrowSegmentsOf(from: Date, to: Date, bucket = 0): Segment[] {
  const lo = from.getTime();
  const hi = to.getTime();
  const z0 = ceil(lo - ZONE_DAY_OFFSET_MS, DAY_MS) + ZONE_DAY_OFFSET_MS;
  const z1 = floor(hi - ZONE_DAY_OFFSET_MS, DAY_MS) + ZONE_DAY_OFFSET_MS;
  if (z0 >= z1) return segmentsOf(from, to, bucket, HALF_HOUR_MS);
  return [
    ...segmentsOf(from, new Date(z0), bucket, HALF_HOUR_MS),
    { source: "zoneDaily", from: new Date(z0), to: new Date(z1), bucket },
    ...segmentsOf(new Date(z1), to, bucket, HALF_HOUR_MS),
  ];
}

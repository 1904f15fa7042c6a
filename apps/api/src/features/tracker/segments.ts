const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Where a piece of a range is read from: daily rollup, hourly rollup, or raw events. */
export type Source = "daily" | "hourly" | "raw";

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
 * daily rollup, whole UTC hours from the hourly one, and the minutes left at the edges (only in zones
 * whose midnight is not on a UTC hour, such as Asia/Kolkata's 18:30 UTC) from the raw events.
 */
export function segmentsOf(from: Date, to: Date, bucket = 0): Segment[] {
  const lo = from.getTime();
  const hi = to.getTime();
  if (hi <= lo) return [];
  const piece = (source: Source, a: number, b: number): Segment[] =>
    b > a ? [{ source, from: new Date(a), to: new Date(b), bucket }] : [];
  const h0 = ceil(lo, HOUR_MS);
  const h1 = floor(hi, HOUR_MS);
  if (h0 >= h1) return piece("raw", lo, hi);
  const d0 = ceil(h0, DAY_MS);
  const d1 = floor(h1, DAY_MS);
  const middle =
    d0 < d1
      ? [...piece("hourly", h0, d0), ...piece("daily", d0, d1), ...piece("hourly", d1, h1)]
      : piece("hourly", h0, h1);
  return [...piece("raw", lo, h0), ...middle, ...piece("raw", h1, hi)];
}

/**
 * Two significant digits in compact notation: an estimate is good to a few percent, so more digits would
 * claim a precision it does not have (1 234 567 → "1.2 M", 15 300 → "15 K", 123 456 → "120 K").
 */
const compact = new Intl.NumberFormat("en", { notation: "compact", maximumSignificantDigits: 2 });

/** What every list answer says about its matches (spec §7 plus issue 17's flag). */
export interface ListTotals {
  page: number;
  total: number;
  /** True when `total` is an estimate (past 10 000 rows, or 1 000 matches of a search). */
  totalEstimated: boolean;
}

/** "about 1.2 M": an estimated count, with a no-break space so the number and its unit never part. */
export function aboutCount(count: number): string {
  const parts = compact.formatToParts(count);
  const number = parts
    .filter((part) => part.type !== "compact")
    .map((part) => part.value)
    .join("")
    .trim();
  const unit = parts.find((part) => part.type === "compact")?.value;
  return `about ${unit ? `${number}\u00a0${unit}` : number}`;
}

/** A list's total as the tables show it: exact totals as they are ("23"), estimates as "about 1.2 M". */
export function totalText({ total, totalEstimated }: Pick<ListTotals, "total" | "totalEstimated">): string {
  return totalEstimated ? aboutCount(total) : String(total);
}

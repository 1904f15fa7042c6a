/**
 * Two significant digits in compact notation: an estimate is good to a few percent, so more digits would
 * claim a precision it does not have (1 234 567 → "1.2 M", 15 300 → "15 K", 123 456 → "120 K").
 */
const compact = new Intl.NumberFormat("en", { notation: "compact", maximumSignificantDigits: 2 });

/**
 * "about 1.2 M": an estimated count. The number and its unit are joined by `space`, a no-break space by
 * default so a screen never parts them (the CLI passes a plain one).
 */
export function aboutCount(count: number, space = "\u00a0"): string {
  const parts = compact.formatToParts(count);
  const number = parts
    .filter((part) => part.type !== "compact")
    .map((part) => part.value)
    .join("")
    .trim();
  const unit = parts.find((part) => part.type === "compact")?.value;
  return `about ${unit ? `${number}${space}${unit}` : number}`;
}

/**
 * A list's total as the studio and the CLI show it: an exact total as it is ("23"), an estimate (past the
 * server's exact-count cap, `totalEstimated`) as "about 1.2 M".
 */
export function totalText(totals: { total: number; totalEstimated: boolean }, space?: string): string {
  return totals.totalEstimated ? aboutCount(totals.total, space) : String(totals.total);
}

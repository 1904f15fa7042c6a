/**
 * One page of a list answer as the CLI uses it. Past 10 000 rows (1 000 matches of a search) the server's
 * `total` is an estimate (`totalEstimated`), good to a few percent either way: paging never trusts it to
 * know where the list ends.
 */
export interface ListPage<TItem> extends ListTotals {
  items: TItem[];
}

/** A list answer's `total` and whether it is an estimate. */
export interface ListTotals {
  total: number;
  totalEstimated: boolean;
}

export type PageFetcher<TItem> = (page: number, limit: number) => Promise<ListPage<TItem>>;

/**
 * Every item of a list, `limit` at a time from page 1, until a page comes back shorter than `limit` (pages
 * past the end answer none). An exact total that is reached ends it one request early; an estimate never
 * does, so an export neither stops short of an estimate that fell low nor pages on past one that ran high.
 * `onPage` hears the count so far and the latest answer's total, for progress.
 */
export async function fetchEveryPage<TItem>(
  fetch: PageFetcher<TItem>,
  limit: number,
  onPage?: (count: number, totals: ListTotals) => void,
): Promise<TItem[]> {
  const all: TItem[] = [];
  for (let page = 1; ; page++) {
    const { items, total, totalEstimated } = await fetch(page, limit);
    all.push(...items);
    onPage?.(all.length, { total, totalEstimated });
    if (items.length < limit || (!totalEstimated && all.length >= total)) return all;
  }
}

/** Two significant digits: an estimate is good to a few percent (1 234 567 → "1.2 M", 15 300 → "15 K"). */
const compact = new Intl.NumberFormat("en", { notation: "compact", maximumSignificantDigits: 2 });

/** A list's total for a message: exact as it is ("42"), an estimate as the studio shows it ("about 1.2 M"). */
export function countText({ total, totalEstimated }: ListTotals): string {
  if (!totalEstimated) return String(total);
  const parts = compact.formatToParts(total);
  const unit = parts.find((part) => part.type === "compact")?.value;
  const number = parts
    .filter((part) => part.type !== "compact")
    .map((part) => part.value)
    .join("")
    .trim();
  return `about ${unit ? `${number} ${unit}` : number}`;
}

import type { ListTotals as ContractListTotals } from "@adstudio/contract";
import { totalText } from "@adstudio/core";

/**
 * One page of a list answer as the CLI uses it. Past 10 000 rows (1 000 matches of a search) the server's
 * `total` is an estimate (`totalEstimated`), good to a few percent either way: paging never trusts it to
 * know where the list ends.
 */
export interface ListPage<TItem> extends ListTotals {
  items: TItem[];
}

/** A list answer's `total` and whether it is an estimate. */
export type ListTotals = Pick<ContractListTotals, "total" | "totalEstimated">;

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

/** A list's total for a message: exact as it is ("42"), an estimate as the studio shows it ("about 1.2 M"). */
export function countText(totals: ListTotals): string {
  // A plain space: terminal output gets copied into scripts and tickets.
  return totalText(totals, " ");
}

import type { ListTotals } from "@adstudio/contract";
import { totalText } from "@adstudio/core";

/** What a server table's paginator offers and says, worked out from the last answer. */
export interface Pager {
  /** The record count the paginator pages through: it offers ⌈records / page size⌉ pages. */
  records: number;
  /** The text beside the page buttons, for the rows `from`–`to` shown. */
  text: (range: { from: number; to: number }) => string;
}

/**
 * The paginator of page `asked`, given the answer shown (the previous page's while the asked one loads)
 * and its number of rows. An exact total pages as before: "11–20 of 23", every page offered. An estimate
 * is good to a few percent, so its last pages may not exist: it reads "11–20 of about 1.2 M" and offers
 * the pages up to this one, and the next one while this one is full, unless that one is `end`, a page
 * already found empty.
 */
export function pagerOf(
  asked: number,
  answer: ListTotals | undefined,
  rows: number,
  pageSize: number,
  end?: number,
): Pager {
  if (!answer?.totalEstimated) {
    const total = answer?.total ?? 0;
    return { records: total, text: ({ from, to }) => `${from}–${to} of ${total}` };
  }
  const about = totalText(answer);
  const next = rows >= pageSize && answer.page + 1 !== end ? 1 : 0;
  return {
    records: Math.max(answer.page + next, asked) * pageSize,
    text: ({ from, to }) => `${from}–${to} of ${about}`,
  };
}

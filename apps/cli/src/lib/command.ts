import type { ListParams } from "@adstudio/api-client";
import { type Command, InvalidArgumentError } from "commander";
import { usageError } from "./exit-codes.js";
import { countText, fetchEveryPage, type ListPage, type ListTotals, type PageFetcher } from "./paging.js";

/** The "Examples:" block every command's `--help` ends with. */
export function examples(...lines: Array<[command: string, what: string]>): string {
  const width = Math.max(...lines.map(([command]) => command.length));
  return `\nExamples:\n${lines.map(([command, what]) => `  $ ${command.padEnd(width)}  # ${what}`).join("\n")}\n`;
}

/** A commander argument parser for whole numbers in a range (bad values are usage errors, exit 2). */
export function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
      throw new InvalidArgumentError(`expected a whole number from ${min} to ${max}.`);
    }
    return number;
  };
}

export interface ListOptions {
  search?: string;
  limit: number;
  page: number;
  sort?: string;
  all?: boolean;
  json?: boolean;
}

/** `--search`, `--limit`, `--page`, `--sort`, `--all` and `--json` of the list commands. */
export function withListOptions(command: Command, sortFields: readonly string[]): Command {
  return command
    .option("-s, --search <text>", "only records whose searchable fields contain the text")
    .option("-l, --limit <n>", "records per page (1-1000)", wholeNumber(1, 1000), 10)
    .option("-p, --page <n>", "page to show, from 1", wholeNumber(1, 1_000_000), 1)
    .option("--sort <field>", `sort by ${sortFields.join(", ")}; a leading - sorts descending`)
    .option("-a, --all", "every record, all pages")
    .option("--json", "print the answer as JSON on stdout");
}

/** The list request of the options; an unknown sort field is a usage error. */
export function listParams<TField extends string>(
  options: ListOptions,
  sortFields: readonly TField[],
): ListParams<TField> {
  const params: ListParams<TField> = { limit: options.limit, page: options.page };
  if (options.search) params.search = options.search;
  if (options.sort) {
    const descending = options.sort.startsWith("-");
    const field = options.sort.replace(/^[-+]/, "") as TField;
    if (!sortFields.includes(field)) {
      throw usageError(`--sort must be one of ${sortFields.join(", ")} (with - for descending)`);
    }
    params.sort = { [field]: descending ? -1 : 1 } as ListParams<TField>["sort"];
  }
  return params;
}

/**
 * Fetches one page, or every page with `--all` (1000 at a time). With `--all` the total is the number of
 * items read, exact even where the server could only estimate it.
 */
export async function listPages<TItem>(
  options: ListOptions,
  fetch: PageFetcher<TItem>,
): Promise<ListPage<TItem> & { page: number }> {
  if (!options.all) return { ...(await fetch(options.page, options.limit)), page: options.page };
  const items = await fetchEveryPage(fetch, 1000);
  return { items, total: items.length, totalEstimated: false, page: 1 };
}

/**
 * "Showing 11-20 of 42" (or "of about 1.2 M" when the server estimated the total) and how to see more,
 * for stderr under a table. An estimated list goes on while the page is full: the estimate may fall short.
 */
export function pageNote(options: ListOptions, shown: number, totals: ListTotals, plural: string): string {
  const { total, totalEstimated } = totals;
  if (total === 0) return `No ${plural}.`;
  if (options.all) return `${total} ${plural}.`;
  const first = (options.page - 1) * options.limit + 1;
  const last = first + shown - 1;
  const hasNext = totalEstimated ? shown === options.limit : last < total;
  const more = hasNext ? ` Next: --page ${options.page + 1}, or --all.` : "";
  return shown === 0
    ? `Page ${options.page} is empty (${countText(totals)} ${plural}).`
    : `Showing ${first}-${last} of ${countText(totals)} ${plural}.${more}`;
}

import type { AdListFilters, AdSortField } from "@adstudio/api-client";
import { AD_TYPES, isAdType } from "@adstudio/core";
import { Command } from "commander";
import {
  examples,
  type ListOptions,
  listPages,
  listParams,
  pageNote,
  withListOptions,
} from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";
import { formatTable } from "../../lib/output.js";

const SORT_FIELDS: readonly AdSortField[] = ["name", "type", "status", "createdAt", "updatedAt"];

export function adListCommand(context: CliContext): Command {
  return withListOptions(new Command("list").alias("ls").description("List ads, newest first"), SORT_FIELDS)
    .option("--type <format>", `only this format (${AD_TYPES.join(", ")})`)
    .option("--status <status>", "draft or published")
    .addHelpText(
      "after",
      examples(
        ["adstudio ad list --type story", "story ads"],
        ["adstudio ad list --status published --json", "published ads as JSON"],
      ),
    )
    .action(async (options: ListOptions & { type?: string; status?: string }) => {
      const { type, status } = options;
      if (type !== undefined && !isAdType(type)) throw usageError(`Unknown format '${type}'.`);
      if (status !== undefined && status !== "draft" && status !== "published") {
        throw usageError("--status must be draft or published.");
      }
      const filters: AdListFilters = { ...(type ? { type } : {}), ...(status ? { status } : {}) };
      const api = await context.api();
      const params = listParams(options, SORT_FIELDS);
      const { items, page, ...totals } = await listPages(options, (pageNumber, limit) =>
        api.ads
          .list({ ...params, page: pageNumber, limit }, filters)
          .then(({ ads, total, totalEstimated }) => ({ items: ads, total, totalEstimated })),
      );
      if (options.json) return context.out.json({ ads: items, page, ...totals });
      if (items.length > 0) {
        context.out.data(
          formatTable(
            ["NAME", "FORMAT", "STATUS", "VERSION", "ID"],
            items.map((ad) => [
              ad.name,
              ad.type,
              ad.status,
              ad.version === null ? "-" : String(ad.version),
              ad._id,
            ]),
          ),
        );
      }
      context.out.info(pageNote(options, items.length, totals, "ads"));
    });
}

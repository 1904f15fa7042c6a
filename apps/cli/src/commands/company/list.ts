import type { CompanySortField } from "@adstudio/api-client";
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
import { clip, formatTable } from "../../lib/output.js";

const SORT_FIELDS: readonly CompanySortField[] = [
  "name",
  "shortName",
  "domains",
  "country",
  "city",
  "state",
  "status",
  "createdAt",
];

export function companyListCommand(context: CliContext): Command {
  return withListOptions(new Command("list").alias("ls").description("List companies"), SORT_FIELDS)
    .addHelpText(
      "after",
      examples(
        ["adstudio company list", "the first 10, by name"],
        [
          "adstudio company list --search mumbai --all",
          "every company whose name, short name or city matches",
        ],
        ["adstudio company list --all --json | jq -r '.company[].shortName'", "all short names"],
      ),
    )
    .action(async (options: ListOptions) => {
      const api = await context.api();
      const params = listParams(options, SORT_FIELDS);
      const { items, page, ...totals } = await listPages(options, (pageNumber, limit) =>
        api.companies
          .list({ ...params, page: pageNumber, limit })
          .then(({ company, total, totalEstimated }) => ({ items: company, total, totalEstimated })),
      );
      if (options.json) return context.out.json({ company: items, page, ...totals });
      const fit = (text: string) => (context.out.interactive ? clip(text, 40) : text);
      if (items.length > 0) {
        context.out.data(
          formatTable(
            ["SHORT NAME", "NAME", "COUNTRY", "CITY", "STATUS", "DOMAINS"],
            items.map((company) => [
              company.shortName,
              fit(company.name),
              company.country,
              company.city,
              company.status ? "active" : "inactive",
              fit(company.domains.join(",")),
            ]),
          ),
        );
      }
      context.out.info(pageNote(options, items.length, totals, "companies"));
    });
}

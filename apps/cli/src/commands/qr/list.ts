import type { QrSortField } from "@adstudio/api-client";
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

const SORT_FIELDS: readonly QrSortField[] = ["id", "type", "targetUrl", "scanCount", "createdAt"];

export function qrListCommand(context: CliContext): Command {
  return withListOptions(new Command("list").alias("ls").description("List QR links"), SORT_FIELDS)
    .addHelpText(
      "after",
      examples(
        ["adstudio qr list", "the first 10, by name"],
        ["adstudio qr list --search sale --sort -scanCount", "most scanned links matching 'sale'"],
        ["adstudio qr list --all --json | jq '.qrLink[].scanUrl'", "every scan address"],
      ),
    )
    .action(async (options: ListOptions) => {
      const api = await context.api();
      const params = listParams(options, SORT_FIELDS);
      const { items, page, ...totals } = await listPages(options, (pageNumber, limit) =>
        api.qr
          .list({ ...params, page: pageNumber, limit })
          .then(({ qrLink, total, totalEstimated }) => ({ items: qrLink, total, totalEstimated })),
      );
      if (options.json) return context.out.json({ qrLink: items, page, ...totals });
      const fit = (text: string) => (context.out.interactive ? clip(text, 60) : text);
      if (items.length > 0) {
        context.out.data(
          formatTable(
            ["NAME", "TYPE", "SCANS", "CODE", "TARGET"],
            items.map((link) => [link.id, link.type, String(link.scanCount), link.code, fit(link.targetUrl)]),
          ),
        );
      }
      context.out.info(pageNote(options, items.length, totals, "QR links"));
    });
}

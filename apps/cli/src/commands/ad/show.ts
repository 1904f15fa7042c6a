import type { AdRecord, AdSummary } from "@adstudio/api-client";
import type { CliContext } from "../../lib/context.js";
import { formatFields } from "../../lib/output.js";

/** Prints one ad: JSON with `--json`, else `key: value` lines. */
export function printAd(context: CliContext, ad: AdRecord | AdSummary, json: boolean): void {
  if (json) {
    context.out.json({ ad });
    return;
  }
  context.out.data(
    formatFields([
      ["Name", ad.name],
      ["Format", ad.type],
      ["Sizes", Object.keys(ad.teaser).join(", ")],
      ["Status", ad.status],
      ["Revision", String(ad.revision)],
      ["Version", ad.version === null ? "-" : String(ad.version)],
      ["Location", ad.location || "-"],
      ["Company", ad.company.name],
      ["ID", ad._id],
    ]),
  );
}

import type { AdVersion } from "@adstudio/api-client";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { formatTable } from "../../lib/output.js";

/** `2027-02-13 15:10 UTC`: minutes are enough to tell versions apart in a table; --json has the instant. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Notes on one line (a table row), newlines shown as spaces. */
const oneLine = (notes: string | null) => (notes ?? "").replace(/\s*\n\s*/g, " ");

export function versionRows(versions: AdVersion[]): string[][] {
  return versions.map((v) => [
    String(v.version),
    v.live ? "live" : "",
    String(v.revision),
    when(v.publishedAt),
    v.publishedBy?.name ?? "-",
    oneLine(v.notes),
  ]);
}

export function adVersionsCommand(context: CliContext): Command {
  return new Command("versions")
    .description("List an ad's published versions, newest first: notes, author, time and which one is live")
    .argument("<id>", "the ad's _id")
    .option("--json", "print {versions} as JSON on stdout")
    .addHelpText("after", examples(["adstudio ad versions 9a1c… --json", "with each version's address"]))
    .action(async (id: string, options: { json?: boolean }) => {
      const api = await context.api();
      const { versions } = await api.ads.versions(id);
      if (options.json) return context.out.json({ versions });
      if (versions.length === 0) return context.out.info("The ad has not been published yet.");
      context.out.data(
        formatTable(["VERSION", "LIVE", "REVISION", "PUBLISHED", "BY", "NOTES"], versionRows(versions)),
      );
    });
}

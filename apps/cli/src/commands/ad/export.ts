import { writeFile } from "node:fs/promises";
import path from "node:path";
import { EXPORT_SERVERS, type ExportServer } from "@adstudio/contract";
import { Command, Option } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";

const isServer = (value: string): value is ExportServer =>
  (EXPORT_SERVERS as readonly string[]).includes(value);

/** The ad's name as the server names its files: letters, digits, `-` and `_`. */
const fileBase = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "ad";

interface ExportOptions {
  size?: string;
  server?: string;
  out?: string;
  output?: string;
}

/**
 * `adstudio ad export <id>`: by default the published version's package for ad servers (CM360 and GAM
 * layouts, tags, manifest); with `--size` one size of the saved ad as a zip, as before.
 */
export function adExportCommand(context: CliContext): Command {
  return (
    new Command("export")
      .description(
        "Write the published ad's package for ad servers (each size's HTML5 zip and backup image laid out for CM360 batch upload and GAM, the ad tags, manifest.json); with --size, one size of the saved ad as a zip that passes `adstudio validate` (an HTML5 creative, or for image-generator the size's PNG and JPEG)",
      )
      .argument("<id>", "the ad's _id")
      .option("--server <server>", `one ad server's layout: ${EXPORT_SERVERS.join(" or ")} (default: both)`)
      .option(
        "-s, --size <size>",
        "instead of the package: one size, such as sz300x250, or all for a zip of each size's zip",
      )
      .option(
        "-o, --out <file>",
        "where to write the zip (default: <name>-v<version>-ad-servers.zip, or <name>-<size>.zip)",
      )
      // The option's earlier name, kept so existing scripts still run.
      .addOption(new Option("--output <file>").hideHelp())
      .addHelpText(
        "after",
        examples(
          ["adstudio ad export 9a1c… --server cm360 --out spring-cm360.zip", "the package for CM360"],
          ["adstudio ad export 9a1c…", "CM360 and GAM layouts in one package"],
          ["adstudio ad export 9a1c… --size sz728x90 -o leaderboard.zip", "one size of the saved ad"],
        ),
      )
      .action(async (id: string, options: ExportOptions) => {
        if (options.server !== undefined && !isServer(options.server))
          throw usageError(`Unknown ad server '${options.server}': use ${EXPORT_SERVERS.join(" or ")}.`);
        if (options.server !== undefined && options.size !== undefined)
          throw usageError("--server is for the package and --size for one size: use one of them.");
        const api = await context.api();
        const { ad } = await api.ads.get(id);
        const base = fileBase(ad.name);
        let zip: ArrayBuffer;
        let fallback: string;
        if (options.size !== undefined) {
          zip = await api.ads.downloadZip(id, options.size);
          fallback = `${base}-${options.size}.zip`;
        } else {
          // A draft has no package: the server's 409 says to publish first.
          if (ad.version) context.out.info(`Packing version ${ad.version} of ${ad.name} for ad servers…`);
          zip = await api.ads.exportPackage(id, options.server);
          fallback = `${base}-v${ad.version ?? 0}-${options.server ?? "ad-servers"}.zip`;
        }
        const output = path.resolve(context.io.cwd, options.out ?? options.output ?? fallback);
        await writeFile(output, new Uint8Array(zip));
        context.out.success(`Wrote ${output} (${zip.byteLength} bytes)`);
      })
  );
}

import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { type ExportOptions, runExport, withExportOptions } from "../../lib/export-runner.js";
import { qrKind } from "../../lib/records/qr.js";

export function qrExportCommand(context: CliContext): Command {
  return withExportOptions(new Command("export"))
    .description("Write every QR link as CSV or JSON (id, type, targetUrl, code, scanCount)")
    .addHelpText(
      "after",
      examples(
        ["adstudio qr export -o links.csv", "CSV with a header row"],
        ["adstudio qr export --bom -o links.csv", "CSV for Excel, with a BOM"],
        ["adstudio qr export --json > links.json", "JSON list"],
        ["adstudio qr export -o links.csv && adstudio qr import links.csv", "a no-op round trip"],
      ),
    )
    .action((options: ExportOptions) => runExport(context, qrKind, options));
}

import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { type ExportOptions, runExport } from "../../lib/export-runner.js";
import { qrKind } from "../../lib/records/qr.js";

export function qrExportCommand(context: CliContext): Command {
  return new Command("export")
    .description("Write every QR link as CSV or JSON (id, type, targetUrl, code, scanCount)")
    .option("-o, --output <file>", "file to write (default: stdout)")
    .option("-f, --format <format>", "csv or json (default: from the file name, else csv)")
    .option("--json", "same as --format json")
    .addHelpText(
      "after",
      examples(
        ["adstudio qr export -o links.csv", "CSV with a header row"],
        ["adstudio qr export --json > links.json", "JSON list"],
        ["adstudio qr export -o links.csv && adstudio qr import links.csv", "a no-op round trip"],
      ),
    )
    .action((options: ExportOptions) => runExport(context, qrKind, options));
}

import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { CSV_IMPORT_NOTE, CSV_READ_OPTIONS, type ImportOptions, runImport } from "../../lib/import-runner.js";
import { qrKind } from "../../lib/records/qr.js";

export function qrImportCommand(context: CliContext): Command {
  return new Command("import")
    .description(
      "Create or update QR links from CSV (header: id,type,targetUrl) or JSON, matched by name; bad rows are reported and skipped",
    )
    .argument("<file>", "CSV or JSON file, or - for stdin")
    .option("-f, --format <format>", "csv or json (default: from the file name or its first character)")
    .option("--dry-run", "check every row and report what would change, writing nothing")
    .option("--batch-size <n>", "rows per request (1-1000)", "1000")
    .option("--json", "print the summary and failures as JSON on stdout")
    .option(...CSV_READ_OPTIONS[0])
    .option(...CSV_READ_OPTIONS[1])
    .addHelpText("after", CSV_IMPORT_NOTE)
    .addHelpText(
      "after",
      examples(
        ["adstudio qr import links.csv --dry-run", "check the file, change nothing"],
        ["adstudio qr import links.csv", "upsert by name; exit 3 if some rows failed"],
        ["cat links.json | adstudio qr import - --json", "from stdin, machine-readable summary"],
      ),
    )
    .action(async (file: string, options: ImportOptions) => {
      await runImport(context, qrKind, file, options);
    });
}

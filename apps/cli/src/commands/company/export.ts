import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { type ExportOptions, runExport } from "../../lib/export-runner.js";
import { companyKind } from "../../lib/records/company.js";

export function companyExportCommand(context: CliContext): Command {
  return new Command("export")
    .description("Write every company as CSV or JSON (without logos)")
    .option("-o, --output <file>", "file to write (default: stdout)")
    .option("-f, --format <format>", "csv or json (default: from the file name, else csv)")
    .option("--json", "same as --format json")
    .addHelpText(
      "after",
      examples(
        ["adstudio company export -o companies.csv", "CSV with a header row"],
        ["adstudio company export --json > companies.json", "JSON list"],
      ),
    )
    .action((options: ExportOptions) => runExport(context, companyKind, options));
}

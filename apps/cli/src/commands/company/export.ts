import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { type ExportOptions, runExport, withExportOptions } from "../../lib/export-runner.js";
import { companyKind } from "../../lib/records/company.js";

export function companyExportCommand(context: CliContext): Command {
  return withExportOptions(new Command("export"))
    .description("Write every company as CSV or JSON (without logos)")
    .addHelpText(
      "after",
      examples(
        ["adstudio company export -o companies.csv", "CSV with a header row"],
        ["adstudio company export --bom -o companies.csv", "CSV for Excel, with a BOM"],
        ["adstudio company export --json > companies.json", "JSON list"],
      ),
    )
    .action((options: ExportOptions) => runExport(context, companyKind, options));
}

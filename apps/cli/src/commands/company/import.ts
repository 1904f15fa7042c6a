import { PHONE_LENGTH_THRESHOLD } from "@adstudio/core";
import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { CSV_IMPORT_NOTE, CSV_READ_OPTIONS, type ImportOptions, runImport } from "../../lib/import-runner.js";
import { companyKind } from "../../lib/records/company.js";

/** The company save checks of spec studio §5 (core's CompanySchema), as a row of the file meets them. */
const ROW_NEEDS = `  A row needs name, shortName, domains, country (2-letter code), city, address, and phone and mobile
  (one of the two is enough when it has ${PHONE_LENGTH_THRESHOLD}+ characters with its dial code: +919876543210); a
  contactPerson.email must be valid. domains are comma-separated in one quoted field; status is
  true/false, or empty to keep it (new companies are active).`;

export function companyImportCommand(context: CliContext): Command {
  return new Command("import")
    .description(
      "Create or update companies from CSV or JSON, matched by short name; bad rows are reported and skipped (logos are kept)",
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
      `\nCSV columns: ${companyKind.importColumns.join(",")}\n${ROW_NEEDS}\n${examples(
        ["adstudio company import companies.csv --dry-run", "check the file, change nothing"],
        ["adstudio company import companies.csv", "upsert by short name; exit 3 if some rows failed"],
      )}`,
    )
    .action(async (file: string, options: ImportOptions) => {
      await runImport(context, companyKind, file, options);
    });
}

import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { companyCreateCommand } from "./create.js";
import { companyDeleteCommand } from "./delete.js";
import { companyExportCommand } from "./export.js";
import { companyGetCommand } from "./get.js";
import { companyImportCommand } from "./import.js";
import { companyListCommand } from "./list.js";
import { companyUpdateCommand } from "./update.js";

/** `adstudio company …`: advertiser and agency companies (the company permissions). */
export function companyCommand(context: CliContext): Command {
  return new Command("company")
    .description("Companies: list, get, create, update, delete, export, import")
    .addCommand(companyListCommand(context))
    .addCommand(companyGetCommand(context))
    .addCommand(companyCreateCommand(context))
    .addCommand(companyUpdateCommand(context))
    .addCommand(companyDeleteCommand(context))
    .addCommand(companyExportCommand(context))
    .addCommand(companyImportCommand(context))
    .addHelpText(
      "after",
      examples(
        ["adstudio company get acme", "one company"],
        ["adstudio company import companies.csv --dry-run", "check a file"],
      ),
    );
}

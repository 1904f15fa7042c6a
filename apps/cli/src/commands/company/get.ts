import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { findCompany, printCompany } from "./show.js";

export function companyGetCommand(context: CliContext): Command {
  return new Command("get")
    .description("Show one company")
    .argument("<id>", "the company's short name or _id")
    .option("--json", "print {company} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio company get acme", "by short name"],
        ["adstudio company get acme --json", "as JSON"],
      ),
    )
    .action(async (id: string, options: { json?: boolean }) => {
      const api = await context.api();
      printCompany(context, await findCompany(api, id), !!options.json);
    });
}

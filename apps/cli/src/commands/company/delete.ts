import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { findCompany } from "./show.js";

export function companyDeleteCommand(context: CliContext): Command {
  return new Command("delete")
    .alias("rm")
    .description("Delete companies (and their logos)")
    .argument("<ids...>", "short names or _ids")
    .option("--json", "print {deleted: [...]} as JSON on stdout")
    .addHelpText(
      "after",
      examples(
        ["adstudio company delete acme", "one company"],
        ["adstudio company delete acme globex", "several"],
      ),
    )
    .action(async (ids: string[], options: { json?: boolean }) => {
      const api = await context.api();
      const deleted: string[] = [];
      for (const id of ids) {
        const company = await findCompany(api, id);
        await api.companies.delete(company._id);
        deleted.push(company.shortName);
        context.out.success(`Deleted company '${company.shortName}'.`);
      }
      if (options.json) context.out.json({ deleted });
    });
}

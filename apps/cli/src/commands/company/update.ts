import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { usageError } from "../../lib/exit-codes.js";
import { companyValues } from "../../lib/records/company.js";
import { type CompanyFlags, companyBody, hasFieldFlags, withCompanyFlags } from "./fields.js";
import { findCompany, printCompany } from "./show.js";

export function companyUpdateCommand(context: CliContext): Command {
  return withCompanyFlags(
    new Command("update")
      .description("Change some fields of a company; the others (and the logo) stay")
      .argument("<id>", "the company's short name or _id"),
  )
    .addHelpText(
      "after",
      examples(
        ["adstudio company update acme --city Pune", "move it"],
        ["adstudio company update acme --status inactive", "deactivate it"],
      ),
    )
    .action(async (id: string, flags: CompanyFlags) => {
      if (!hasFieldFlags(flags)) throw usageError("nothing to change: give at least one field, e.g. --city");
      const api = await context.api();
      const current = await findCompany(api, id);
      // Without `logo` the server keeps the current one.
      const body = companyBody(companyValues(current), flags);
      const { company } = await api.companies.update(current._id, body);
      context.out.success(`Updated company '${company.shortName}'.`);
      printCompany(context, company, !!flags.json);
    });
}

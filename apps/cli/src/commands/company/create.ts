import { Command } from "commander";
import { examples } from "../../lib/command.js";
import type { CliContext } from "../../lib/context.js";
import { type CompanyFlags, companyBody, withCompanyFlags } from "./fields.js";
import { printCompany } from "./show.js";

export function companyCreateCommand(context: CliContext): Command {
  return withCompanyFlags(
    new Command("create").description("Create a company (the logo is set in the studio)"),
  )
    .addHelpText(
      "after",
      examples([
        "adstudio company create --name 'Acme Media' --short-name acme --domains acme.com --country IN --city Mumbai --address '1 Marine Drive' --mobile +919876543210",
        "a company with the fields the studio requires",
      ]),
    )
    .action(async (flags: CompanyFlags) => {
      const body = companyBody({}, flags);
      const api = await context.api();
      const { company } = await api.companies.create(body);
      context.out.success(`Created company '${company.shortName}'.`);
      printCompany(context, company, !!flags.json);
    });
}

import type { ApiClient, CompanyRecord } from "@adstudio/api-client";
import type { CliContext } from "../../lib/context.js";
import { CliError } from "../../lib/exit-codes.js";
import { formatFields } from "../../lib/output.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A company by `_id` or by short name (ignoring case), as people type them. */
export async function findCompany(api: ApiClient, ref: string): Promise<CompanyRecord> {
  if (UUID.test(ref)) return (await api.companies.get(ref)).company;
  const { company } = await api.companies.list({ search: ref, limit: 1000 });
  const match = company.find((candidate) => candidate.shortName.toLowerCase() === ref.trim().toLowerCase());
  if (!match) throw new CliError(`No company with the short name or id '${ref}'.`);
  return match;
}

export function printCompany(context: CliContext, company: CompanyRecord, json: boolean): void {
  if (json) {
    context.out.json({ company });
    return;
  }
  const contact = company.contactPerson;
  context.out.data(
    formatFields([
      ["Name", company.name],
      ["Short name", company.shortName],
      ["Domains", company.domains.join(", ")],
      ["Address", company.address],
      ["City", company.city],
      ["State", company.state],
      ["Pin", company.pin],
      ["Country", company.country],
      ["Phone", company.phone],
      ["Mobile", company.mobile],
      ["Contact", [contact.name, contact.email, contact.phone, contact.mobile].filter(Boolean).join(", ")],
      ["Status", company.status ? "active" : "inactive"],
      ["Logo", company.logo?.location ?? ""],
      ["ID", company._id],
    ]),
  );
}

import type { CompanyBody } from "@adstudio/api-client";
import { CompanySchema, validateInput } from "@adstudio/core";
import type { Command } from "commander";
import { CliError } from "../../lib/exit-codes.js";
import { parseStatus } from "../../lib/records/company.js";

/** The flags of `company create` and `company update`, one per field of spec §3. */
export interface CompanyFlags {
  name?: string;
  shortName?: string;
  domains?: string;
  address?: string;
  country?: string;
  city?: string;
  state?: string;
  pin?: string;
  phone?: string;
  mobile?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  contactMobile?: string;
  status?: string;
  json?: boolean;
}

export function withCompanyFlags(command: Command): Command {
  return command
    .option("--name <name>", "company name")
    .option("--short-name <name>", "unique short name")
    .option("--domains <list>", "comma-separated domains, e.g. acme.com,acme.io")
    .option("--address <text>", "street address")
    .option("--country <code>", "2-letter country code, e.g. IN")
    .option("--city <name>", "city")
    .option("--state <name>", "state")
    .option("--pin <code>", "postal code")
    .option("--phone <number>", "phone with dial code, e.g. +912212345678")
    .option("--mobile <number>", "mobile with dial code")
    .option("--contact-name <name>", "contact person's name")
    .option("--contact-email <email>", "contact person's email")
    .option("--contact-phone <number>", "contact person's phone")
    .option("--contact-mobile <number>", "contact person's mobile")
    .option("--status <status>", "active or inactive (true/false)")
    .option("--json", "print {company} as JSON on stdout");
}

/** Whether any field flag was given (update needs at least one). */
export const hasFieldFlags = (flags: CompanyFlags) =>
  Object.entries(flags).some(([key, value]) => key !== "json" && value !== undefined);

/**
 * The body from `base` (the current company, or empty) with the flags applied, checked with core's
 * schema: a bad one fails with the spec's first message before any request.
 */
export function companyBody(base: Partial<CompanyBody>, flags: CompanyFlags): CompanyBody {
  const contact = { name: "", email: "", phone: "", mobile: "", ...base.contactPerson };
  const input = {
    ...base,
    ...(flags.name !== undefined ? { name: flags.name } : {}),
    ...(flags.shortName !== undefined ? { shortName: flags.shortName } : {}),
    ...(flags.domains !== undefined ? { domains: flags.domains } : {}),
    ...(flags.address !== undefined ? { address: flags.address } : {}),
    ...(flags.country !== undefined ? { country: flags.country } : {}),
    ...(flags.city !== undefined ? { city: flags.city } : {}),
    ...(flags.state !== undefined ? { state: flags.state } : {}),
    ...(flags.pin !== undefined ? { pin: flags.pin } : {}),
    ...(flags.phone !== undefined ? { phone: flags.phone } : {}),
    ...(flags.mobile !== undefined ? { mobile: flags.mobile } : {}),
    contactPerson: {
      name: flags.contactName ?? contact.name,
      email: flags.contactEmail ?? contact.email,
      phone: flags.contactPhone ?? contact.phone,
      mobile: flags.contactMobile ?? contact.mobile,
    },
    ...(flags.status !== undefined ? { status: parseStatus(flags.status) } : {}),
  };
  const result = validateInput(CompanySchema, input);
  if (!result.success) throw new CliError(result.message);
  return result.output;
}

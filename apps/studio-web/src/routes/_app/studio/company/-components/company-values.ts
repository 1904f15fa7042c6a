import type { CompanyRecord } from "@adstudio/api-client";
import { DEFAULT_COUNTRY } from "@adstudio/core";
import type { LogoValue } from "./logo-field";

/** The company form's values (spec studio §3 'Company'); domains are edited comma-separated. */
export interface CompanyValues {
  logo: LogoValue | null;
  name: string;
  shortName: string;
  domains: string;
  pin: string;
  address: string;
  country: string | null;
  state: string;
  city: string;
  mobile: string;
  phone: string;
  contactPerson: { name: string; email: string; mobile: string; phone: string };
  status: boolean;
  /** Issue 31: publishing the company's ads needs an approved version. */
  approvalRequired: boolean;
}

export function companyValues(company: CompanyRecord | null): CompanyValues {
  return {
    logo: company?.logo ? { body: "", ...company.logo } : null,
    name: company?.name ?? "",
    shortName: company?.shortName ?? "",
    domains: company?.domains.join(", ") ?? "",
    pin: company?.pin ?? "",
    address: company?.address ?? "",
    country: company ? company.country || null : DEFAULT_COUNTRY,
    state: company?.state ?? "",
    city: company?.city ?? "",
    mobile: company?.mobile ?? "",
    phone: company?.phone ?? "",
    contactPerson: {
      name: company?.contactPerson.name ?? "",
      email: company?.contactPerson.email ?? "",
      mobile: company?.contactPerson.mobile ?? "",
      phone: company?.contactPerson.phone ?? "",
    },
    status: company?.status ?? true,
    approvalRequired: company?.approvalRequired ?? false,
  };
}

/**
 * The body the schema checks and the API receives. A new logo travels as its data URL; a stored one
 * that was kept is left out (the server keeps it); a removed one is `null`.
 */
export function companyInput(values: CompanyValues) {
  const { logo, country, ...rest } = values;
  return {
    ...rest,
    country: country ?? "",
    logo: logo === null ? null : logo.body ? logo : undefined,
  };
}

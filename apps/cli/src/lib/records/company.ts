import type { ApiClient, CompanyBody, CompanyRecord } from "@adstudio/api-client";
import { CompanySchema } from "@adstudio/core";
import type { RecordKind } from "./kind.js";

/** Columns of the company CSV; nested contact fields are dotted, domains one comma-separated field. */
const COLUMNS = [
  "name",
  "shortName",
  "domains",
  "address",
  "country",
  "city",
  "state",
  "pin",
  "phone",
  "mobile",
  "contactPerson.name",
  "contactPerson.email",
  "contactPerson.phone",
  "contactPerson.mobile",
  "status",
] as const;

const TRUE_WORDS = new Set(["true", "yes", "1", "active"]);
const FALSE_WORDS = new Set(["false", "no", "0", "inactive"]);

/** `true`/`false` (also yes/no, 1/0, active/inactive); empty means the default (active). */
export function parseStatus(value: string | undefined): boolean | string | undefined {
  const word = value?.trim().toLowerCase() ?? "";
  if (word === "") return undefined;
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value; // the schema answers "Status must be true or false."
}

/**
 * The fields an import sends; logos and the approval setting are not part of imports and exports (set
 * them in the studio): the bulk endpoint leaves both as they are.
 */
export function companyValues(
  record: CompanyRecord,
): Omit<CompanyRecord, "_id" | "logo" | "approvalRequired"> {
  return {
    name: record.name,
    shortName: record.shortName,
    domains: record.domains,
    address: record.address,
    country: record.country,
    city: record.city,
    state: record.state,
    pin: record.pin,
    phone: record.phone,
    mobile: record.mobile,
    contactPerson: { ...record.contactPerson },
    status: record.status,
  };
}

/** Companies (spec studio §3 'Company'): upserted by short name, ignoring case; logos stay as they are. */
export const companyKind: RecordKind<CompanyRecord, CompanyBody> = {
  noun: "company",
  plural: "companies",
  keyField: "shortName",
  schema: CompanySchema,
  importColumns: COLUMNS,
  requiredColumns: ["name", "shortName"],
  exportColumns: COLUMNS,
  fromCsv: (fields) => ({
    name: fields.name,
    shortName: fields.shortName,
    domains: fields.domains,
    address: fields.address,
    country: fields.country,
    city: fields.city,
    state: fields.state,
    pin: fields.pin,
    phone: fields.phone,
    mobile: fields.mobile,
    contactPerson: {
      name: fields["contactPerson.name"],
      email: fields["contactPerson.email"],
      phone: fields["contactPerson.phone"],
      mobile: fields["contactPerson.mobile"],
    },
    status: parseStatus(fields.status),
  }),
  toCsv: (record) => [
    record.name,
    record.shortName,
    record.domains.join(","),
    record.address,
    record.country,
    record.city,
    record.state,
    record.pin,
    record.phone,
    record.mobile,
    record.contactPerson.name,
    record.contactPerson.email,
    record.contactPerson.phone,
    record.contactPerson.mobile,
    String(record.status),
  ],
  toJson: companyValues,
  prepare: (value) => {
    // A logo in a JSON row (e.g. an API answer) is not imported: bulk writes keep the current logo.
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const { logo: _logo, _id: _ignored, ...rest } = value as Record<string, unknown>;
    return rest;
  },
  key: (row) => row.shortName.toLowerCase(),
  fetchPage: (api, page, limit) =>
    api.companies
      .list({ page, limit, sort: { shortName: 1 } })
      .then(({ company, total, totalEstimated }) => ({ items: company, total, totalEstimated })),
  bulk: (api: ApiClient, rows, dryRun) => api.companies.bulk(rows, { dryRun }),
};

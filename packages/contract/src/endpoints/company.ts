import { CompanySchema, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { BULK_BODY, BULK_RESPONSES, MessageSchema } from "../shared";

const pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A stored file as a record references it: the bytes are served from `location`. */
export const StoredFileSchema = named(
  "StoredFile",
  v.strictObject({
    fileName: v.string(),
    /** The type read from the file's magic bytes (`image/png`…), whatever the upload declared. */
    fileType: v.string(),
    location: v.string(),
    /** Pixels, read by decoding the image; absent on files stored before images were decoded. */
    width: v.optional(pixels),
    height: v.optional(pixels),
  }),
);
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;

export const ContactPersonSchema = named(
  "ContactPerson",
  v.strictObject({ name: v.string(), email: v.string(), phone: v.string(), mobile: v.string() }),
);
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** A company as the API answers it (spec studio §3 'Company'); the logo's bytes live in file storage. */
export const CompanyRecordSchema = named(
  "CompanyRecord",
  v.strictObject({
    _id: v.pipe(v.string(), v.uuid()),
    name: v.string(),
    /** Unique, ignoring case. */
    shortName: v.string(),
    /** Host names, lower case. */
    domains: v.array(v.string()),
    /** Null when the company has no logo. */
    logo: v.nullable(StoredFileSchema),
    address: v.string(),
    /** ISO 3166 2-letter code. */
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    city: v.string(),
    state: v.string(),
    pin: v.string(),
    /** With its dial code (`+912212345678`). */
    phone: v.string(),
    mobile: v.string(),
    contactPerson: ContactPersonSchema,
    status: v.boolean(),
    /** Issue 31: publishing the company's ads needs an approved review version. */
    approvalRequired: v.boolean(),
  }),
);
export type CompanyRecord = v.InferOutput<typeof CompanyRecordSchema>;

const CompanyResponseSchema = named("CompanyResponse", v.strictObject({ company: CompanyRecordSchema }));

const EXAMPLE_BODY = {
  name: "Acme Media",
  shortName: "acme",
  domains: ["acme.example", "ads.acme.example"],
  address: "1 Market Street",
  country: "IN",
  city: "Mumbai",
  state: "Maharashtra",
  pin: "400001",
  phone: "+912212345678",
  mobile: "+919876543210",
  contactPerson: { name: "Asha Rao", email: "asha@acme.example", phone: "+912212345679", mobile: "" },
  status: true,
  approvalRequired: false,
};

const EXAMPLE_COMPANY = {
  _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  ...EXAMPLE_BODY,
  logo: {
    fileName: "acme.png",
    fileType: "image/png",
    location:
      "/files/companies/5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png",
    width: 320,
    height: 120,
  },
};

const COMPANY_LIST = listSpec({
  sortable: [
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
    "createdAt",
  ],
  defaultSort: [["name", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name, short name and city",
});

const CompanyInputSchema = named("CompanyInput", CompanySchema);

const COMPANY_BODY_DESCRIPTION =
  "Every field of spec §3; `domains` may also be comma-separated text. `logo.body` carries a new logo as a `data:image/…;base64,` URL (PNG, JPEG, GIF or WebP, at most 1 MB, decoded in full). On update an omitted `logo` keeps the current one, `null` removes it, and an empty `body` keeps it.";

/** Companies (spec studio §7 Company). */
export const companyEndpoints = {
  list: endpoint({
    operationId: "listCompanies",
    method: "get",
    path: "/api/company",
    tag: "company",
    summary: "Paged list of companies → {company, page, total}",
    auth: "required",
    permissions: ["readCompany"],
    list: COMPANY_LIST,
    responses: {
      200: {
        description: "One page of companies.",
        schema: listResponse("company", CompanyRecordSchema),
        example: { company: [EXAMPLE_COMPANY], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getCompany",
    method: "get",
    path: "/api/company/{id}",
    tag: "company",
    summary: "One company → {company} (the editor loads it, so updating is enough)",
    auth: "required",
    permissions: ["readCompany", "updateCompany"],
    responses: { 200: { description: "The company.", schema: CompanyResponseSchema } },
  }),
  create: endpoint({
    operationId: "createCompany",
    method: "post",
    path: "/api/company/create",
    tag: "company",
    summary: "Create a company, logo as a data URL → 201 {company}",
    auth: "required",
    permissions: ["createCompany"],
    body: { schema: CompanyInputSchema, description: COMPANY_BODY_DESCRIPTION, example: EXAMPLE_BODY },
    responses: {
      201: {
        description: "The new company.",
        schema: CompanyResponseSchema,
        example: { company: EXAMPLE_COMPANY },
      },
      ...failures(409),
    },
  }),
  bulk: endpoint({
    operationId: "bulkUpsertCompanies",
    method: "post",
    path: "/api/company/bulk",
    tag: "company",
    summary: "Upsert up to 1000 companies by short name in one transaction → one result per row",
    description:
      "Each row is checked on its own with the create schema, so one bad row fails alone; logos (and `_id`) in rows are ignored; `dryRun` answers the same without writing.",
    auth: "required",
    permissions: ["createCompany", "updateCompany"],
    body: BULK_BODY,
    responses: BULK_RESPONSES,
  }),
  update: endpoint({
    operationId: "updateCompany",
    method: "put",
    path: "/api/company/update/{id}",
    tag: "company",
    summary: "Replace a company's fields; an omitted logo stays, null removes it → {company}",
    auth: "required",
    permissions: ["updateCompany"],
    body: { schema: CompanyInputSchema, description: COMPANY_BODY_DESCRIPTION },
    responses: {
      200: { description: "The updated company.", schema: CompanyResponseSchema },
      ...failures(409),
    },
  }),
  delete: endpoint({
    operationId: "deleteCompany",
    method: "delete",
    path: "/api/company/{id}",
    tag: "company",
    summary: "Delete a company and its logo file → {message}",
    auth: "required",
    permissions: ["deleteCompany"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};

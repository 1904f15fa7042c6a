import { isPlainObject, TABLE_PAGE_SIZE } from "@adstudio/core";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@adstudio/form-engine";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

/** Lifecycle states of a campaign: the campaign template's status options. */
export const CAMPAIGN_STATUS_VALUES = CAMPAIGN_STATUSES;
export type { CampaignStatus };

export const CAMPAIGN_NOT_AN_OBJECT_MESSAGE = "The campaign must be an object of form values.";

/**
 * One value of the campaign form. Any JSON passes here: the server checks the values with the campaign
 * template's compiled schema, in the template's order and with its messages, so this only describes what
 * a valid value holds (`json` is its JSON Schema for the reference).
 */
const formValue = (json: Record<string, unknown>) => v.optional(v.pipe(v.unknown(), v.metadata(json)));

const text = (description: string, maxLength?: number) =>
  formValue({ type: "string", description, ...(maxLength ? { maxLength } : {}) });
const day = (description: string) => formValue({ type: "string", format: "date", description });
const numeric = (description: string) => ({ type: ["number", "string"], description });

/** An uploaded file: a new one carries its bytes in `file.body`, a kept one only its `location`. */
const ATTACHMENT = {
  type: "object",
  properties: {
    src: { type: "string", description: "Where the stored file is served (empty on a new upload)." },
    name: { type: "string" },
    type: { type: "string", description: "`image`, `pdf`… (set by the server)." },
    file: {
      type: "object",
      properties: {
        body: { type: "string", description: "A new file as a base64 `data:` URL; empty once stored." },
        fileName: { type: "string" },
        fileType: { type: "string" },
        location: { type: "string", description: "A stored file of this campaign, kept as it is." },
      },
    },
  },
};

/**
 * The campaign form's values (form-engine's `campaignTemplate`). Unknown keys are dropped, computed fields
 * (`flights.*.cost`, `totalBudget`) are recomputed, and new uploads are stored and replaced by references.
 */
export const CampaignValuesSchema = named(
  "CampaignValues",
  v.pipe(
    // An array or text is refused with the campaign's own message, before any field is read.
    v.custom<Record<string, unknown>>(isPlainObject, CAMPAIGN_NOT_AN_OBJECT_MESSAGE),
    v.looseObject({
      name: text("Campaign name (required).", 120),
      advertiserCompany: text(
        "The owning company's `_id` (required); callers outside the admin group may leave it empty for their first company, and may only name their own (`GET /api/campaign/companies`).",
      ),
      brand: text("Brand.", 120),
      objective: text("One of the form's objectives: `awareness`, `traffic`, `engagement`… (required)."),
      startDate: day("First day `YYYY-MM-DD` (required)."),
      endDate: day("Last day `YYYY-MM-DD`, not before the start (required)."),
      status: formValue({ enum: [...CAMPAIGN_STATUS_VALUES], description: "Default `draft`." }),
      flights: formValue({
        type: "array",
        maxItems: 500,
        description: "Flights within the campaign dates; an empty row is ignored.",
        items: {
          type: "object",
          properties: {
            placement: { type: "string", maxLength: 120 },
            size: { type: "string", description: "A size of the catalogue (`300x250`…)." },
            startDate: { type: "string", format: "date" },
            endDate: { type: "string", format: "date" },
            impressions: numeric("A whole number from 1 to 10,000,000,000 (or text that reads as one)."),
            cpmRate: numeric("Price per 1,000 impressions, at most 10,000 (or text that reads as one)."),
            cost: { type: "number", description: "impressions / 1000 × CPM, computed by the server." },
          },
        },
      }),
      totalBudget: formValue({
        type: "number",
        description: "Sum of the flights' costs, computed by the server.",
      }),
      notes: text("Rich text (Markdown).", 5000),
      brief: formValue({
        anyOf: [ATTACHMENT, { type: "null" }],
        description: "A PDF or an image of at most 1 MB.",
      }),
      logos: formValue({
        type: "array",
        maxItems: 3,
        items: ATTACHMENT,
        description: "Up to 3 images of at most 128 KB each.",
      }),
    }),
    v.description(
      "The campaign form's values, checked by the server with the campaign template (first failure in `message`, every failing value path in `errors`, e.g. `flights.1.endDate`). Unknown keys are dropped; costs and the total budget are computed by the server.",
    ),
  ),
);
export type CampaignValues = v.InferOutput<typeof CampaignValuesSchema>;

const isoDay = v.nullable(v.pipe(v.string(), v.isoDate()));
const timestamp = v.pipe(v.string(), v.isoTimestamp());

const CompanyChoiceSchema = named(
  "CompanyChoice",
  v.strictObject({ _id: v.pipe(v.string(), v.uuid()), name: v.string() }),
);

const summaryEntries = {
  _id: v.pipe(v.string(), v.uuid()),
  name: v.string(),
  status: v.picklist(CAMPAIGN_STATUS_VALUES),
  /** `YYYY-MM-DD`. */
  startDate: isoDay,
  endDate: isoDay,
  /** Sum of the flights' costs (impressions / 1000 × CPM), computed by the server. */
  totalBudget: v.pipe(v.number(), v.minValue(0)),
  brand: v.string(),
  objective: v.string(),
  /** The owning advertiser company; its name is empty when the company was deleted. */
  company: CompanyChoiceSchema,
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** A campaign in a list: the columns, without the form values. */
export const CampaignSummarySchema = named("CampaignSummary", v.strictObject(summaryEntries));
export type CampaignSummary = v.InferOutput<typeof CampaignSummarySchema>;

/** One campaign: the summary, who created it, and every form value (computed fields as the server made them). */
export const CampaignRecordSchema = named(
  "CampaignRecord",
  v.strictObject({
    ...summaryEntries,
    /** The creating user's `_id`; null once that user is deleted. */
    createdBy: v.nullable(v.pipe(v.string(), v.uuid())),
    values: CampaignValuesSchema,
  }),
);
export type CampaignRecord = v.InferOutput<typeof CampaignRecordSchema>;

const CampaignResponseSchema = named("CampaignResponse", v.strictObject({ campaign: CampaignRecordSchema }));

const EXAMPLE_COMPANY = { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" };

const EXAMPLE_VALUES = {
  name: "Spring launch",
  advertiserCompany: EXAMPLE_COMPANY._id,
  brand: "Fizz",
  objective: "awareness",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  status: "draft",
  flights: [
    {
      placement: "Homepage",
      size: "300x250",
      startDate: "2027-03-01",
      endDate: "2027-03-10",
      impressions: 250000,
      cpmRate: 4.2,
    },
  ],
  notes: "**Launch** week",
  brief: null,
  logos: [],
};

const EXAMPLE_SUMMARY = {
  _id: "c2a4e6f8-1b3d-4f5a-9c7e-2d4f6a8b0c1e",
  name: "Spring launch",
  status: "draft",
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  totalBudget: 1050,
  brand: "Fizz",
  objective: "awareness",
  company: EXAMPLE_COMPANY,
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-14T09:30:00.000Z",
};

const EXAMPLE_CAMPAIGN = {
  ...EXAMPLE_SUMMARY,
  createdBy: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d",
  values: {
    ...EXAMPLE_VALUES,
    flights: EXAMPLE_VALUES.flights.map((flight) => ({ ...flight, cost: 1050 })),
    totalBudget: 1050,
  },
};

const CAMPAIGN_LIST = listSpec({
  sortable: [
    "name",
    "status",
    "startDate",
    "endDate",
    "totalBudget",
    "companyName",
    "brand",
    "createdAt",
    "updatedAt",
  ],
  defaultSort: [["createdAt", -1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name, the brand and the advertiser company's name",
});

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' campaigns exist: another company's campaign answers 404 like a missing one.";

/** Campaigns (studio issue 'campaigns'), scoped to the caller's companies. */
export const campaignEndpoints = {
  list: endpoint({
    operationId: "listCampaigns",
    method: "get",
    path: "/api/campaign",
    tag: "campaign",
    summary: "Paged list of campaigns, newest first → {campaigns, page, total}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readCampaign"],
    list: CAMPAIGN_LIST,
    responses: {
      200: {
        description: "One page of campaigns (without their form values).",
        schema: listResponse("campaigns", CampaignSummarySchema),
        example: { campaigns: [EXAMPLE_SUMMARY], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  companies: endpoint({
    operationId: "listCampaignCompanies",
    method: "get",
    path: "/api/campaign/companies",
    tag: "campaign",
    summary: "The advertiser companies the caller may choose → {companies: [{_id, name}]}",
    description: "Every company for the admin group, else the caller's own; by name.",
    auth: "required",
    permissions: ["createCampaign", "updateCampaign"],
    responses: {
      200: {
        description: "The choices.",
        schema: named("CampaignCompanies", v.strictObject({ companies: v.array(CompanyChoiceSchema) })),
        example: { companies: [EXAMPLE_COMPANY] },
      },
    },
  }),
  get: endpoint({
    operationId: "getCampaign",
    method: "get",
    path: "/api/campaign/{id}",
    tag: "campaign",
    summary: "One campaign with its form values → {campaign}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readCampaign", "viewCampaignDetails"],
    responses: {
      200: {
        description: "The campaign.",
        schema: CampaignResponseSchema,
        example: { campaign: EXAMPLE_CAMPAIGN },
      },
    },
  }),
  create: endpoint({
    operationId: "createCampaign",
    method: "post",
    path: "/api/campaign/create",
    tag: "campaign",
    summary: "Create a campaign from the form's values, checked by its template → 201 {campaign}",
    auth: "required",
    permissions: ["createCampaign"],
    body: { schema: CampaignValuesSchema, example: EXAMPLE_VALUES },
    responses: {
      201: {
        description: "The new campaign.",
        schema: CampaignResponseSchema,
        example: { campaign: EXAMPLE_CAMPAIGN },
      },
    },
  }),
  update: endpoint({
    operationId: "updateCampaign",
    method: "put",
    path: "/api/campaign/update/{id}",
    tag: "campaign",
    summary: "Replace a campaign's form values → {campaign}",
    description: `Files the values no longer reference are removed. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateCampaign"],
    body: { schema: CampaignValuesSchema },
    responses: { 200: { description: "The updated campaign.", schema: CampaignResponseSchema } },
  }),
  delete: endpoint({
    operationId: "deleteCampaign",
    method: "delete",
    path: "/api/campaign/{id}",
    tag: "campaign",
    summary: "Delete a campaign and its uploaded files → {message}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["deleteCampaign"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};

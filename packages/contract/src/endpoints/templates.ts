import { TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { ErrorBodySchema, failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";
import { AdCreateSchema, AdResponseSchema } from "./ads";

const MB = 1024 * 1024;

/**
 * What an uploaded HTML5 template may be (issue 13 'HTML5 templates'): the zip as sent, what it unpacks
 * to, how far it is compressed, and how many entries it holds.
 */
export const TEMPLATE_LIMITS = {
  zipBytes: 20 * MB,
  unzippedBytes: 20 * MB,
  ratio: 100,
  entries: 500,
} as const;

export const TEMPLATE_TOO_LARGE_MESSAGE = `The zip is too large: a template may be at most ${TEMPLATE_LIMITS.zipBytes / MB} MB.`;
export const TEMPLATE_NO_INDEX_MESSAGE =
  "The zip has no index.html: put it at the zip's root, or in its only top folder.";
export const TEMPLATE_NAME_BLANK_MESSAGE = "Name should not be blank.";
export const TEMPLATE_NOT_FOUND = "Template not found";
/** Where hosted templates are served (`{base}{id}/index.html`); a preview's html5 layers frame them there. */
export const TEMPLATES_HOSTED_BASE = "/creatives/templates/";
export const TEMPLATE_NO_SIZE_MESSAGE =
  'The template has no ad.size meta, so it cannot become an ad: add <meta name="ad.size" content="width=…,height=…"> to its index.html.';
/** A template whose size no display format offers (say a 640x360 video frame) cannot become an ad. */
export const templateSizeRefusal = (size: string) =>
  `No ad format takes the template's size ${size}: use a display size such as 300x250 or 728x90.`;
export const TEMPLATE_OTHER_COMPANY_MESSAGE =
  "The ad must belong to the template's company: its files are that company's.";

const uuid = v.pipe(v.string(), v.uuid());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const name = v.pipe(
  v.nullish(v.string(TEMPLATE_NAME_BLANK_MESSAGE), ""),
  v.trim(),
  v.minLength(1, TEMPLATE_NAME_BLANK_MESSAGE),
  v.maxLength(120, "Use at most 120 characters."),
);

/** One finding of the engine's `validate` (IAB profile) on the uploaded files. */
const TemplateIssueSchema = named(
  "TemplateIssue",
  v.strictObject({
    code: v.string(),
    severity: v.picklist(["error", "warning"]),
    /** The file (`index.html`) or "" for the whole creative. */
    path: v.string(),
    message: v.string(),
  }),
);

const summaryEntries = {
  _id: uuid,
  name: v.string(),
  /** `300x250` from the `ad.size` meta of index.html; null when it has none. */
  size: v.nullable(v.pipe(v.string(), v.regex(/^\d+x\d+$/))),
  /** Whether index.html or a script defines a clickTag. */
  clickTag: v.boolean(),
  /** How many errors and warnings the validation report holds. */
  errors: v.pipe(v.number(), v.integer(), v.minValue(0)),
  warnings: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Where the hosted (sandboxed) index.html is served: `…/creatives/templates/{id}/index.html`. */
  location: v.string(),
  company: named("TemplateCompany", v.strictObject({ _id: v.string(), name: v.string() })),
  createdBy: v.nullable(uuid),
  createdAt: timestamp,
  updatedAt: timestamp,
};

export const TemplateSummarySchema = named("TemplateSummary", v.strictObject(summaryEntries));
export type TemplateSummary = v.InferOutput<typeof TemplateSummarySchema>;

export const TemplateRecordSchema = named(
  "TemplateRecord",
  v.strictObject({
    ...summaryEntries,
    report: v.strictObject({
      issues: v.array(TemplateIssueSchema),
      /** Files hosted, and their uncompressed bytes. */
      files: v.pipe(v.number(), v.integer(), v.minValue(0)),
      bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  }),
);
export type TemplateRecord = v.InferOutput<typeof TemplateRecordSchema>;
export type TemplateReport = TemplateRecord["report"];

const TemplateResponseSchema = named("TemplateResponse", v.strictObject({ template: TemplateRecordSchema }));

const TEMPLATE_LIST = listSpec({
  sortable: ["name", "size", "createdAt", "updatedAt"],
  defaultSort: [["createdAt", -1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name",
});

const SCOPE_NOTE =
  "Outside the admin group only the caller's companies' templates exist: another company's answers 404 like a missing one.";

const EXAMPLE_SUMMARY = {
  _id: "4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f",
  name: "Spring GWD banner",
  size: "300x250",
  clickTag: true,
  errors: 0,
  warnings: 1,
  location: "https://studio.example.com/creatives/templates/4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f/index.html",
  company: { _id: "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b", name: "Acme Media" },
  createdBy: "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d",
  createdAt: "2027-02-14T09:30:00.000Z",
  updatedAt: "2027-02-14T09:30:00.000Z",
};
const EXAMPLE_RECORD = {
  ...EXAMPLE_SUMMARY,
  report: {
    issues: [
      {
        code: "https",
        severity: "warning",
        path: "index.html",
        message: "http://example.com/ is not https; use https for every address.",
      },
    ],
    files: 3,
    bytes: 48213,
  },
};

const LIMITS_TEXT = `A zip of at most ${TEMPLATE_LIMITS.zipBytes / MB} MB as sent, unpacking to at most ${TEMPLATE_LIMITS.unzippedBytes / MB} MB, compressed at most ${TEMPLATE_LIMITS.ratio}:1, with at most ${TEMPLATE_LIMITS.entries} entries; no path outside its folder (\`../\`, absolute paths, backslashes), no symbolic links, and an \`index.html\` at its root or in its only top folder. Each refusal answers 400 (413 past the size) with a message naming the limit, and stores nothing.`;

/** A new ad from a template: its name, and the company and campaign of the ad ({@link AdCreateSchema}'s rules). */
export const TemplateUseSchema = named(
  "TemplateUseInput",
  v.strictObject({
    name: AdCreateSchema.entries.name,
    company: AdCreateSchema.entries.company,
    campaign: AdCreateSchema.entries.campaign,
  }),
);
export type TemplateUseInput = v.InferOutput<typeof TemplateUseSchema>;

/** HTML5 templates from other tools (Google Web Designer, Animate, hand-coded), hosted sandboxed. */
export const templatesEndpoints = {
  upload: endpoint({
    operationId: "uploadTemplate",
    method: "post",
    path: "/api/templates/upload",
    tag: "templates",
    summary: "Upload an HTML5 zip as a template → 201 {template} with its validation report",
    description: `${LIMITS_TEXT} The \`ad.size\` meta and a \`clickTag\` are detected, the files are checked with the engine's validator (IAB profile) and hosted under \`/creatives/templates/{id}/\`. Query \`name\` (default: the file name without .zip) and \`company\` (default: the caller's first company).`,
    auth: "required",
    permissions: ["createTemplates"],
    query: v.object({
      name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, "Use at most 120 characters."))),
      company: v.optional(v.pipe(v.string(), v.maxLength(100))),
    }),
    upload: { field: "file", description: "One file part named `file`: the zip." },
    responses: {
      201: {
        description: "The hosted template.",
        schema: TemplateResponseSchema,
        example: { template: EXAMPLE_RECORD },
      },
      413: {
        description: `The zip is over ${TEMPLATE_LIMITS.zipBytes / MB} MB as sent.`,
        schema: ErrorBodySchema,
      },
    },
  }),
  list: endpoint({
    operationId: "listTemplates",
    method: "get",
    path: "/api/templates",
    tag: "templates",
    summary: "Paged list of HTML5 templates, newest first → {templates, page, total}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readTemplate"],
    list: TEMPLATE_LIST,
    responses: {
      200: {
        description: "One page of templates (without their reports).",
        schema: listResponse("templates", TemplateSummarySchema),
        example: { templates: [EXAMPLE_SUMMARY], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getTemplate",
    method: "get",
    path: "/api/templates/{id}",
    tag: "templates",
    summary: "One HTML5 template with its validation report → {template}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readTemplate", "updateTemplates"],
    responses: { 200: { description: "The template.", schema: TemplateResponseSchema } },
  }),
  update: endpoint({
    operationId: "updateTemplate",
    method: "put",
    path: "/api/templates/update/{id}",
    tag: "templates",
    summary: "Rename an HTML5 template → {template}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["updateTemplates"],
    body: {
      schema: named("TemplateUpdateInput", v.strictObject({ name })),
      example: { name: "Spring GWD banner" },
    },
    responses: { 200: { description: "The renamed template.", schema: TemplateResponseSchema } },
  }),
  use: endpoint({
    operationId: "useTemplate",
    method: "post",
    path: "/api/templates/use/{id}",
    tag: "templates",
    summary: "Start a rich-media ad from an HTML5 template → 201 {ad}",
    description: `A draft ad of the display format whose sizes include the template's \`ad.size\` (mini), one page holding one html5 layer that fills the size and frames the template (sandboxed), and the template's size as its only size. When the template's index.html gives its clickTag an https address, that address becomes the ad's clickTag exit. Publishing copies the template's files into the version, so the creative and its zip are self-contained. A template without a size, or with one no display format takes, answers 400 and creates nothing. The ad belongs to the template's company (\`company\` may only name it); readTemplate is needed too. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["createAds"],
    body: {
      schema: TemplateUseSchema,
      example: { name: "Spring GWD banner ad", company: EXAMPLE_SUMMARY.company._id },
    },
    responses: {
      201: { description: "The new draft ad.", schema: AdResponseSchema },
      ...failures(403, 404),
    },
  }),
  delete: endpoint({
    operationId: "deleteTemplate",
    method: "post",
    path: "/api/templates/delete",
    tag: "templates",
    summary: "Delete an HTML5 template and its hosted files → {message}",
    description: `The spec names no delete permission for templates: updateTemplates deletes. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateTemplates"],
    body: {
      schema: named("TemplateDeleteInput", v.strictObject({ id: uuid })),
      example: { id: EXAMPLE_SUMMARY._id },
    },
    responses: { 200: { description: "Deleted.", schema: MessageSchema }, ...failures(404) },
  }),
};

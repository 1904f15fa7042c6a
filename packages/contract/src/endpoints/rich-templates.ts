import { AD_TYPES, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";
import { AdDocumentInputSchema } from "./ad-document";
import { AdDraftPreviewSchema } from "./ad-preview";
import {
  AD_NAME_BLANK_MESSAGE,
  AD_TYPE_MESSAGE,
  AdRecordSchema,
  AdRevisionSchema,
  AdSummarySchema,
  TEMPLATE_STALE_MESSAGE,
} from "./ads";

export const RICH_TEMPLATE_SOURCE_MESSAGE = "Choose a format, or the ad to save as a template.";

const uuid = v.pipe(v.string(), v.uuid());
const name = v.pipe(
  v.nullish(v.string(AD_NAME_BLANK_MESSAGE), ""),
  v.trim(),
  v.minLength(1, AD_NAME_BLANK_MESSAGE),
  v.maxLength(120, "Use at most 120 characters."),
);

/** A rich-media template: an ad document flagged as a template, so it has an ad's fields. */
export const RichTemplateResponseSchema = named(
  "RichTemplateResponse",
  v.strictObject({ template: AdRecordSchema }),
);

export const RichTemplateCreateSchema = named(
  "RichTemplateCreateInput",
  v.strictObject({
    name,
    /** A blank template of this format (`/studio/rm-create/{format}`). */
    type: v.optional(v.picklist(AD_TYPES, AD_TYPE_MESSAGE)),
    /** "Save as template": a copy of this ad's document and assets; the ad is left as it is. */
    ad: v.optional(uuid),
    /** The owning company of a blank template (default: the caller's first); a copy keeps the ad's. */
    company: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
);
export type RichTemplateCreateInput = v.InferOutput<typeof RichTemplateCreateSchema>;

export const RichTemplateUpdateSchema = named(
  "RichTemplateUpdateInput",
  v.strictObject({
    /** The revision these changes were made to: a newer one on the server answers 409. */
    revision: AdRevisionSchema,
    name: v.optional(name),
    /** Of any version read; stored as the current version. */
    document: v.optional(AdDocumentInputSchema),
  }),
);
export type RichTemplateUpdateInput = v.InferOutput<typeof RichTemplateUpdateSchema>;

const RICH_TEMPLATE_LIST = listSpec({
  sortable: ["name", "type", "createdAt", "updatedAt"],
  defaultSort: [["updatedAt", -1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the name",
});

const SCOPE_NOTE =
  "Templates are never ads: the ad endpoints, lists and public answers do not see them, nor these ads. Outside the admin group only the caller's companies' templates exist: another company's answers 404 like a missing one.";

/**
 * Rich-media templates (spec §7's `richtemplates` group): ad documents flagged as templates, edited in the
 * ad editor; "Use template" is `POST /api/ads/create` with `template`.
 */
export const richTemplatesEndpoints = {
  list: endpoint({
    operationId: "listRichTemplates",
    method: "get",
    path: "/api/richtemplates",
    tag: "richtemplates",
    summary: "Paged list of rich-media templates, last changed first → {templates, page, total}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readTemplate"],
    list: RICH_TEMPLATE_LIST,
    query: v.object({ type: v.optional(v.picklist(AD_TYPES, AD_TYPE_MESSAGE)) }),
    responses: {
      200: {
        description: "One page of templates (without their documents).",
        schema: listResponse("templates", AdSummarySchema),
      },
    },
  }),
  create: endpoint({
    operationId: "createRichTemplate",
    method: "post",
    path: "/api/richtemplates/create",
    tag: "richtemplates",
    summary: "Create a template from a format, or save an ad as one → 201 {template}",
    description: `With \`ad\` the template is a copy of that ad's document (its assets are shared by content hash) in the ad's company, and the ad is not changed; else \`type\` names the format of a blank one. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["createTemplates"],
    body: {
      schema: RichTemplateCreateSchema,
      example: { name: "Spring launch 300x250", type: "rich-media" },
    },
    responses: {
      201: { description: "The new template.", schema: RichTemplateResponseSchema },
      ...failures(404),
    },
  }),
  get: endpoint({
    operationId: "getRichTemplate",
    method: "get",
    path: "/api/richtemplates/{id}",
    tag: "richtemplates",
    summary: "One template with its document → {template}",
    description: SCOPE_NOTE,
    auth: "required",
    permissions: ["readTemplate", "updateTemplates"],
    responses: { 200: { description: "The template.", schema: RichTemplateResponseSchema } },
  }),
  update: endpoint({
    operationId: "updateRichTemplate",
    method: "put",
    path: "/api/richtemplates/update/{id}",
    tag: "richtemplates",
    summary: "Save changes made to a revision of a template → {template} with the next revision",
    description: `A revision older than the server's answers 409 ("${TEMPLATE_STALE_MESSAGE}") and changes nothing. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateTemplates"],
    body: { schema: RichTemplateUpdateSchema },
    responses: {
      200: { description: "The saved template.", schema: RichTemplateResponseSchema },
      ...failures(409),
    },
  }),
  delete: endpoint({
    operationId: "deleteRichTemplate",
    method: "post",
    path: "/api/richtemplates/delete",
    tag: "richtemplates",
    summary: "Delete a template → {message}; ads made from it keep their own copies",
    description: `The spec names no delete permission for templates: updateTemplates deletes, as for HTML5 templates. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["updateTemplates"],
    body: {
      schema: named("RichTemplateDeleteInput", v.strictObject({ id: uuid })),
      example: { id: "4b6d8f0a-2c4e-4a6b-8d0f-1a3c5e7b9d1f" },
    },
    responses: { 200: { description: "Deleted.", schema: MessageSchema }, ...failures(404) },
  }),
  preview: endpoint({
    operationId: "previewRichTemplate",
    method: "post",
    path: "/api/richtemplates/preview/{id}",
    tag: "richtemplates",
    summary: "Render the saved template with its sample content for the preview page → {location, revision}",
    description: `The same rendering as an ad's draft preview (\`POST /api/ads/preview/{id}\`): no tracker, assets from \`/api/assets/…\`. ${SCOPE_NOTE}`,
    auth: "required",
    permissions: ["readTemplate", "updateTemplates"],
    responses: {
      200: { description: "Where the rendered template is served.", schema: AdDraftPreviewSchema },
      ...failures(400, 404),
    },
  }),
};

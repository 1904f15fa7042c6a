import { FormElementSchema, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { listResponse, listSpec, MAX_LIST_LIMIT, MAX_LIST_PAGE, MAX_LIST_SEARCH_LENGTH } from "../list";
import { named } from "../names";
import { MessageSchema } from "../shared";

/*
 * Records hold what core's FormElementSchema let in (its formats, layer kinds and element names) or
 * the seed catalogue; they are stored as text, and answered as such.
 */

const FormElementRuleSchema = named(
  "FormElementRule",
  v.strictObject({
    /** An ad format. */
    adType: v.string(),
    /** Comma-separated layer names. */
    layers: v.string(),
  }),
);

/** A form element as the API answers it (spec studio §3 'Form element'). */
export const FormElementRecordSchema = named(
  "FormElementRecord",
  v.strictObject({
    _id: v.string(),
    /** Which property control of the ad editor this is (an element name of the catalogue). */
    element: v.string(),
    /** The ad formats that show it. */
    adType: v.array(v.string()),
    /** The layer kinds it applies to. */
    layers: v.array(v.string()),
    /** Per format, restricts the element to these layers ('Visible On Layers'). */
    layerIdsForAdType: v.array(FormElementRuleSchema),
    /** Per format, hides the element on these layers ('Hidden On Layers'). */
    hideElementOnLayers: v.array(FormElementRuleSchema),
    order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
export type FormElementRecord = v.InferOutput<typeof FormElementRecordSchema>;

const FormElementResponseSchema = named(
  "FormElementResponse",
  v.strictObject({ formElement: FormElementRecordSchema }),
);

const EXAMPLE_INPUT = {
  element: "opacity",
  adType: ["story"],
  layers: ["image", "text"],
  layerIdsForAdType: [{ adType: "story", layers: "Layer 1,Layer 2" }],
  hideElementOnLayers: [],
  order: 1,
};
const EXAMPLE_FORM_ELEMENT = { _id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", ...EXAMPLE_INPUT };

/**
 * Paging, search and sort of `POST /api/formElements/list`, which takes them as a JSON body rather
 * than a query string (spec studio §7); the server reads that body with these rules.
 */
export const FORM_ELEMENT_LIST = listSpec({
  sortable: ["element", "order", "createdAt", "updatedAt"],
  defaultSort: [["element", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  // The ad editor reads every element at once; there are a few dozen.
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the element name",
});
export type FormElementSortField = (typeof FORM_ELEMENT_LIST.sortable)[number];

/**
 * A list parameter the server checks itself, with the same rules and messages as a query string's
 * (numbers may come as digit strings, `null` means absent): the schema lets any value through to that
 * check and only says, for the reference, what a valid one is.
 */
const checkedByServer = (jsonSchema: Record<string, unknown>) =>
  v.optional(v.pipe(v.unknown(), v.metadata(jsonSchema)));

const FormElementListBodySchema = named(
  "FormElementListBody",
  v.looseObject({
    limit: checkedByServer({
      type: "integer",
      minimum: 1,
      maximum: FORM_ELEMENT_LIST.maxLimit,
      default: FORM_ELEMENT_LIST.defaultLimit,
      description: `Page size (default ${FORM_ELEMENT_LIST.defaultLimit}).`,
    }),
    page: checkedByServer({
      type: "integer",
      minimum: 1,
      maximum: MAX_LIST_PAGE,
      default: 1,
      description: "1-based page number.",
    }),
    search: checkedByServer({
      type: "string",
      maxLength: MAX_LIST_SEARCH_LENGTH,
      description: `Text searched in ${FORM_ELEMENT_LIST.searchIn}.`,
    }),
    sort: checkedByServer({
      type: "object",
      propertyNames: { enum: [...FORM_ELEMENT_LIST.sortable] },
      additionalProperties: { enum: [1, -1] },
      description: '`{field: 1 | -1}`, applied in key order (default `{"element":1}`).',
    }),
  }),
);

/** Form elements: which editor controls the ad formats show, on which layers (spec studio §7). */
export const formElementsEndpoints = {
  list: endpoint({
    operationId: "listFormElements",
    method: "post",
    path: "/api/formElements/list",
    tag: "formElements",
    summary: "Paged list of form elements, parameters in the body → {formElements, page, total}",
    description:
      "Also readable with createAds or updateAds: the ad editor's properties panel is built from this master data.",
    auth: "required",
    permissions: ["readFormElements", "createAds", "updateAds"],
    body: {
      schema: FormElementListBodySchema,
      required: false,
      description: "`{limit, page, search, sort}`, each optional; without a body the first page comes back.",
      example: { limit: 10, page: 1, search: "opa", sort: { element: 1 } },
    },
    responses: {
      200: {
        description: "One page of form elements.",
        schema: listResponse("formElements", FormElementRecordSchema),
        example: { formElements: [EXAMPLE_FORM_ELEMENT], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getFormElement",
    method: "get",
    path: "/api/formElements/{id}",
    tag: "formElements",
    summary: "One form element → {formElement}",
    auth: "required",
    permissions: ["readFormElements"],
    responses: { 200: { description: "The form element.", schema: FormElementResponseSchema } },
  }),
  create: endpoint({
    operationId: "createFormElement",
    method: "post",
    path: "/api/formElements/create",
    tag: "formElements",
    summary: "Create a form element → 201 {formElement}; layers are normalised, the order defaults to 1",
    auth: "required",
    permissions: ["createFormElements"],
    body: { schema: named("FormElementInput", FormElementSchema), example: EXAMPLE_INPUT },
    responses: {
      201: {
        description: "The new form element.",
        schema: FormElementResponseSchema,
        example: { formElement: EXAMPLE_FORM_ELEMENT },
      },
    },
  }),
  update: endpoint({
    operationId: "updateFormElement",
    method: "put",
    path: "/api/formElements/update/{id}",
    tag: "formElements",
    summary: "Replace a form element → {formElement}",
    auth: "required",
    permissions: ["updateFormElements"],
    body: { schema: FormElementSchema },
    responses: { 200: { description: "The updated form element.", schema: FormElementResponseSchema } },
  }),
  delete: endpoint({
    operationId: "deleteFormElement",
    method: "delete",
    path: "/api/formElements/{id}",
    tag: "formElements",
    summary: "Delete a form element → {message}",
    auth: "required",
    permissions: ["deleteFormElements"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};

import { QR_TYPES, QrLinkSchema, TABLE_PAGE_SIZE } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { listResponse, listSpec, MAX_LIST_LIMIT } from "../list";
import { named } from "../names";
import { BULK_BODY, BULK_RESPONSES, MessageSchema } from "../shared";

/** A QR link as the API answers it (spec studio §3 'QR link' plus its scan address). */
export const QrLinkRecordSchema = named(
  "QrLinkRecord",
  v.strictObject({
    _id: v.string(),
    /** The link's name (the spec calls it `id`). */
    id: v.string(),
    type: v.picklist(QR_TYPES),
    /** The URL to redirect to, or the text to show. */
    targetUrl: v.string(),
    scanCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** Immutable 8-hex short code of the scan address. */
    code: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/)),
    /** What the QR code encodes: `{public origin}/q/{code}`. */
    scanUrl: v.string(),
  }),
);
export type QrLinkRecord = v.InferOutput<typeof QrLinkRecordSchema>;

const QrLinkResponseSchema = named("QrLinkResponse", v.strictObject({ qrLink: QrLinkRecordSchema }));

const EXAMPLE_QR = {
  _id: "0b5e8f0e-6f5c-4a59-9d4b-1f2a3c4d5e6f",
  id: "spring-poster",
  type: "url",
  targetUrl: "https://example.com/spring",
  scanCount: 42,
  code: "3fa9c2d1",
  scanUrl: "https://studio.example.com/q/3fa9c2d1",
};

export const QR_IMAGE_MIN_SIZE = 64;
export const QR_IMAGE_MAX_SIZE = 2048;
export const QR_IMAGE_FORMATS = ["png", "svg"] as const;
const QR_IMAGE_FORMAT_MESSAGE = "format must be png or svg.";
const QR_IMAGE_SIZE_MESSAGE = `size must be a whole number from ${QR_IMAGE_MIN_SIZE} to ${QR_IMAGE_MAX_SIZE}.`;

/** `?format=png|svg` (default png) and `?size=` in pixels (default 300). */
export const QrImageQuerySchema = v.object({
  format: v.optional(v.picklist(QR_IMAGE_FORMATS, QR_IMAGE_FORMAT_MESSAGE), "png"),
  size: v.optional(
    v.pipe(
      v.string(QR_IMAGE_SIZE_MESSAGE),
      v.regex(/^\d{1,4}$/, QR_IMAGE_SIZE_MESSAGE),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(QR_IMAGE_MIN_SIZE, QR_IMAGE_SIZE_MESSAGE),
      v.maxValue(QR_IMAGE_MAX_SIZE, QR_IMAGE_SIZE_MESSAGE),
    ),
    "300",
  ),
});

const QR_LIST = listSpec({
  sortable: ["id", "type", "targetUrl", "scanCount", "createdAt"],
  // Spec §7 gives the QR list the default sort "element 1", the original studio's default for every table;
  // a link has no element, so it sorts by the name, as the default does.
  sortAliases: { element: "id" },
  defaultSort: [["id", 1]],
  defaultLimit: TABLE_PAGE_SIZE,
  maxLimit: MAX_LIST_LIMIT,
  searchIn: "the link's name and its URL or text",
});

/**
 * QR links (spec studio §7 QR). The spec guards the QR screens with the menu-collection permissions, so
 * these endpoints do too. `{id}` is the record's `_id` or the link's name.
 */
export const qrEndpoints = {
  image: endpoint({
    operationId: "getQrImage",
    method: "get",
    path: "/api/qr/getqr/{id}",
    tag: "qr",
    summary: "The QR image of a link's scan address (PNG, or SVG with ?format=svg), public so <img> works",
    auth: "public",
    query: QrImageQuerySchema,
    responses: {
      200: { description: "The QR code image.", contentTypes: ["image/png", "image/svg+xml"] },
    },
  }),
  list: endpoint({
    operationId: "listQrLinks",
    method: "get",
    path: "/api/qr",
    tag: "qr",
    summary: "Paged list of QR links → {qrLink, page, total}",
    auth: "required",
    permissions: ["readMenuCollection"],
    list: QR_LIST,
    responses: {
      200: {
        description: "One page of links.",
        schema: listResponse("qrLink", QrLinkRecordSchema),
        example: { qrLink: [EXAMPLE_QR], page: 1, total: 1, totalEstimated: false },
      },
    },
  }),
  get: endpoint({
    operationId: "getQrLink",
    method: "get",
    path: "/api/qr/{id}",
    tag: "qr",
    summary: "One QR link → {qrLink} (the editor loads it, so updating is enough)",
    auth: "required",
    permissions: ["readMenuCollection", "updateMenuCollection"],
    responses: { 200: { description: "The link.", schema: QrLinkResponseSchema } },
  }),
  create: endpoint({
    operationId: "createQrLink",
    method: "post",
    path: "/api/qr/create",
    tag: "qr",
    summary: "Create a QR link {id, type, targetUrl} → 201 {qrLink} with a new 8-hex code",
    auth: "required",
    permissions: ["createMenuCollection"],
    body: {
      schema: named("QrLinkInput", QrLinkSchema),
      example: { id: "spring-poster", type: "url", targetUrl: "https://example.com/spring" },
    },
    responses: {
      201: {
        description: "The new link.",
        schema: QrLinkResponseSchema,
        example: { qrLink: { ...EXAMPLE_QR, scanCount: 0 } },
      },
      ...failures(409),
    },
  }),
  bulk: endpoint({
    operationId: "bulkUpsertQrLinks",
    method: "post",
    path: "/api/qr/bulk",
    tag: "qr",
    summary: "Upsert up to 1000 QR links by name in one transaction → one result per row",
    description:
      "Each row is checked on its own with the create schema, so one bad row fails alone; `dryRun` answers the same without writing.",
    auth: "required",
    permissions: ["createMenuCollection", "updateMenuCollection"],
    body: BULK_BODY,
    responses: BULK_RESPONSES,
  }),
  update: endpoint({
    operationId: "updateQrLink",
    method: "put",
    path: "/api/qr/update/{id}",
    tag: "qr",
    summary: "Replace a link's name, type and value; its code and count stay → {qrLink}",
    auth: "required",
    permissions: ["updateMenuCollection"],
    body: { schema: QrLinkSchema },
    responses: { 200: { description: "The updated link.", schema: QrLinkResponseSchema }, ...failures(409) },
  }),
  delete: endpoint({
    operationId: "deleteQrLink",
    method: "delete",
    path: "/api/qr/{id}",
    tag: "qr",
    summary: "Delete a link and its scan events → {message}",
    auth: "required",
    permissions: ["deleteMenuCollection"],
    responses: { 200: { description: "Deleted.", schema: MessageSchema } },
  }),
};

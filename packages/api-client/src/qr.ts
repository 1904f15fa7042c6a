import type { BulkResponse, QrLinkInput } from "@adstudio/core";
import type { ApiRequest } from "./client";
import { type ListParams, listQuery } from "./list-params";
import type { MessageResponse } from "./types";

/** A QR link as the server answers it (spec studio §3 'QR link' plus its scan address). */
export interface QrLinkRecord {
  _id: string;
  /** The link's name. */
  id: string;
  type: "url" | "text";
  /** The URL to redirect to, or the text to show. */
  targetUrl: string;
  scanCount: number;
  /** Immutable 8-hex short code of the scan address. */
  code: string;
  /** What the QR code encodes: `{public origin}/q/{code}`. */
  scanUrl: string;
}

/** QR create/update body `{id, type, targetUrl}`: core's QrLinkSchema output. */
export type QrLinkBody = QrLinkInput;

export type QrSortField = "id" | "type" | "targetUrl" | "scanCount" | "createdAt";

export interface QrListResponse {
  qrLink: QrLinkRecord[];
  page: number;
  total: number;
}

export interface QrLinkResponse {
  qrLink: QrLinkRecord;
}

export interface QrImageOptions {
  /** `png` (default) or `svg`. */
  format?: "png" | "svg";
  /** Pixels, 64 to 2048 (default 300). */
  size?: number;
}

/**
 * The `/api/qr` endpoints (spec studio §7 QR). `{id}` may be the record's `_id` or the link's name.
 * `apiBaseUrl` is the client's `/api` base, for image addresses used directly in `<img src>`.
 */
export function createQrApi(request: ApiRequest, apiBaseUrl: string) {
  const path = (id: string) => `/qr/${encodeURIComponent(id)}`;
  return {
    /** GET /api/qr – readMenuCollection; 10 per page by default, by name; searches name and URL/text. */
    list: (params?: ListParams<QrSortField>) => request<QrListResponse>("/qr", { query: listQuery(params) }),
    /** GET /api/qr/{id} – 404 for an unknown link. */
    get: (id: string) => request<QrLinkResponse>(path(id)),
    /** POST /api/qr/create – 400 with the spec's first failing check, 409 for a taken name. */
    create: (input: QrLinkBody) => request<QrLinkResponse>("/qr/create", { method: "POST", body: input }),
    /** PUT /api/qr/update/{id} – name, type and value change; code, scan address and count stay. */
    update: (id: string, input: QrLinkBody) =>
      request<QrLinkResponse>(`/qr/update/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    /**
     * POST /api/qr/bulk – upserts up to 1000 (core's BULK_MAX_ROWS) QR links by name (`id`) in one transaction
     * and answers one result per row (created, updated, unchanged or failed with the spec's message);
     * `dryRun` answers the same without writing.
     */
    bulk: (rows: readonly unknown[], options: { dryRun?: boolean } = {}) =>
      request<BulkResponse>("/qr/bulk", { method: "POST", body: { rows, dryRun: options.dryRun ?? false } }),
    /** DELETE /api/qr/{id} – the link and its scan history. */
    delete: (id: string) => request<MessageResponse>(path(id), { method: "DELETE" }),
    /** Address of GET /api/qr/getqr/{id}: the public QR image of the link's scan address. */
    imageUrl: (id: string, options: QrImageOptions = {}) => {
      const query = new URLSearchParams();
      if (options.format && options.format !== "png") query.set("format", options.format);
      if (options.size !== undefined) query.set("size", String(options.size));
      const search = query.toString();
      return `${apiBaseUrl}/qr/getqr/${encodeURIComponent(id)}${search ? `?${search}` : ""}`;
    },
  };
}

export type QrApi = ReturnType<typeof createQrApi>;

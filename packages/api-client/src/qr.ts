import {
  type BodyInput,
  QR_IMAGE_FORMATS,
  type QrLinkRecord,
  qrEndpoints,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type { QrLinkRecord };

/** QR create/update body `{id, type, targetUrl}`. */
export type QrLinkBody = BodyInput<typeof qrEndpoints.create>;
export type QrSortField = SortFieldOf<typeof qrEndpoints.list>;
export type QrListResponse = SuccessBody<typeof qrEndpoints.list>;
export type QrLinkResponse = SuccessBody<typeof qrEndpoints.get>;

export interface QrImageOptions {
  /** `png` (default) or `svg`. */
  format?: (typeof QR_IMAGE_FORMATS)[number];
  /** Pixels, 64 to 2048 (default 300). */
  size?: number;
}

/**
 * The `/api/qr` endpoints (spec studio §7 QR). `{id}` may be the record's `_id` or the link's name.
 * `apiBaseUrl` is the client's `/api` base, for image addresses used directly in `<img src>`.
 */
export function createQrApi({ call }: Transport, apiBaseUrl: string) {
  const endpoints = qrEndpoints;
  return {
    /** GET /api/qr – readMenuCollection; 10 per page by default, by name; searches name and URL/text. */
    list: (params?: ListParams<QrSortField>) => call(endpoints.list, { list: params }),
    /** GET /api/qr/{id} – 404 for an unknown link. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/qr/create – 400 with the spec's first failing check, 409 for a taken name. */
    create: (input: QrLinkBody) => call(endpoints.create, { body: input }),
    /** PUT /api/qr/update/{id} – name, type and value change; code, scan address and count stay. */
    update: (id: string, input: QrLinkBody) => call(endpoints.update, { params: { id }, body: input }),
    /**
     * POST /api/qr/bulk – upserts up to 1000 (core's BULK_MAX_ROWS) QR links by name (`id`) in one transaction
     * and answers one result per row (created, updated, unchanged or failed with the spec's message);
     * `dryRun` answers the same without writing.
     */
    bulk: (rows: readonly unknown[], options: { dryRun?: boolean } = {}) =>
      call(endpoints.bulk, { body: { rows: [...rows], dryRun: options.dryRun ?? false } }),
    /** DELETE /api/qr/{id} – the link and its scan history. */
    delete: (id: string) => call(endpoints.delete, { params: { id } }),
    /** Address of GET /api/qr/getqr/{id}: the public QR image of the link's scan address. */
    imageUrl: (id: string, options: QrImageOptions = {}) => {
      const query = new URLSearchParams();
      if (options.format && options.format !== QR_IMAGE_FORMATS[0]) query.set("format", options.format);
      if (options.size !== undefined) query.set("size", String(options.size));
      const search = query.toString();
      return `${apiBaseUrl}/qr/getqr/${encodeURIComponent(id)}${search ? `?${search}` : ""}`;
    },
  };
}

export type QrApi = ReturnType<typeof createQrApi>;

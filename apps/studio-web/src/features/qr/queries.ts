import type { ListParams, QrLinkBody, QrSortField } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Cache keys of the QR screens; `qrKeys.all` invalidates every list and record. */
export const qrKeys = {
  all: ["qr"] as const,
  lists: ["qr", "list"] as const,
};

/** The server's default order: by name (the link's `id`) ascending. */
export const QR_DEFAULT_SORT = { column: "id", direction: 1 } as const;

/**
 * GET /api/qr – one page of QR links. Scan counts change without the studio doing anything, so the
 * list is always refetched when it is shown again.
 */
export const qrListQuery = (params: ListParams<QrSortField>) =>
  queryOptions({ queryKey: [...qrKeys.lists, params], queryFn: () => api.qr.list(params), staleTime: 0 });

/** GET /api/qr/{id} – one QR link for the editor. */
export const qrLinkQuery = (id: string) =>
  queryOptions({ queryKey: [...qrKeys.all, "detail", id], queryFn: () => api.qr.get(id) });

/** POST /api/qr/create or PUT /api/qr/update/{id}. */
export const saveQrLink = (id: string | null, body: QrLinkBody) =>
  id === null ? api.qr.create(body) : api.qr.update(id, body);

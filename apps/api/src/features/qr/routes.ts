import { qrEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { authOf } from "../auth/index.js";
import { bulkUpsertQrLinks } from "./bulk.js";
import * as qr from "./service.js";

/** QR links (spec studio §7 QR), mounted under `/api/qr` against their contract. */
export const qrRoutes = contractRoutes("/api/qr", qrEndpoints, {
  image: async (c, { params, query }) => {
    const image = await qr.qrImage(c.var.deps, params.id, publicOrigin(c), query);
    // Without ADSTUDIO_PUBLIC_URL the image follows the request's Host, so shared caches must not keep it.
    c.header("Cache-Control", `${c.var.deps.config.publicUrl ? "public" : "private"}, max-age=300`);
    c.header("Content-Type", image.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(image.body as Uint8Array<ArrayBuffer> | string, 200);
  },
  list: (c, { list }) => qr.listQrLinks(c.var.deps, list, publicOrigin(c)),
  get: (c, { params }) => qr.getQrLink(c.var.deps, params.id, publicOrigin(c)),
  create: (c, { body }) => qr.createQrLink(c.var.deps, body, authOf(c).user.id, publicOrigin(c)),
  bulk: (c, { body }) => bulkUpsertQrLinks(c.var.deps, authOf(c), body),
  update: (c, { params, body }) => qr.updateQrLink(c.var.deps, params.id, body, publicOrigin(c)),
  delete: (c, { params }) => qr.deleteQrLink(c.var.deps, params.id),
});

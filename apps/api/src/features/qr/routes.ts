import { BulkBodySchema, QrLinkSchema } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { badRequest } from "../../http/errors.js";
import { parseListQuery } from "../../http/list-query.js";
import { publicOrigin } from "../../http/public-url.js";
import { readBody } from "../../http/validate.js";
import { authOf, requireAuth, requirePermission } from "../auth/middleware.js";
import { bulkUpsertQrLinks } from "./bulk.js";
import { QR_IMAGE_MAX_SIZE, QR_IMAGE_MIN_SIZE, type QrImageFormat } from "./qr-image.js";
import * as qr from "./service.js";

/** `?format=png|svg` (default png) and `?size=` in pixels (default 300). */
function imageOptions(query: Record<string, string>): { format: QrImageFormat; size: number } {
  const format = query.format ?? "png";
  if (format !== "png" && format !== "svg") {
    throw badRequest("format must be png or svg.", { format: "format must be png or svg." });
  }
  const size = Number(query.size ?? 300);
  if (!Number.isInteger(size) || size < QR_IMAGE_MIN_SIZE || size > QR_IMAGE_MAX_SIZE) {
    const message = `size must be a whole number from ${QR_IMAGE_MIN_SIZE} to ${QR_IMAGE_MAX_SIZE}.`;
    throw badRequest(message, { size: message });
  }
  return { format, size };
}

/**
 * QR links (spec studio §7 QR). The spec guards the QR screens with the menu-collection permissions,
 * so these endpoints do too. `{id}` is the record's `_id` or the link's name.
 */
export const qrRoutes = new Hono<AppEnv>()
  // GET /api/qr/getqr/{id} – public QR image of the scan address (PNG, or SVG with ?format=svg), so <img> works
  .get("/getqr/:id", async (c) => {
    const options = imageOptions(c.req.query());
    const image = await qr.qrImage(c.var.deps, c.req.param("id"), publicOrigin(c), options);
    // Without ADSTUDIO_PUBLIC_URL the image follows the request's Host, so shared caches must not keep it.
    c.header("Cache-Control", `${c.var.deps.config.publicUrl ? "public" : "private"}, max-age=300`);
    c.header("Content-Type", image.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(image.body as Uint8Array<ArrayBuffer> | string, 200);
  })
  // GET /api/qr – paged list → {qrLink, page, total}; limit (10), page, search, sort (id 1)
  .get("/", requireAuth, requirePermission("readMenuCollection"), async (c) => {
    const query = parseListQuery(c.req.query(), qr.QR_LIST);
    return c.json(await qr.listQrLinks(c.var.deps, query, publicOrigin(c)));
  })
  // GET /api/qr/{id} – one link → {qrLink} (the editor loads it, so updating is enough)
  .get("/:id", requireAuth, requirePermission("readMenuCollection", "updateMenuCollection"), async (c) =>
    c.json(await qr.getQrLink(c.var.deps, c.req.param("id"), publicOrigin(c))),
  )
  // POST /api/qr/create – {id, type, targetUrl} → 201 {qrLink} with a new 8-hex code
  .post("/create", requireAuth, requirePermission("createMenuCollection"), async (c) => {
    const input = await readBody(c, QrLinkSchema);
    const createdBy = authOf(c).user.id;
    return c.json(await qr.createQrLink(c.var.deps, input, createdBy, publicOrigin(c)), 201);
  })
  // POST /api/qr/bulk – {rows, dryRun} upserted by name in one transaction → {results, created, updated, …}
  .post(
    "/bulk",
    requireAuth,
    requirePermission("createMenuCollection", "updateMenuCollection"),
    async (c) => {
      const body = await readBody(c, BulkBodySchema);
      return c.json(await bulkUpsertQrLinks(c.var.deps, authOf(c), body));
    },
  )
  // PUT /api/qr/update/{id} – replace name, type and value; code and count stay → {qrLink}
  .put("/update/:id", requireAuth, requirePermission("updateMenuCollection"), async (c) => {
    const input = await readBody(c, QrLinkSchema);
    return c.json(await qr.updateQrLink(c.var.deps, c.req.param("id"), input, publicOrigin(c)));
  })
  // DELETE /api/qr/{id} – the link and its scan events → {message}
  .delete("/:id", requireAuth, requirePermission("deleteMenuCollection"), async (c) =>
    c.json(await qr.deleteQrLink(c.var.deps, c.req.param("id"))),
  );

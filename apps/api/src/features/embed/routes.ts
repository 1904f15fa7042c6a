import { stat } from "node:fs/promises";
import path from "node:path";
import { parseSizeKey, previewLink } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { precompressedVariant } from "../../http/content-encoding.js";
import { badRequest } from "../../http/errors.js";
import { encodedDiskFile, sendFileBody } from "../../http/file-response.js";
import { publicOrigin } from "../../http/public-url.js";
import { renderQrImage } from "../qr/qr-image.js";
import { embedDemoPage } from "./demo-page.js";

/** Publishers load `embed.js` by a fixed name, so it is cached briefly and revalidated by ETag. */
const EMBED_CACHE = "public, max-age=300";
const EMBED_FILE = "embed.js";

const NOT_BUILT =
  "// The Adstudio preview embed has not been built. Run `npm start`, or\n" +
  "// `npx pnpm@12.21.0 --filter @adstudio/preview-embed build`, or set ADSTUDIO_EMBED_DIR.\n";

/** Public paths outside `/api`: the script and its demo page; mounted before the studio's static handler. */
export const embedRoutes = new Hono<AppEnv>()
  // GET /embed.js – the publisher script (built by apps/preview-embed)
  .get(`/${EMBED_FILE}`, async (c) => {
    c.header("X-Content-Type-Options", "nosniff");
    // Loaded by <script> tags on any publisher's page.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Access-Control-Allow-Origin", "*");
    const file = path.join(c.var.deps.config.embedDir, EMBED_FILE);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "text/javascript; charset=utf-8");
      return c.body(NOT_BUILT, 503);
    }
    // The build writes embed.js.br and embed.js.gz: the budget counts the bytes sent, not the raw file.
    const chosen = await precompressedVariant(file, info, c.req.header("accept-encoding"));
    return sendFileBody(c, encodedDiskFile(chosen, "text/javascript; charset=utf-8"), EMBED_CACHE);
  })
  // GET /embed-demo.html – a publisher-style page showing one embed per sample creative
  .get("/embed-demo.html", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(embedDemoPage());
  });

const TYPE = /^[a-z0-9-]{1,40}$/;
const URL_MESSAGE = "url must be an http(s) address or a path starting with /.";

/** `https://…` or `/path` (resolved on the studio), at most 2048 characters. */
function isCreativeUrl(value: string | undefined): value is string {
  if (!value || value.length > 2048) return false;
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/** Routes under `/api/embed`. */
export const embedApiRoutes = new Hono<AppEnv>()
  // GET /api/embed/qr.svg?url=…&size=…&type=… – QR code of this studio's preview link (QR-only formats)
  .get("/qr.svg", async (c) => {
    const { url, size = "", type = "" } = c.req.query();
    if (!isCreativeUrl(url)) throw badRequest(URL_MESSAGE, { url: URL_MESSAGE });
    const parsed = parseSizeKey(size);
    if (!parsed) throw badRequest("size must be a size such as 300x250 or mobile.", { size: "Invalid size" });
    if (!TYPE.test(type)) throw badRequest("type must be an ad format name.", { type: "Invalid type" });
    const origin = publicOrigin(c);
    // Only ever a link to this studio's preview page: the endpoint is not a general QR generator.
    const link = previewLink(
      { url: url.startsWith("/") ? `${origin}${url}` : url, size: parsed.size, type },
      origin,
    );
    const image = await renderQrImage(link, { format: "svg", size: 160 });
    c.header("Cache-Control", `${c.var.deps.config.publicUrl ? "public" : "private"}, max-age=300`);
    c.header("Content-Type", image.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(image.body as string, 200);
  });

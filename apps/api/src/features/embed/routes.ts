import { stat } from "node:fs/promises";
import path from "node:path";
import { embedEndpoints } from "@adstudio/contract";
import { previewLink } from "@adstudio/core";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { precompressedVariant } from "../../http/content-encoding.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { encodedDiskFile, sendFileBody } from "../../http/file-response.js";
import { publicOrigin } from "../../http/public-url.js";
import { renderQrImage } from "../qr/index.js";
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

/** Routes under `/api/embed`, mounted against their contract. */
export const embedApiRoutes = contractRoutes("/api/embed", embedEndpoints, {
  qr: async (c, { query: { url, size, type } }) => {
    const origin = publicOrigin(c);
    // Only ever a link to this studio's preview page: the endpoint is not a general QR generator.
    const link = previewLink({ url: url.startsWith("/") ? `${origin}${url}` : url, size, type }, origin);
    const image = await renderQrImage(link, { format: "svg", size: 160 });
    c.header("Cache-Control", `${c.var.deps.config.publicUrl ? "public" : "private"}, max-age=300`);
    c.header("Content-Type", image.contentType);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body(image.body as string, 200);
  },
});

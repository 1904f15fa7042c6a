import { Hono } from "hono";
import type { AppEnv } from "../app-env.js";
import { pictureVariant } from "./picture-variants.js";
import { isContentAddressed } from "./storage.js";

/** A content-addressed key names one set of bytes forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=300";
/** Stored files are data, never a document that could run script, even when opened directly. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `logo "x".png` → `logo__x_.png`: safe inside a quoted Content-Disposition file name. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "");
  return cleaned.slice(-100) || "file";
}

/** Served below `/files/`; mounted before the studio's static handler. */
export const fileRoutes = new Hono<AppEnv>()
  // GET /files/<key> – a stored upload, public (logos appear on public showcase pages)
  .get("/*", async (c) => {
    const pathname = new URL(c.req.url).pathname;
    let key: string;
    try {
      key = decodeURIComponent(pathname.replace(/^\/files\//, ""));
    } catch {
      return c.text("Not found", 404);
    }
    const storage = c.var.deps.storage;
    // A cover's resized AVIF/WebP/fallback copy is made on its first request when it is not stored yet.
    const file = (await storage.get(key)) ?? (await pictureVariant(storage, key));
    if (!file) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    const name = safeFileName(key.split("/").pop() ?? "file");
    c.header("Content-Type", file.contentType);
    c.header("Content-Length", String(file.bytes.byteLength));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `inline; filename="${name}"`);
    c.header("Content-Security-Policy", FILE_CSP);
    // Logos are shown by the embed script and showcase pages wherever they are hosted.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Cache-Control", isContentAddressed(key) ? IMMUTABLE : SHORT_CACHE);
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });

import { Hono } from "hono";
import type { AppEnv } from "../app-env.js";
import { memoryFile, sendFileBody } from "../http/file-response.js";
import { pictureVariant } from "./picture-variants.js";
import { IMMUTABLE_CACHE, isContentAddressed, SHORT_CACHE } from "./storage.js";

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
    // Streamed from the storage, only the asked range (a video's seek); a cover's resized AVIF/WebP or
    // fallback copy is made on its first request when it is not stored yet.
    const opened = await storage.open(key);
    const variant = opened ? null : await pictureVariant(storage, key);
    const file = opened ?? (variant ? memoryFile(variant.bytes, variant.contentType) : null);
    if (!file) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    const name = safeFileName(key.split("/").pop() ?? "file");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Disposition", `inline; filename="${name}"`);
    c.header("Content-Security-Policy", FILE_CSP);
    // Logos are shown by the embed script and showcase pages wherever they are hosted.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return sendFileBody(c, file, isContentAddressed(key) ? IMMUTABLE_CACHE : SHORT_CACHE);
  });

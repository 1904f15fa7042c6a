import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  XR_STUDIO_TARGET_MESSAGE,
  XR_TARGET_FORMAT_MESSAGE,
  XR_TARGET_TOO_LARGE_MESSAGE,
  xrEndpoints,
} from "@adstudio/contract";
import { can } from "@adstudio/core";
import { XR_CONFIG_FILE, XR_TARGET_MAX_BYTES, type XrPhoneConfig } from "@adstudio/creative/xr";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.js";
import { XR_PAGE_DIR } from "../../config.js";
import { pickCoding } from "../../http/content-encoding.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { forbidden } from "../../http/errors.js";
import { receiveFilePart, refusedEarly, refusedUpload } from "../../http/file-part.js";
import { memoryFile, sendFileBody } from "../../http/file-response.js";
import { isUuid } from "../../http/record-id.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import { authOf } from "../auth/index.js";
import { encodedLibraryFile, libraryFiles, XR_LIBRARY_URL } from "./library.js";
import { XR_PAGE_CSP, XR_PAGE_PERMISSIONS, xrPageHtml } from "./page.js";
import { checkTarget, xrTargetStorageKey } from "./target.js";

/** The compiled target upload, mounted at `/api/xr` against its contract. */
export const xrTargetRoutes = contractRoutes("/api/xr", xrEndpoints, {
  uploadTarget: async (c) => {
    const auth = authOf(c);
    if (!can(auth, "XRStudio")) throw forbidden(XR_STUDIO_TARGET_MESSAGE);
    const file = await receiveFilePart(c.req.raw, xrEndpoints.uploadTarget.upload.field, {
      maxBytes: XR_TARGET_MAX_BYTES,
      tooLarge: () => refusedEarly(413, XR_TARGET_TOO_LARGE_MESSAGE),
    });
    const target = checkTarget(file.bytes);
    if (!target) throw refusedUpload(XR_TARGET_FORMAT_MESSAGE);
    const key = xrTargetStorageKey(target.hash);
    const { storage } = c.var.deps;
    if (!(await storage.get(key))) await storage.put(key, file.bytes, "application/octet-stream");
    return { target };
  },
});

const DAY = "public, max-age=86400";
const VERSION = /^[1-9]\d{0,8}$/;
const PAGE_FILES: Record<string, string> = {
  "phone.js": "text/javascript; charset=utf-8",
  "phone.css": "text/css; charset=utf-8",
};

/**
 * The XR phone page (`/xr/{adId}/{version}/`, what an AI tracker's QR code opens), its script and styles,
 * and the tracking library. Only this page loads the library: other formats and the studio never do.
 */
export const xrPageRoutes = new Hono<AppEnv>()
  // GET /xr/lib/<file> – MindAR's browser build, from the installed package
  .get("/lib/:file", (c) => {
    const name = c.req.param("file");
    const bytes = libraryFiles().get(name);
    if (!bytes) return c.text("Not found", 404);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Vary", "Accept-Encoding");
    const coding = pickCoding(c.req.header("accept-encoding"));
    const encoded = coding ? encodedLibraryFile(name, coding) : null;
    if (coding && encoded) {
      c.header("Content-Encoding", coding);
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", DAY);
      return c.body(new Uint8Array(encoded));
    }
    return sendFileBody(c, memoryFile(bytes, "text/javascript; charset=utf-8"), DAY);
  })
  // GET /xr/phone.js, /xr/phone.css – the page's own script and styles
  .get("/:file{phone\\.(?:js|css)}", async (c) => {
    const name = c.req.param("file");
    const type = PAGE_FILES[name];
    if (!type) return c.text("Not found", 404);
    const bytes = await readFile(path.join(XR_PAGE_DIR, name));
    c.header("X-Content-Type-Options", "nosniff");
    return sendFileBody(c, memoryFile(bytes, type), "public, max-age=300");
  })
  // GET /xr/<adId>/<version>/ – the phone page of a published version
  .get("/:adId/:version/", async (c) => {
    const { adId, version } = c.req.param();
    const id = adId.toLowerCase();
    if (!isUuid(id) || !VERSION.test(version)) return c.text("Not found", 404);
    const folder = `/creatives/${id}/${version}/`;
    const stored = await c.var.deps.storage.get(
      `${CREATIVES_STORAGE_PREFIX}${id}/${version}/${XR_CONFIG_FILE}`,
    );
    if (!stored) {
      c.header("Cache-Control", "no-store");
      return c.text("This XR ad is not published.", 404);
    }
    const config = JSON.parse(Buffer.from(stored.bytes).toString("utf8")) as XrPhoneConfig;
    c.header("Content-Security-Policy", XR_PAGE_CSP);
    c.header("Permissions-Policy", XR_PAGE_PERMISSIONS);
    c.header("Cache-Control", "public, max-age=300");
    return c.html(
      xrPageHtml({ ...config, ad: id, version: Number(version), folder, library: XR_LIBRARY_URL }),
    );
  })
  .get("/:adId/:version", (c) => c.redirect(`${c.req.path}/`, 301));

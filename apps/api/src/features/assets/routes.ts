import { assetsEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { HttpError } from "../../http/errors.js";
import { sendFileBody } from "../../http/file-response.js";
import { authOf } from "../auth/index.js";
import { receiveUpload } from "./multipart.js";
import { renditionsState } from "./renditions.js";
import { assetFile, uploadAsset } from "./service.js";

/** A content hash names one set of bytes forever. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** An asset is data: even opened directly it can run nothing (the upload refuses SVG besides). */
const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = () => new HttpError(404, "Not found", undefined, {}, { "Cache-Control": "no-store" });

/**
 * Asset uploads and files, mounted under `/api/assets` against their contract.
 *
 * Files are public, without credentials, on purpose: the editor canvas and the preview are the rendered
 * creative in a sandboxed frame without `allow-same-origin` (an opaque origin that holds no token), and
 * it must load a draft's pictures, videos and fonts from here. A file is named by the SHA-256 of its
 * bytes (at least 80 bits of it), so it cannot be guessed or listed, and the same bytes are public in
 * every published creative anyway. Uploading still needs createAds or updateAds.
 */
export const assetsRoutes = contractRoutes("/api/assets", assetsEndpoints, {
  upload: async (c) => {
    const file = await receiveUpload(c.req.raw, assetsEndpoints.upload.upload.field);
    return { asset: await uploadAsset(c.var.deps, authOf(c), file) };
  },
  renditions: (c, { params }) => renditionsState(c.var.deps, params.hash),
  file: async (c, { params }) => {
    const file = await assetFile(c.var.deps, params.file);
    if (!file) throw notFound();
    c.header("X-Content-Type-Options", "nosniff");
    // A name made of the hash, never the uploader's file name.
    c.header("Content-Disposition", `inline; filename="${params.file}"`);
    c.header("Content-Security-Policy", ASSET_CSP);
    // The preview frame's origin is opaque: pictures need a cross-origin CORP, fonts (CORS requests) an ACAO.
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    c.header("Access-Control-Allow-Origin", "*");
    return sendFileBody(c, file, IMMUTABLE);
  },
});

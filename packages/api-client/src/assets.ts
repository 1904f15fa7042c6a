import {
  ASSET_LIMITS,
  ASSET_MEDIA_TYPES,
  type AssetKind,
  type AssetMediaType,
  type AssetRecord,
  assetsEndpoints,
  type SuccessBody,
} from "@adstudio/contract";
import type { Call } from "./call";
import type { Upload, UploadOptions } from "./upload";

export type { AssetKind, AssetRecord };
export type AssetUploadResponse = SuccessBody<typeof assetsEndpoints.upload>;
export type AssetRenditionsResponse = SuccessBody<typeof assetsEndpoints.renditions>;

/** The most bytes each kind of asset may have, for checks before an upload starts. */
export { ASSET_LIMITS };

/**
 * The `/api/assets` endpoints: uploads of pictures, videos and fonts for ad documents (createAds or
 * updateAds), and the public address of each stored file.
 */
export function createAssetsApi(upload: Upload, base: string, call: Call) {
  const endpoints = assetsEndpoints;
  return {
    /**
     * POST /api/assets/upload – one file as multipart/form-data (part `file`, named after `file.name` or
     * `name`) → `{asset}`, ready for the document's `assets`. The same bytes answer the same asset.
     * 400 for a wrong, damaged or empty file, 413 over its kind's limit (the message says which).
     */
    upload: (file: Blob, options: UploadOptions & { name?: string } = {}) => {
      const form = new FormData();
      const name = options.name ?? (file instanceof File ? file.name : "upload");
      form.append(endpoints.upload.upload.field, file, name);
      const { name: _name, ...sendOptions } = options;
      return upload<AssetUploadResponse>("/assets/upload", form, file.size, sendOptions);
    },
    /**
     * GET /api/assets/renditions/{hash} – an uploaded video's transcoding into VAST renditions: status
     * (pending, running, done, failed, unavailable), progress 0..1 and the renditions made so far.
     */
    renditions: (hash: string) => call(endpoints.renditions, { params: { hash } }),
    /**
     * GET /api/assets/{hash}.{ext} – the stored file's public address; `render(doc, {mode: "preview",
     * assetBase})` with `assetBase` = {@link previewAssetBase} loads every asset of a document from here.
     */
    fileUrl: (asset: Pick<AssetRecord, "hash" | "mime">) =>
      `${base}/assets/${asset.hash}.${extensionOf(asset.mime)}`,
    /** The `assetBase` for preview renders: render adds `assets/<20 hex>.<ext>`, served by the same route. */
    previewAssetBase: `${base}/`,
  };
}

function extensionOf(mime: string): string {
  return ASSET_MEDIA_TYPES[mime as AssetMediaType] ?? "bin";
}

export type AssetsApi = ReturnType<typeof createAssetsApi>;

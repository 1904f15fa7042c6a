import { AssetSchema } from "@adstudio/creative/document";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { ErrorBodySchema } from "../errors";
import { named } from "../names";

const MB = 1024 * 1024;

/** The most bytes an uploaded asset of each kind may have (issue 12 'Assets'). */
export const ASSET_LIMITS = { image: 5 * MB, video: 100 * MB, font: 1 * MB } as const;
export type AssetKind = keyof typeof ASSET_LIMITS;

/** What the upload accepts, by magic bytes: the media type and the extension it is stored and served with. */
export const ASSET_MEDIA_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "font/woff2": "woff2",
} as const;
export type AssetMediaType = keyof typeof ASSET_MEDIA_TYPES;

const KIND_NAMES: Record<AssetKind, string> = { image: "Images", video: "Videos", font: "Fonts" };

/** 413's message: the kind's limit in MB. */
export const assetTooLargeMessage = (kind: AssetKind) =>
  `The file is too large: ${KIND_NAMES[kind].toLowerCase()} may be at most ${ASSET_LIMITS[kind] / MB} MB.`;

export const ASSET_NOT_MULTIPART_MESSAGE = "Send the file as multipart/form-data, in one part named file.";
export const ASSET_NO_FILE_MESSAGE = "Choose a file to upload (a part named file).";
export const ASSET_TWO_FILES_MESSAGE = "Upload one file at a time.";
export const ASSET_EMPTY_MESSAGE = "The file is empty.";
export const ASSET_TYPE_MESSAGE =
  "The file is not a PNG, JPEG, GIF or WebP image, an MP4 or WebM video, or a WOFF2 font.";
export const ASSET_SVG_MESSAGE =
  "SVG files are not accepted because they can run scripts: export the picture as PNG or WebP.";
export const ASSET_IMAGE_DAMAGED_MESSAGE = "The image could not be read: the file is damaged or incomplete.";
export const ASSET_VIDEO_DAMAGED_MESSAGE =
  "The video could not be read: the file is damaged or incomplete, or it has no picture.";
export const ASSET_FONT_DAMAGED_MESSAGE = "The font could not be read: the file is damaged or incomplete.";
export const ASSET_UPLOAD_ABORTED_MESSAGE = "The upload ended before the whole file arrived.";
export const ASSET_MALFORMED_MESSAGE =
  "The upload could not be read: its multipart/form-data body is malformed.";

/** An uploaded file as the document's `assets` holds it (the creative engine's schema). */
export const AssetRecordSchema = named("Asset", AssetSchema);
export type AssetRecord = v.InferOutput<typeof AssetRecordSchema>;

const AssetResponseSchema = named("AssetResponse", v.strictObject({ asset: AssetRecordSchema }));

const LIMITS_TEXT = `PNG, JPEG, GIF or WebP images up to ${ASSET_LIMITS.image / MB} MB (decoded and measured), MP4 or WebM videos up to ${ASSET_LIMITS.video / MB} MB (duration, picture size, codec and bitrate read from the container), WOFF2 fonts up to ${ASSET_LIMITS.font / MB} MB. The type is read from the file's bytes, never its name or declared type; SVG is refused (it can run scripts).`;

/** The media types the file answer may have. */
const SERVED_TYPES = Object.keys(ASSET_MEDIA_TYPES);

/** The renditions a video upload is transcoded into, smallest first (never above the source's height). */
export const RENDITION_LABELS = ["360p", "480p", "720p", "1080p"] as const;
export const RENDITION_STATUSES = ["pending", "running", "done", "failed", "unavailable"] as const;
export type RenditionStatus = (typeof RENDITION_STATUSES)[number];

/** Said when the server has no ffmpeg: the upload keeps only its source, which still plays. */
export const RENDITIONS_NEED_FFMPEG_MESSAGE =
  "Video renditions need ffmpeg on the server (apt-get install ffmpeg); this video keeps only its source file.";
/** Said when transcoding failed: the source is kept and still plays. */
export const RENDITIONS_FAILED_MESSAGE =
  "The video renditions could not be made; the source file is kept and still plays.";
export const RENDITIONS_NOT_VIDEO_MESSAGE = "Renditions are made for uploaded videos only.";

/** One transcoded copy of a video, stored as its own asset (served at `/api/assets/{hash}.{ext}`). */
export const AssetRenditionSchema = named(
  "AssetRendition",
  v.strictObject({
    /** `360p` … `1080p` for the H.264/AAC MP4s; the WebM (VP9/Opus) carries its height's label too. */
    label: v.picklist(RENDITION_LABELS),
    hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    mime: v.picklist(["video/mp4", "video/webm"]),
    bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    bitrateKbps: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** Both tracks, video first (`avc1.64001f,mp4a.40.2`, `vp09…,opus`), as read from the file. */
    codec: v.string(),
  }),
);
export type AssetRendition = v.InferOutput<typeof AssetRenditionSchema>;

/** Where a video's renditions stand; `progress` is 0..1 over every rendition. */
export const RenditionsStateSchema = named(
  "RenditionsState",
  v.strictObject({
    status: v.picklist(RENDITION_STATUSES),
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    /** For `failed` and `unavailable`: what happened, in words for the uploader. */
    message: v.optional(v.string()),
    renditions: v.array(AssetRenditionSchema),
  }),
);
export type RenditionsState = v.InferOutput<typeof RenditionsStateSchema>;

/** Assets of ad documents: uploaded once per content hash, served publicly by that hash. */
export const assetsEndpoints = {
  upload: endpoint({
    operationId: "uploadAsset",
    method: "post",
    path: "/api/assets/upload",
    tag: "assets",
    summary: "Upload an image, video or font for ad documents → 201 {asset}",
    description: `${LIMITS_TEXT} Stored once by its SHA-256: the same bytes uploaded again are not stored twice and answer the same asset (with this upload's file name). A wrong, damaged or empty file, no file part or two files answer 400; a file over its limit answers 413 as soon as the limit is passed. Nothing is stored by a failed upload.`,
    auth: "required",
    permissions: ["createAds", "updateAds", "createTemplates", "updateTemplates"],
    upload: {
      field: "file",
      description: "One file part named `file`; its file name is kept as the asset's `name`.",
    },
    responses: {
      201: {
        description: "The stored asset, ready for the document's `assets` (keyed by its hash).",
        schema: AssetResponseSchema,
        example: {
          asset: {
            hash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
            type: "image",
            mime: "image/png",
            name: "cup.png",
            bytes: 48213,
            width: 600,
            height: 500,
          },
        },
      },
      413: {
        description:
          "The file is over its kind's limit (images 5 MB, videos 100 MB, fonts 1 MB); the message names it.",
        schema: ErrorBodySchema,
      },
    },
  }),
  file: endpoint({
    operationId: "getAssetFile",
    method: "get",
    path: "/api/assets/{file}",
    tag: "assets",
    summary: "An uploaded asset's bytes at `/api/assets/{hash}.{ext}` (public, immutable)",
    description:
      "`hash` is the asset's SHA-256 or its first 20 hex digits (the path `render` gives an asset, `assets/<20 hex>.<ext>`, so a preview rendered with `assetBase: '/api/'` loads from here). Served with `nosniff`, a one-year immutable cache and byte ranges for video. Unknown files answer 404.",
    auth: "public",
    responses: {
      200: { description: "The file.", contentTypes: SERVED_TYPES },
      206: { description: "The requested byte range of the file.", contentTypes: SERVED_TYPES },
      304: { description: "Not modified (`If-None-Match`).", empty: true },
      416: { description: "The range starts past the end of the file.", empty: true },
    },
  }),
  renditions: endpoint({
    operationId: "getAssetRenditions",
    method: "get",
    path: "/api/assets/renditions/{hash}",
    tag: "assets",
    summary: "A video asset's renditions and transcoding progress → 200 {status, progress, renditions}",
    description:
      "After a video upload the server transcodes it with ffmpeg, one job at a time, into H.264/AAC MP4s at 360p, 480p, 720p and 1080p where the source is at least that tall (never upscaled) plus one VP9/Opus WebM at the largest of them up to 720p; the source stays as the VAST Mezzanine. `status` is pending, running, done, failed (the source is kept and still plays) or unavailable (the server has no ffmpeg). Poll until done or failed. Unknown or non-video assets answer 404.",
    auth: "required",
    responses: {
      200: {
        description: "The renditions made so far and the progress.",
        schema: RenditionsStateSchema,
        example: { status: "running", progress: 0.4, renditions: [] },
      },
      404: { description: "No video asset has this hash.", schema: ErrorBodySchema },
    },
  }),
};

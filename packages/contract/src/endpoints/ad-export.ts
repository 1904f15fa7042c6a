import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { AD_SERVERS, AD_TAG_TYPES } from "./ad-tags";

/**
 * The ad servers a package is laid out for: CM360's batch upload and GAM's per-size creatives. Without
 * `server` the package holds both layouts (one download serves whoever traffics the ad).
 */
export const EXPORT_SERVERS = ["cm360", "gam"] as const;
export type ExportServer = (typeof EXPORT_SERVERS)[number];

export const EXPORT_SERVER_MESSAGE = "Choose an ad server layout: cm360 or gam.";
/** 409: the package holds the published version, so a draft has none. */
export const AD_EXPORT_UNPUBLISHED_MESSAGE =
  "This ad has not been published yet: publish it first, then download its package for ad servers.";
/** 409: video ads are trafficked by their VAST tag, not a display package. */
export const AD_EXPORT_VIDEO_MESSAGE =
  "Video ads are trafficked with their VAST tag (/api/vast/{id}.xml), not with a package for ad servers.";

/** The package's manifest: `manifest.json` at its root. */
export const EXPORT_MANIFEST_FILE = "manifest.json";

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One exit of a size: the click-tag name the creative reads and the landing page it opens. */
export const ExportExitSchema = named("AdExportExit", v.strictObject({ name: v.string(), url: v.string() }));

/** One size in the manifest: where its files are in the package and what an ad server asks about it. */
export const ExportSizeSchema = named(
  "AdExportSize",
  v.strictObject({
    /** The size key (`sz300x250`, `responsive` …). */
    size: v.string(),
    /** Pixels; null for sizes that fill their slot. */
    width: v.nullable(whole),
    height: v.nullable(whole),
    /** `html5`: an HTML5 zip with a backup image; `image`: a still, whose image is the creative. */
    kind: v.picklist(["html5", "image"]),
    /** The HTML5 zip per layout (package paths); null for a still. */
    zip: v.record(v.string(), v.nullable(v.string())),
    /** The backup image (a JPEG at the size's pixels) per layout (package paths). */
    backupImage: v.record(v.string(), v.string()),
    /** The tag files of this size (package paths), by server then tag type. */
    tags: v.record(v.string(), v.record(v.string(), v.string())),
    exits: v.array(ExportExitSchema),
    weights: v.strictObject({
      /** Bytes of the size's zip (0 for a still). */
      zipBytes: whole,
      /** Bytes of the backup image. */
      backupImageBytes: whole,
      /** IAB initial load: gzipped files plus the assets shown first. */
      initialLoadBytes: whole,
      /** IAB subload (polite): what streams after the page's load event (video). */
      politeLoadBytes: whole,
    }),
  }),
);
export type ExportSize = v.InferOutput<typeof ExportSizeSchema>;

export const AdExportManifestSchema = named(
  "AdExportManifest",
  v.strictObject({
    adId: v.string(),
    name: v.string(),
    format: v.string(),
    /** The published version the package holds (its files never change). */
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** The layouts in the package. */
    layouts: v.array(v.picklist(EXPORT_SERVERS)),
    /** The ad servers whose tags the package holds. */
    tagServers: v.array(v.picklist(AD_SERVERS)),
    tagTypes: v.array(v.picklist(AD_TAG_TYPES)),
    sizes: v.array(ExportSizeSchema),
  }),
);
export type AdExportManifest = v.InferOutput<typeof AdExportManifestSchema>;

export const AdExportQuerySchema = v.object({
  server: v.optional(v.picklist(EXPORT_SERVERS, EXPORT_SERVER_MESSAGE)),
});
export type AdExportQuery = v.InferOutput<typeof AdExportQuerySchema>;

/** An ad's package for ad servers: every published size ready for CM360 and GAM, with tags and a manifest. */
export const adExportEndpoints = {
  export: endpoint({
    operationId: "exportAdPackage",
    method: "get",
    path: "/api/ads/export/{id}",
    tag: "ads",
    summary:
      "The live published version as one zip for ad servers: each size's HTML5 zip and backup image laid out for CM360 batch upload and GAM, the ad tags, and manifest.json",
    description:
      "Layout (docs/delivery.md, Exports): `manifest.json`; `cm360/{name}_{W}x{H}/` per size holding `{name}_{W}x{H}.zip` and its backup image `{name}_{W}x{H}.jpg` (same base name, lower-case extensions: zip the folder's contents or the `cm360` folder for Batch upload); `gam/{name}_{W}x{H}.zip` (one HTML5 creative each) and `gam/{name}_{W}x{H}.jpg`; `tags/{server}/{name}_{W}x{H}.{js|iframe|mraid}.html`. `server=cm360` or `gam` holds that layout and that server's tags only; without it both layouts and all four servers' tags. A still (image-generator) ships its JPEG as the creative. A draft answers 409, a video ad 409 (its VAST tag is the tag). Outside the admin group only the caller's companies' ads exist: another company's ad answers 404 like a missing one.",
    auth: "required",
    permissions: ["downloadHtml"],
    query: AdExportQuerySchema,
    responses: {
      200: { description: "The package (a zip).", contentTypes: ["application/zip"] },
      ...failures(400, 404, 409),
    },
  }),
};

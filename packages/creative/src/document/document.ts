import { AD_TYPES } from "@adstudio/core";
import * as v from "valibot";
import { AssetSchema } from "./assets";
import { FeatureSchema } from "./features";
import { AssetHashSchema, ExitNameSchema, HttpsUrlSchema, IdSchema, TeaserKeySchema } from "./ids";
import { LayerSchema } from "./layer";

/** The version `upgradeDocument` brings every document to; bump it with a migration and a fixture. */
export const DOCUMENT_VERSION = 2;

/** Upper bounds that keep a document (and its editor) workable; the API's 2 MB body limit is the other. */
export const DOCUMENT_LIMITS = {
  pages: 20,
  layers: 500,
  features: 20,
  assets: 200,
  exits: 20,
  /**
   * Rich Media offers 13 catalogue sizes; the rest leaves room for custom sizes on the formats that allow
   * them (the registry test checks every format's list fits).
   */
  sizes: 20,
} as const;

const Colour = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-fA-F]{3,8}|transparent)$/, "Use a colour such as #ffffff."),
);
const Dimension = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4_000));

/**
 * One size the ad is designed for. Fixed sizes match their key (`sz300x250` is 300×250); the special
 * sizes (`responsive`, `mobile`) record the design canvas the layers are placed on, and fill the
 * screen when shown.
 */
export const TeaserSchema = v.strictObject({ width: Dimension, height: Dimension });

/** A page (story, interstitial) or scene; formats with one screen have one page. */
export const PageSchema = v.strictObject({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(120)),
  background: v.optional(Colour),
  /** Story pages advance on their own after this long; absent means they wait for the viewer. */
  durationMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(500), v.maxValue(60_000))),
});

/** A named exit: `clickTag` → the landing page; a creative exits only through these. */
export const ExitSchema = v.strictObject({
  url: HttpsUrlSchema,
  label: v.pipe(v.string(), v.maxLength(120)),
});

/**
 * One verification vendor's script for a video ad's VAST `AdVerifications` (OMID): who measures
 * (`vendor`, IAB's recommended form is `company.com-omid`), the https script the player runs before the
 * ad, and the opaque parameters that script reads.
 */
export const AdVerificationSchema = v.strictObject({
  vendor: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Name the verification vendor."),
    v.maxLength(120, "Use at most 120 characters for the vendor."),
  ),
  scriptUrl: HttpsUrlSchema,
  parameters: v.optional(
    v.pipe(v.string(), v.maxLength(4_000, "Use at most 4000 characters for the parameters.")),
  ),
});
export type AdVerification = v.InferOutput<typeof AdVerificationSchema>;

/**
 * The creative's id in an ad registry (VAST `UniversalAdId`), as the advertiser filed it: `ad-id.org` in
 * the US, `arpp.org` in France … An ad without one is announced as `unknown` (the schema's default).
 */
export const UniversalAdIdSchema = v.strictObject({
  registry: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Name the ad registry, such as ad-id.org."),
    v.maxLength(120, "Use at most 120 characters for the registry."),
  ),
  id: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "Enter the ad's id in that registry."),
    v.maxLength(120, "Use at most 120 characters for the id."),
  ),
});
export type UniversalAdId = v.InferOutput<typeof UniversalAdIdSchema>;

/** At most this many verification vendors per video ad. */
export const MAX_AD_VERIFICATIONS = 5;

/**
 * ai-tracker (XR Studio): the image target compiled from the poster layer's picture (a MindAR `.mind`
 * file the studio stored under its SHA-256, published beside the ad), the layer it was compiled from and
 * the compiler's count of feature points on it (the editor's quality figure).
 */
export const XrTargetSchema = v.strictObject({
  hash: AssetHashSchema,
  layer: IdSchema,
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8 * 1024 * 1024)),
  featurePoints: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
});
export type XrTarget = v.InferOutput<typeof XrTargetSchema>;

/**
 * Format-wide stage settings the registry's structure reads: the expanded canvas of ace-desktop and
 * ace-mobile, the sticker's corner, the video formats' skip offset, call to action and VAST delivery
 * details (verification vendors, registered ad id).
 */
export const StageSchema = v.strictObject({
  background: Colour,
  expandedSize: v.optional(TeaserSchema),
  stickyCorner: v.optional(v.picklist(["top-left", "top-right", "bottom-left", "bottom-right"])),
  skipAfterMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  callToAction: v.optional(
    v.strictObject({ label: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), exit: ExitNameSchema }),
  ),
  /** Video formats: the measurement vendors the VAST tag names in `AdVerifications`. */
  adVerifications: v.optional(
    v.pipe(
      v.array(AdVerificationSchema),
      v.maxLength(MAX_AD_VERIFICATIONS, "Use at most 5 verification vendors."),
    ),
  ),
  /** Video formats: the registered creative id; absent, the tag says `unknown`. */
  universalAdId: v.optional(UniversalAdIdSchema),
  /** ai-tracker: the poster's image target; absent, the phone page shows the poster mode only. */
  xrTarget: v.optional(XrTargetSchema),
});

/**
 * The ad document (ARCHITECTURE 'Creative engine'): what the editor edits and what `render`, `toVast`,
 * `validate` and `estimateWeight` read. Cross-references (a layer's page, an action's exit, an image's
 * asset) are checked by `documentIssues`, not by the schema, so that an editor can hold a document
 * that is still being fixed.
 */
export const AdDocumentSchema = v.strictObject({
  version: v.literal(DOCUMENT_VERSION),
  /**
   * The ids of the migrations applied (`upgradeDocument` lists every one it knows). Optional, so that
   * documents stored before ids were kept still parse; one naming a migration this Adstudio does not know
   * comes from a newer one, and `upgradeDocument` refuses it.
   */
  migrations: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(100, "Use at most 100 migrations.")),
  ),
  format: v.picklist(AD_TYPES, "Choose one of the ad types."),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "Name should not be blank."), v.maxLength(120)),
  /** The size the layers' base properties are designed for; every other size holds overrides. */
  baseSize: TeaserKeySchema,
  teaser: v.pipe(
    v.record(TeaserKeySchema, TeaserSchema),
    v.check((t) => Object.keys(t).length >= 1, "Choose at least one size."),
    v.check((t) => Object.keys(t).length <= DOCUMENT_LIMITS.sizes, "Use at most 20 sizes."),
  ),
  stage: StageSchema,
  pages: v.pipe(v.array(PageSchema), v.minLength(1, "Add a page."), v.maxLength(DOCUMENT_LIMITS.pages)),
  layers: v.pipe(
    v.record(IdSchema, LayerSchema),
    v.check((l) => Object.keys(l).length <= DOCUMENT_LIMITS.layers, "Use at most 500 layers."),
  ),
  exits: v.record(ExitNameSchema, ExitSchema),
  features: v.pipe(v.array(FeatureSchema), v.maxLength(DOCUMENT_LIMITS.features)),
  assets: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), AssetSchema),
    v.check((a) => Object.keys(a).length <= DOCUMENT_LIMITS.assets, "Use at most 200 assets."),
  ),
});
export type AdDocument = v.InferOutput<typeof AdDocumentSchema>;
export type Page = v.InferOutput<typeof PageSchema>;
export type Exit = v.InferOutput<typeof ExitSchema>;
export type Stage = v.InferOutput<typeof StageSchema>;

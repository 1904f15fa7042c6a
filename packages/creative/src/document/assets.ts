import * as v from "valibot";
import { AssetHashSchema } from "./ids";

export const ASSET_TYPES = ["image", "video", "font"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/**
 * An uploaded file as the document knows it: what the server measured when it stored it (type by magic
 * bytes, dimensions decoded, video duration read from the container). Renderers use `width`/`height`
 * for aspect ratios and `estimateWeight` uses `bytes`; the file itself lives in storage under its hash.
 */
export const AssetSchema = v.strictObject({
  hash: AssetHashSchema,
  type: v.picklist(ASSET_TYPES),
  mime: v.pipe(v.string(), v.regex(/^(image|video|font)\/[a-z0-9.+-]+$/, "Use a media type.")),
  /** The original file name, shown in the editor; never used as a path. */
  name: v.pipe(v.string(), v.maxLength(200)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100 * 1024 * 1024)),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000))),
  durationMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3_600_000))),
  /** Video only: what VAST's MediaFile advertises. */
  bitrateKbps: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  codec: v.optional(v.pipe(v.string(), v.maxLength(60))),
});
export type Asset = v.InferOutput<typeof AssetSchema>;

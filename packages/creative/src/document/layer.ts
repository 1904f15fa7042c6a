import type { LAYER_KINDS } from "@adstudio/core";
import * as v from "valibot";
import { layerPropsEntries } from "../props/schema";
import { ActionSchema, AnimationSchema } from "./behaviour";
import { AssetHashSchema, ExitNameSchema, IdSchema, OrderKeySchema, TeaserKeySchema } from "./ids";

export {
  BLEND_MODES,
  BORDER_STYLES,
  DECORATIONS,
  FLIPS,
  HoverStyleSchema,
  TEXT_ALIGNS,
} from "../props/values";

/**
 * The visual properties of a layer, named after the spec's element names (studio §3): `posleft`,
 * `postop`, `posright`, `posbottom` place the box (left/top win when both sides are given), sizes are
 * CSS pixels of the layer's size, rotation is in degrees. Every property is optional so that a per-size
 * override can hold only what differs from the base size. Each one is an entry of the property registry
 * (`props/registry.ts`), which also says how it is drawn and edited.
 */
export const LayerPropsSchema = v.strictObject(layerPropsEntries);
export type LayerProps = v.InferOutput<typeof LayerPropsSchema>;

/** How a layer's box follows the stage's width when a size is laid out from the base (Figma's constraints). */
export const HORIZONTAL_CONSTRAINTS = ["left", "right", "center", "left-right", "scale"] as const;
/** How a layer's box follows the stage's height. */
export const VERTICAL_CONSTRAINTS = ["top", "bottom", "center", "top-bottom", "scale"] as const;
export type HorizontalConstraint = (typeof HORIZONTAL_CONSTRAINTS)[number];
export type VerticalConstraint = (typeof VERTICAL_CONSTRAINTS)[number];

/**
 * Where a layer stays when the ad is re-flowed to another size: pinned to an edge, the centre or both
 * edges (stretching), or scaled with the stage; `keepAspect` keeps the box's proportions.
 */
export const ConstraintsSchema = v.strictObject({
  horizontal: v.picklist(HORIZONTAL_CONSTRAINTS, "Choose left, right, center, left-right or scale."),
  vertical: v.picklist(VERTICAL_CONSTRAINTS, "Choose top, bottom, center, top-bottom or scale."),
  keepAspect: v.boolean(),
});
export type Constraints = v.InferOutput<typeof ConstraintsSchema>;

/** HTML5 templates are addressed by their record's UUID, which also names their hosted folder. */
export const TEMPLATE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A relative HTML file inside the template: plain path segments, never `..`, so it stays in its folder. */
export const TEMPLATE_ENTRY_PATTERN =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\.html?$/;

/**
 * How a text box meets its words when they are edited: its height follows them (grow, the default), the
 * font shrinks until they fit (shrink), or neither (fixed). The editor measures and writes the result into
 * the layer's `height` or `fontSize`, so neither render reads it: it is part of what the text is, like the
 * words, not a drawn property (the property registry), and holds for every size.
 */
export const TEXT_FITS = ["grow", "shrink", "fixed"] as const;

const Alt = v.pipe(v.string(), v.maxLength(300, "Use at most 300 characters."));

/** What a layer shows, by kind (spec studio §3 layer kinds). */
export const LayerContentSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("image"), asset: AssetHashSchema, alt: Alt }),
  /** An image or a label that exits through a named click tag (element `linkImage` / `url`). */
  v.strictObject({
    kind: v.literal("link"),
    exit: ExitNameSchema,
    asset: v.optional(AssetHashSchema),
    label: v.pipe(v.string(), v.maxLength(300)),
  }),
  v.strictObject({
    kind: v.literal("text"),
    text: v.pipe(v.string(), v.maxLength(2_000, "Use at most 2000 characters.")),
    /** How the box meets its words when they are edited (see {@link TEXT_FITS}); absent means grow. */
    fit: v.optional(v.picklist(TEXT_FITS)),
  }),
  v.strictObject({
    kind: v.literal("video"),
    asset: AssetHashSchema,
    poster: v.optional(AssetHashSchema),
    autoplay: v.boolean(),
    muted: v.boolean(),
    loop: v.boolean(),
    controls: v.boolean(),
    /** Text tracks are not modelled yet; the alt text describes the video for screen readers. */
    alt: Alt,
  }),
  /** Shows one of the document's features (vCard, countdown, gallery, cube, 360° view, chat). */
  v.strictObject({ kind: v.literal("feature"), feature: IdSchema }),
  v.strictObject({ kind: v.literal("container"), clip: v.boolean() }),
  /**
   * An uploaded HTML5 template shown in a sandboxed frame filling the layer (a rich-media ad made from a
   * Google Web Designer or Animate export). `bytes` is the template's total size when it was placed, so
   * the weight meter counts its files without reading them.
   */
  v.strictObject({
    kind: v.literal("html5"),
    template: v.pipe(v.string(), v.regex(TEMPLATE_ID_PATTERN, "Use an HTML5 template's id.")),
    entry: v.pipe(
      v.string(),
      v.regex(TEMPLATE_ENTRY_PATTERN, "Use the template's HTML file, such as index.html."),
    ),
    bytes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  }),
]);
export type LayerContent = v.InferOutput<typeof LayerContentSchema>;

/**
 * One layer. Layers are records keyed by id with a parent (a container layer, or null for the page's
 * root) and an order key among siblings (ARCHITECTURE 'Creative engine'): moving a layer rewrites two
 * fields, never an array of children.
 */
export const LayerSchema = v.strictObject({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(120)),
  page: IdSchema,
  parent: v.nullable(IdSchema),
  order: OrderKeySchema,
  content: LayerContentSchema,
  props: LayerPropsSchema,
  /** Per-size overrides hold only what differs from the base size (`sz320x50: {fontSize: 12}`). */
  overrides: v.record(TeaserKeySchema, LayerPropsSchema),
  /** Absent in documents made before constraints, and until set: re-flow then infers them from the layout. */
  constraints: v.optional(ConstraintsSchema),
  animations: v.pipe(v.array(AnimationSchema), v.maxLength(10)),
  actions: v.pipe(v.array(ActionSchema), v.maxLength(20)),
  hidden: v.boolean(),
  locked: v.boolean(),
});
export type Layer = v.InferOutput<typeof LayerSchema>;
export type LayerKindOf<K extends (typeof LAYER_KINDS)[number]> = Extract<LayerContent, { kind: K }>;

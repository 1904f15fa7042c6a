import * as v from "valibot";

/** The value schemas the layer properties share. */
export const Colour = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-fA-F]{3,8}|transparent|rgba?\([0-9., %]+\))$/, "Use a colour such as #ff0044."),
);
export const Pixels = v.pipe(v.number(), v.finite(), v.minValue(-10_000), v.maxValue(10_000));
export const Extent = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000));
export const Fraction = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const BORDER_STYLES = ["none", "solid", "dashed", "dotted", "double"] as const;
export const TEXT_ALIGNS = ["left", "center", "right", "justify"] as const;
export const DECORATIONS = ["none", "underline", "line-through", "overline"] as const;
export const FLIPS = ["none", "horizontal", "vertical", "both"] as const;
/** The CSS `mix-blend-mode` values every engine supports. */
export const BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
  "color-dodge",
  "color-burn",
  "hard-light",
  "soft-light",
  "difference",
  "exclusion",
  "hue",
  "saturation",
  "color",
  "luminosity",
] as const;

/** What changes while the pointer is over a layer (element name `hoverStyle`). */
export const HoverStyleSchema = v.strictObject({
  scale: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0.1), v.maxValue(5))),
  opacity: v.optional(Fraction),
  background: v.optional(Colour),
  fontColor: v.optional(Colour),
});

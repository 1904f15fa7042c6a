import type { LayerKind } from "@adstudio/core";
import * as v from "valibot";
import { colour, num } from "../render/escape";
import { type CssDeclaration, drawnBy, prop, sibling } from "./entry";
import {
  BLEND_MODES,
  BORDER_STYLES,
  Colour,
  DECORATIONS,
  Extent,
  FLIPS,
  Fraction,
  HoverStyleSchema,
  Pixels,
  TEXT_ALIGNS,
} from "./values";

const TEXTUAL: LayerKind[] = ["text", "link"];
const DRAWN: LayerKind[] = ["image", "link", "text", "video", "container"];
const EVERY_LAYER: LayerKind[] = [...DRAWN, "feature"];
// An HTML5 template draws and animates itself: its layer only has a place and a size.
const PLACED: LayerKind[] = [...EVERY_LAYER, "html5"];

const px = (property: string, value: number | undefined): CssDeclaration[] =>
  value === undefined ? [] : [{ property, value: num(value) }];
const colourOf = (property: string, value: string | undefined): CssDeclaration[] => {
  const checked = colour(value);
  return checked ? [{ property, value: checked }] : [];
};
/** A box side: the first side given places the box (left/top win over right/bottom), else it sits at 0. */
const side = (
  first: string,
  second: string,
  a: number | undefined,
  b: number | undefined,
): CssDeclaration[] =>
  a !== undefined
    ? [{ property: first, value: num(a) }]
    : b !== undefined
      ? [{ property: second, value: num(b) }]
      : [{ property: first, value: 0, unit: "" }];

/**
 * Every layer property, one entry each, keyed by its spec element name (studio §3), in the order their
 * declarations are written. The layer's schema, both renders' style and the editor's fields are derived
 * from this table, and core's Form Elements catalogue is checked against it. To add a property:
 * - an entry here (its `css` is all both renders need; `css: () => []` for one the runtime applies);
 * - its element name in core's `ELEMENT_NAMES` and its seed line in `form-elements.ts` (core cannot import
 *   this package; `registry.test.ts` fails until they agree);
 * - its values in `renders-agree.test.ts` (a type error until it has them), which compares both renders.
 */
export const LAYER_PROPS = {
  posleft: prop({
    schema: Pixels,
    default: 0,
    css: (left, p) => side("left", "right", left, sibling(p, "posright", "number")),
    layers: PLACED,
    field: { kind: "number", label: "Left", unit: "px" },
  }),
  postop: prop({
    schema: Pixels,
    default: 0,
    css: (top, p) => side("top", "bottom", top, sibling(p, "posbottom", "number")),
    layers: PLACED,
    field: { kind: "number", label: "Top", unit: "px" },
  }),
  posright: prop({
    schema: Pixels,
    css: drawnBy("posleft"),
    layers: PLACED,
    field: { kind: "number", label: "Right", unit: "px" },
  }),
  posbottom: prop({
    schema: Pixels,
    css: drawnBy("postop"),
    layers: PLACED,
    field: { kind: "number", label: "Bottom", unit: "px" },
  }),
  width: prop({
    schema: Extent,
    css: (width) => px("width", width),
    layers: PLACED,
    field: { kind: "number", label: "Width", unit: "px" },
  }),
  height: prop({
    schema: Extent,
    css: (height) => px("height", height),
    layers: PLACED,
    field: { kind: "number", label: "Height", unit: "px" },
  }),
  background: prop({
    schema: Colour,
    default: "transparent",
    css: (background) => colourOf("background", background),
    layers: DRAWN,
    field: { kind: "colour", label: "Background" },
  }),
  fontColor: prop({
    schema: Colour,
    css: (fontColor) => colourOf("color", fontColor),
    layers: TEXTUAL,
    field: { kind: "colour", label: "Text colour" },
  }),
  fontSize: prop({
    schema: v.pipe(v.number(), v.finite(), v.minValue(4), v.maxValue(400)),
    // The creative's page style sets 14 px.
    default: 14,
    css: (size) => (size === undefined ? [] : [{ property: "font-size", value: num(size, 14) }]),
    layers: TEXTUAL,
    field: { kind: "number", label: "Font size", unit: "px" },
  }),
  /** A system font stack name or the hash of an uploaded woff2 font asset. */
  font: prop({
    schema: v.pipe(v.string(), v.maxLength(120)),
    css: (font, _p, medium) => (font ? [{ property: "font-family", value: medium.fontFamily(font) }] : []),
    layers: TEXTUAL,
    field: { kind: "font", label: "Font" },
  }),
  textAlign: prop({
    schema: v.picklist(TEXT_ALIGNS),
    default: "left",
    css: (align) => (align ? [{ property: "text-align", value: align }] : []),
    layers: TEXTUAL,
    field: { kind: "choice", label: "Text alignment" },
  }),
  decoration: prop({
    schema: v.picklist(DECORATIONS),
    default: "none",
    css: (decoration) => (decoration ? [{ property: "text-decoration", value: decoration }] : []),
    layers: TEXTUAL,
    field: { kind: "choice", label: "Decoration" },
  }),
  borderWidth: prop({
    schema: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
    // A width or a style draws a border; without a colour it takes the text's, as a browser does.
    css: (width, p) => {
      const style = sibling(p, "borderStyle", "string");
      if (width === undefined && style === undefined) return [];
      const border = colour(sibling(p, "borderColor", "string")) ?? "currentColor";
      return [{ property: "border", value: `${num(width, 1)}px ${style ?? "solid"} ${border}` }];
    },
    layers: DRAWN,
    field: { kind: "number", label: "Border width", unit: "px" },
  }),
  borderStyle: prop({
    schema: v.picklist(BORDER_STYLES),
    css: drawnBy("borderWidth"),
    layers: DRAWN,
    field: { kind: "choice", label: "Border style" },
  }),
  borderRadius: prop({
    schema: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000)),
    default: 0,
    css: (radius) => px("border-radius", radius),
    layers: DRAWN,
    field: { kind: "number", label: "Corner radius", unit: "px" },
  }),
  borderColor: prop({
    schema: Colour,
    css: drawnBy("borderWidth"),
    layers: DRAWN,
    field: { kind: "colour", label: "Border colour" },
  }),
  opacity: prop({
    schema: Fraction,
    default: 1,
    css: (opacity) =>
      opacity === undefined ? [] : [{ property: "opacity", value: num(opacity, 1), unit: "" }],
    layers: EVERY_LAYER,
    // Stored from 0 to 1, edited in per cent.
    field: { kind: "number", label: "Opacity", unit: "%", scale: 100 },
  }),
  rotation: prop({
    schema: v.pipe(v.number(), v.finite(), v.minValue(-360), v.maxValue(360)),
    default: 0,
    // Rotation and flip are one `transform`; preset animations use the individual properties, which compose.
    css: (rotation, p) => {
      const transform: string[] = [];
      if (rotation) transform.push(`rotate(${num(rotation)}deg)`);
      const flip = sibling(p, "flip", "string");
      if (flip === "horizontal") transform.push("scaleX(-1)");
      if (flip === "vertical") transform.push("scaleY(-1)");
      if (flip === "both") transform.push("scale(-1,-1)");
      return transform.length > 0 ? [{ property: "transform", value: transform.join(" ") }] : [];
    },
    layers: DRAWN,
    field: { kind: "number", label: "Rotation", unit: "°" },
  }),
  flip: prop({
    schema: v.picklist(FLIPS),
    default: "none",
    css: drawnBy("rotation"),
    layers: DRAWN,
    field: { kind: "choice", label: "Flip" },
  }),
  blendMode: prop({
    schema: v.picklist(BLEND_MODES),
    default: "normal",
    css: (mode) => (mode && mode !== "normal" ? [{ property: "mix-blend-mode", value: mode }] : []),
    layers: ["image", "text", "video", "container"],
    field: { kind: "choice", label: "Blend mode" },
  }),
  hoverStyle: prop({
    schema: HoverStyleSchema,
    // `scale` is the individual property, so it composes with the rotation's transform.
    css: (h) =>
      h
        ? [
            ...(h.scale === undefined
              ? []
              : [{ property: "scale", value: num(h.scale, 1), unit: "" as const }]),
            ...(h.opacity === undefined
              ? []
              : [{ property: "opacity", value: num(h.opacity, 1), unit: "" as const }]),
            ...colourOf("background", h.background),
            ...colourOf("color", h.fontColor),
          ].map((d): CssDeclaration => ({ ...d, hover: true }))
        : [],
    layers: ["link", "image"],
    field: { kind: "hover", label: "On hover" },
  }),
  /** Extra room between letters, in pixels (negative tightens); the same in every renderer. */
  letterSpacing: prop({
    schema: v.pipe(v.number(), v.finite(), v.minValue(-20), v.maxValue(100)),
    default: 0,
    css: (spacing) => px("letter-spacing", spacing),
    layers: TEXTUAL,
    field: { kind: "number", label: "Letter spacing", unit: "px", step: 0.5 },
  }),
};

export type LayerPropName = keyof typeof LAYER_PROPS;

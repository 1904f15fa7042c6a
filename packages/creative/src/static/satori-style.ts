import type { LayerProps } from "../document/layer";
import { type CssMedium, layerCss } from "../props";

/** The family the rasteriser loads; a layer's own font comes first and falls back to it. */
export const STATIC_FONT_FAMILY = "Inter";

/** A layer's font first, then the loaded Inter; an uploaded font (a hash) is not loaded, so Inter draws it. */
function fontStack(font: string): string {
  if (/^[0-9a-f]{64}$/.test(font) || !/^[A-Za-z0-9 -]{1,60}$/.test(font)) return STATIC_FONT_FAMILY;
  return `${font}, ${STATIC_FONT_FAMILY}`;
}

/** The still's fonts: satori has only the ones the caller loads. */
const STILL_MEDIUM: CssMedium = { fontFamily: fontStack };

// A flex box places its text run by justifyContent; textAlign alone aligns only wrapped lines.
const JUSTIFY: Record<string, string> = {
  left: "flex-start",
  center: "center",
  right: "flex-end",
  justify: "flex-start",
};

const camel = (property: string) => property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The layer's style in satori's camelCase CSS: the declarations the HTML render writes (the property
 * registry's, see `layerCss`), with lengths as numbers of pixels. Hover declarations are left out: a still
 * has no pointer.
 */
export function satoriStyle(props: LayerProps): Record<string, string | number> {
  const style: Record<string, string | number> = {};
  for (const d of layerCss(props, STILL_MEDIUM)) {
    if (d.hover) continue;
    // A layer's background is a colour; satori reads the colour from backgroundColor.
    const key = d.property === "background" ? "backgroundColor" : camel(d.property);
    style[key] = d.value;
    if (key === "textAlign") style.justifyContent = JUSTIFY[d.value] ?? "flex-start";
  }
  return style;
}

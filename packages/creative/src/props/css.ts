import type { LayerProps } from "../document/layer";
import type { CssDeclaration, CssMedium, PropEntry } from "./entry";
import { LAYER_PROPS } from "./registry";

/**
 * A layer's style as CSS declarations, from every property's entry in registry order. The HTML render and
 * the still render both draw this one list, so the two cannot drift; only the fonts differ (`medium`).
 */
export function layerCss(props: LayerProps, medium: CssMedium): CssDeclaration[] {
  return Object.entries(LAYER_PROPS).flatMap(([name, entry]) =>
    (entry as PropEntry).css(props[name as keyof LayerProps], props, medium),
  );
}

/** A declaration as CSS text (`left:12px`). */
export const cssText = (d: CssDeclaration): string =>
  `${d.property}:${typeof d.value === "number" ? `${d.value}${d.unit ?? "px"}` : d.value}`;

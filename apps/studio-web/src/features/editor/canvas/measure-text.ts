import type { LayerProps, TEXT_FITS } from "@adstudio/creative/document";

/** The runtime's text style (render's BASE_CSS): line height 1.25, pre-wrap, a filled box padded .3em .6em. */
const LINE_HEIGHT = 1.25;
const SYSTEM_STACK = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const FONT_ASSET = /^[0-9a-f]{64}$/;
/** The schema's smallest font size; shrinking text stops there. */
const MIN_FONT_SIZE = 4;

/** The CSS a text layer's words are laid out with, at design pixels (also the on-canvas editor's). */
export function textStyle(props: LayerProps, width: number): Partial<CSSStyleDeclaration> {
  const size = props.fontSize ?? 14;
  // An uploaded font (named by its hash) is loaded in the canvas frame only: measured with the system's.
  const family =
    props.font && !FONT_ASSET.test(props.font) ? `'${props.font}',${SYSTEM_STACK}` : SYSTEM_STACK;
  return {
    boxSizing: "border-box",
    width: `${width}px`,
    font: `${size}px/${LINE_HEIGHT} ${family}`,
    whiteSpace: "pre-wrap",
    overflowWrap: "break-word",
    textAlign: props.textAlign ?? "left",
    padding: props.background ? ".3em .6em" : "0",
  };
}

/** The height the runtime gives `text` in a box `width` wide, measured in this document's layout. */
export function measureTextHeight(text: string, props: LayerProps, width: number): number {
  const probe = document.createElement("div");
  Object.assign(probe.style, textStyle(props, width), {
    position: "absolute",
    visibility: "hidden",
    left: "-10000px",
    top: "0",
  });
  // A trailing newline makes a line in the runtime's pre-wrap text, but not in a div without content after it.
  probe.textContent = text.endsWith("\n") ? `${text} ` : text || " ";
  document.body.append(probe);
  const height = probe.getBoundingClientRect().height;
  probe.remove();
  return Math.ceil(height);
}

/**
 * How a text box fits its words after an edit, by the text's `fit` (absent: grow): grow sets the
 * height to the text's, shrink lowers the font size until the text fits the box, fixed keeps both.
 */
export function fitText(
  content: { text: string; fit?: (typeof TEXT_FITS)[number] | undefined },
  props: LayerProps,
  box: { w: number; h: number },
  measure = measureTextHeight,
): Pick<LayerProps, "height" | "fontSize"> | undefined {
  const { text, fit = "grow" } = content;
  if (fit === "fixed") return undefined;
  if (fit === "grow") {
    const height = measure(text, props, box.w);
    return height > 0 && height !== props.height ? { height } : undefined;
  }
  let size = props.fontSize ?? 14;
  while (size > MIN_FONT_SIZE && measure(text, { ...props, fontSize: size }, box.w) > box.h) size -= 1;
  return size !== (props.fontSize ?? 14) ? { fontSize: size } : undefined;
}

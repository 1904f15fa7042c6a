import type { LayerContent, LayerProps } from "../document/layer";

/** The smallest font re-flow shrinks text to; below it text is hard to read, so it is flagged instead. */
export const MIN_FONT_SIZE = 10;

/** The renderer's default font size (render/styles.ts writes none, the runtime's body sets 14 px). */
const DEFAULT_FONT_SIZE = 14;
/** Average glyph width (the wider system sans, DejaVu, so Linux never overflows) and line height, as shares of the font size. */
const GLYPH = 0.6;
const LINE = 1.25;

/** The words a text or link layer shows, or null for a layer without text. */
export function textOf(content: LayerContent): string | null {
  if (content.kind === "text") return content.text;
  if (content.kind === "link" && !content.asset) return content.label;
  return null;
}

/**
 * Whether the words fit the box at the font size, estimated (the engine has no layout): words wrap at
 * spaces, a word longer than the line overflows it. A box without a width or height does not constrain.
 */
export function textFits(text: string, props: LayerProps): boolean {
  const { width, height } = props;
  const fontSize = props.fontSize ?? DEFAULT_FONT_SIZE;
  if (width === undefined || height === undefined || text.trim() === "") return true;
  const perLine = Math.floor(width / (GLYPH * fontSize));
  if (perLine < 1) return false;
  let lines = 0;
  for (const paragraph of text.split("\n")) {
    let used = 0;
    lines += 1;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (word.length > perLine) return false;
      const needed = used === 0 ? word.length : used + 1 + word.length;
      if (needed > perLine) {
        lines += 1;
        used = word.length;
      } else used = needed;
    }
  }
  return lines * LINE * fontSize <= height + 0.5;
}

/**
 * The largest font size from `props.fontSize` down to the minimum at which the text fits, and whether it
 * fits there.
 */
export function shrinkToFit(text: string, props: LayerProps): { fontSize: number; fits: boolean } {
  const start = props.fontSize ?? DEFAULT_FONT_SIZE;
  for (let size = start; size >= MIN_FONT_SIZE; size -= 1) {
    if (textFits(text, { ...props, fontSize: size })) return { fontSize: size, fits: true };
  }
  const fontSize = Math.min(start, MIN_FONT_SIZE);
  return { fontSize, fits: textFits(text, { ...props, fontSize }) };
}

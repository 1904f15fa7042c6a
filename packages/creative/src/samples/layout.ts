import type { Layer, LayerContent, LayerProps } from "../document/layer";

/** Names the layers panel shows for the samples' layer ids (`cta` → "Call to action", `photo-2` → "Photo 2"). */
const LAYER_NAMES: Readonly<Record<string, string>> = { cta: "Call to action", hero: "Hero picture" };
const layerName = (id: string) => {
  const words = id.replace(/[-_]+/g, " ");
  return LAYER_NAMES[id] ?? words.charAt(0).toUpperCase() + words.slice(1);
};

/** A box in fractions of the canvas (0–1), so one design lays out in every size. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const round = (n: number) => Math.round(n);

/** Pixels of a box on a canvas; text scales with the canvas's shorter side. */
export function place(box: Box, canvas: { width: number; height: number }, fontScale?: number): LayerProps {
  const props: LayerProps = {
    posleft: round(box.x * canvas.width),
    postop: round(box.y * canvas.height),
    width: round(box.w * canvas.width),
    height: round(box.h * canvas.height),
  };
  if (fontScale !== undefined) {
    props.fontSize = Math.max(
      9,
      Math.min(48, round(fontScale * Math.min(canvas.width, canvas.height * 1.6))),
    );
  }
  return props;
}

/**
 * Pixels of a box on a strip banner (320x50, 320x100, 728x90): the font follows the strip's height but
 * never outgrows its width, so short banners get words a phone can read instead of the 9 px floor.
 */
export function placeStrip(box: Box, canvas: { width: number; height: number }, font?: number): LayerProps {
  const props = place(box, canvas);
  if (font !== undefined) {
    props.fontSize = Math.max(10, round(Math.min(font * canvas.height, (font * canvas.width) / 5.4)));
  }
  return props;
}

/** Banners at most this tall are strips: their words sit side by side, not stacked. */
export const STRIP_MAX_HEIGHT = 100;

/**
 * A text box only as tall as its words need (estimated from their length), within the box it is given:
 * a headline's band should hug its lines, whatever the canvas's proportions.
 */
function hug(props: LayerProps, text: string): LayerProps {
  const { fontSize, width, height } = props;
  if (fontSize === undefined || width === undefined || height === undefined) return props;
  const perLine = Math.max(1, (width - 1.2 * fontSize) / (0.55 * fontSize));
  const lines = Math.min(4, Math.ceil(text.length / perLine));
  return { ...props, height: Math.min(height, round(lines * fontSize * 1.25 + 0.6 * fontSize + 6)) };
}

export interface LayerSpec {
  id: string;
  page?: string;
  content: LayerContent;
  box: Box;
  /** Font size as a share of the canvas (text and link layers). */
  font?: number;
  /** Where the layer goes on strip banners, its font a share of the strip's height (see placeStrip). */
  strip?: { box: Box; font?: number };
  /** A text box that shrinks to the height its words need. */
  hug?: boolean;
  /** The canvas the layer is laid out on in every size (an expanded panel), instead of each size's own. */
  canvas?: { width: number; height: number };
  style?: LayerProps;
  actions?: Layer["actions"];
  animations?: Layer["animations"];
}

/**
 * A layer whose base props fit the base size and whose overrides fit every other size: the same fractions
 * on each canvas, so the overrides hold only position, size and font size.
 */
export function layerFor(
  spec: LayerSpec,
  order: number,
  teaser: Record<string, { width: number; height: number }>,
  baseSize: string,
): Layer {
  const base = spec.canvas ?? teaser[baseSize] ?? { width: 300, height: 250 };
  const text = spec.content.kind === "text" ? spec.content.text : "";
  const placed = (canvas: { width: number; height: number }) => {
    const props =
      spec.strip && canvas.height <= STRIP_MAX_HEIGHT
        ? placeStrip(spec.strip.box, canvas, spec.strip.font)
        : place(spec.box, canvas, spec.font);
    return spec.hug ? hug(props, text) : props;
  };
  const overrides: Layer["overrides"] = {};
  for (const [size, canvas] of Object.entries(teaser)) {
    if (size !== baseSize) overrides[size] = placed(spec.canvas ?? canvas);
  }
  return {
    id: spec.id,
    name: layerName(spec.id),
    page: spec.page ?? "page1",
    parent: null,
    order: `a${order.toString(36).padStart(2, "0")}`,
    content: spec.content,
    props: { ...placed(base), ...spec.style },
    overrides,
    animations: spec.animations ?? [],
    actions: spec.actions ?? [],
    hidden: false,
    locked: false,
  };
}

export const fadeIn = (delayMs = 0): Layer["animations"][number] => ({
  trigger: "entrance",
  preset: "fade",
  delayMs,
  durationMs: 600,
  easing: "ease-out",
  iterations: 1,
});

export const exitOnClick: Layer["actions"] = [
  { on: { type: "click" }, do: { type: "exit", exit: "clickTag" } },
];

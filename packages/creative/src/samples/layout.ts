import type { Layer, LayerContent, LayerProps } from "../document/layer";

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
      Math.min(48, round(fontScale * Math.min(canvas.width, canvas.height * 2.4))),
    );
  }
  return props;
}

export interface LayerSpec {
  id: string;
  page?: string;
  content: LayerContent;
  box: Box;
  /** Font size as a share of the canvas (text and link layers). */
  font?: number;
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
  const base = teaser[baseSize] ?? { width: 300, height: 250 };
  const overrides: Layer["overrides"] = {};
  for (const [size, canvas] of Object.entries(teaser)) {
    if (size !== baseSize) overrides[size] = place(spec.box, canvas, spec.font);
  }
  return {
    id: spec.id,
    name: spec.id,
    page: spec.page ?? "page1",
    parent: null,
    order: `a${order.toString(36).padStart(2, "0")}`,
    content: spec.content,
    props: { ...place(spec.box, base, spec.font), ...spec.style },
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

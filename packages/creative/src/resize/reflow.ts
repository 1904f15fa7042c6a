import type { AdDocument } from "../document/document";
import type {
  Constraints,
  HorizontalConstraint,
  Layer,
  LayerProps,
  VerticalConstraint,
} from "../document/layer";
import { propsFor } from "../render/styles";
import { shrinkToFit, textOf } from "./text-fit";

export interface Stage {
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Within this share of the stage's middle a layer counts as centred. */
const CENTRE_BAND = 0.1;
/** Within this share of an edge a layer counts as touching it. */
const EDGE_BAND = 0.02;

/** The box of resolved props on a stage (left/top win, as the renderer reads them). */
function boxOf(props: LayerProps, stage: Stage): Box {
  const w = props.width ?? 0;
  const h = props.height ?? 0;
  const x = props.posleft ?? (props.posright !== undefined ? stage.width - props.posright - w : 0);
  const y = props.postop ?? (props.posbottom !== undefined ? stage.height - props.posbottom - h : 0);
  return { x, y, w, h };
}

type Axis = "left" | "right" | "center" | "both" | "scale";

function inferAxis(start: number, extent: number, length: number): Axis {
  const end = length - start - extent;
  if (start <= length * EDGE_BAND && end <= length * EDGE_BAND) return "both";
  const middle = start + extent / 2;
  if (Math.abs(middle - length / 2) <= length * CENTRE_BAND) return "center";
  return middle < length / 2 ? "left" : "right";
}

const HORIZONTAL: Record<Axis, HorizontalConstraint> = {
  left: "left",
  right: "right",
  center: "center",
  both: "left-right",
  scale: "scale",
};
const VERTICAL: Record<Axis, VerticalConstraint> = {
  left: "top",
  right: "bottom",
  center: "center",
  both: "top-bottom",
  scale: "scale",
};
const axisOf = (c: HorizontalConstraint | VerticalConstraint): Axis =>
  c === "left" || c === "top"
    ? "left"
    : c === "right" || c === "bottom"
      ? "right"
      : c === "left-right" || c === "top-bottom"
        ? "both"
        : c;

/**
 * The layer's constraints, or, when it has none, what its place on the base stage suggests: touching both
 * edges stretches, near the middle stays centred, otherwise it keeps to the nearer edge. Pictures and
 * videos keep their proportions unless they stretch across the stage.
 */
export function constraintsOf(layer: Layer, base: Stage, baseSize: string): Constraints {
  if (layer.constraints) return layer.constraints;
  const box = boxOf(propsFor(layer, baseSize, baseSize), base);
  const h = inferAxis(box.x, box.w, base.width);
  const v = inferAxis(box.y, box.h, base.height);
  const media = layer.content.kind === "image" || layer.content.kind === "video";
  return {
    horizontal: HORIZONTAL[h],
    vertical: VERTICAL[v],
    keepAspect: media && !(h === "both" && v === "both"),
  };
}

/** One axis of the box laid out on the new length by its constraint, kept inside the stage. */
function place(axis: Axis, start: number, extent: number, from: number, to: number): [number, number] {
  const end = from - start - extent;
  let size = extent;
  if (axis === "scale") size = (extent * to) / from;
  if (axis === "both") size = Math.max(1, to - start - end);
  // A box wider than the new stage shrinks to it, keeping its margin (at most a tenth of the stage).
  const margin = Math.min(Math.max(0, Math.min(start, end)), to * 0.1);
  if (size > to - 2 * margin) size = Math.max(1, to - 2 * margin);
  return [positionOf(axis, start, end, size, extent, from, to), size];
}

function positionOf(
  axis: Axis,
  start: number,
  end: number,
  size: number,
  extent: number,
  from: number,
  to: number,
): number {
  let at: number;
  if (axis === "right") at = to - end - size;
  else if (axis === "center") at = to / 2 + (start + extent / 2 - from / 2) - size / 2;
  else if (axis === "scale") at = (start * to) / from;
  else at = start;
  // Keep the box on the stage: a pinned offset larger than the new stage would push it off.
  return Math.min(Math.max(at, Math.min(0, to - size)), Math.max(0, to - size));
}

export interface ReflowResult {
  /** Each layer's override for the new size: position, box and font where they differ from the base. */
  overrides: Record<string, LayerProps>;
  /** Text layers whose words do not fit even at the minimum font size. */
  unfit: string[];
}

/**
 * Lays every layer out on `to` from its base-size props by its constraints (EDITOR-NOTES §6): pinned
 * edges keep their offsets, centred layers stay centred, stretched ones follow both edges, scaled ones
 * scale. Text that no longer fits shrinks, down to `MIN_FONT_SIZE`, then is listed in `unfit`. Layers
 * inside a container follow the container's box. Pure: the caller writes the overrides.
 */
export function reflowLayout(doc: AdDocument, to: Stage): ReflowResult {
  const base = doc.teaser[doc.baseSize];
  if (!base) throw new Error(`The base size ${doc.baseSize} is not one of the ad's sizes.`);
  const overrides: Record<string, LayerProps> = {};
  const unfit: string[] = [];
  const placed = new Map<string, { from: Stage; to: Stage }>();
  const stagesOf = (layer: Layer): { from: Stage; to: Stage } => {
    const known = placed.get(layer.id);
    if (known) return known;
    const parent = layer.parent ? doc.layers[layer.parent] : undefined;
    if (!parent) return { from: base, to };
    const outer = stagesOf(parent);
    const parentProps = propsFor(parent, doc.baseSize, doc.baseSize);
    const inner = {
      from: { width: parentProps.width ?? outer.from.width, height: parentProps.height ?? outer.from.height },
      to: {
        width: overrides[parent.id]?.width ?? parentProps.width ?? outer.to.width,
        height: overrides[parent.id]?.height ?? parentProps.height ?? outer.to.height,
      },
    };
    return inner;
  };
  // Parents before children: a child is laid out in its container's new box.
  const depth = (layer: Layer): number =>
    layer.parent && doc.layers[layer.parent] ? 1 + depth(doc.layers[layer.parent] as Layer) : 0;
  const layers = Object.values(doc.layers).sort((a, b) => depth(a) - depth(b));
  for (const layer of layers) {
    const stages = stagesOf(layer);
    placed.set(layer.id, stages);
    const result = reflowLayer(layer, doc.baseSize, stages.from, stages.to);
    overrides[layer.id] = result.props;
    if (!result.fits) unfit.push(layer.id);
  }
  return { overrides, unfit };
}

function reflowLayer(
  layer: Layer,
  baseSize: string,
  from: Stage,
  to: Stage,
): { props: LayerProps; fits: boolean } {
  const props = propsFor(layer, baseSize, baseSize);
  const constraints = constraintsOf(layer, from, baseSize);
  const box = boxOf(props, from);
  const h = axisOf(constraints.horizontal);
  const v = axisOf(constraints.vertical);
  let [x, w] = place(h, box.x, box.w, from.width, to.width);
  let [y, hgt] = place(v, box.y, box.h, from.height, to.height);
  if (constraints.keepAspect && box.w > 0 && box.h > 0) {
    // The largest box of the base's proportions inside the laid-out one, placed by the same constraints.
    const scale = Math.min(w / box.w, hgt / box.h);
    const [fw, fh] = [box.w * scale, box.h * scale];
    x = h === "right" ? x + w - fw : h === "center" || h === "both" ? x + (w - fw) / 2 : x;
    y = v === "right" ? y + hgt - fh : v === "center" || v === "both" ? y + (hgt - fh) / 2 : y;
    [w, hgt] = [fw, fh];
  }
  const next: LayerProps = { posleft: Math.round(x), postop: Math.round(y) };
  if (props.width !== undefined) next.width = Math.round(w);
  if (props.height !== undefined) next.height = Math.round(hgt);
  let fits = true;
  if (props.fontSize !== undefined && h === "scale" && v === "scale") {
    next.fontSize = Math.round(props.fontSize * Math.min(to.width / from.width, to.height / from.height));
  }
  const text = textOf(layer.content);
  if (text !== null) {
    const fit = shrinkToFit(text, { ...props, ...next });
    if (fit.fontSize !== (props.fontSize ?? fit.fontSize) || next.fontSize !== undefined) {
      next.fontSize = fit.fontSize;
    }
    fits = fit.fits;
  }
  return { props: next, fits };
}

import type { LayerProps } from "@adstudio/creative/document";
import {
  apply,
  applyLinear,
  type Box,
  boundsOf,
  boxMatrix,
  invert,
  type LayerNode,
  multiply,
  nodeCorners,
  normaliseDegrees,
  type Point,
} from "./geometry";
import { type Guide, type SnapTargets, snapAxis, snapRect } from "./snapping";

/**
 * The pure part of the canvas gestures: what a drag does to the model, computed each frame from the
 * start geometry plus the total pointer delta (never accumulated), and the props patch committed once on
 * release (EDITOR-NOTES §2).
 */

export type Handle = "nw" | "n" | "ne" | "e" | "se" | "s" | "sw" | "w";
export const HANDLES: readonly Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

/** Where each handle sits on the box, as fractions of its width and height. */
export const HANDLE_AT: Record<Handle, Point> = {
  nw: { x: 0, y: 0 },
  n: { x: 0.5, y: 0 },
  ne: { x: 1, y: 0 },
  e: { x: 1, y: 0.5 },
  se: { x: 1, y: 1 },
  s: { x: 0.5, y: 1 },
  sw: { x: 0, y: 1 },
  w: { x: 0, y: 0.5 },
};

const round = (n: number) => Math.round(n * 100) / 100;

/** A moved selection: the stage delta after snapping, and the guides it snapped to. */
export function moveSelection(
  nodes: readonly LayerNode[],
  raw: Point,
  targets: SnapTargets,
  threshold: number,
): { delta: Point; guides: Guide[] } {
  const points = nodes.flatMap(nodeCorners).map((p) => ({ x: p.x + raw.x, y: p.y + raw.y }));
  if (points.length === 0) return { delta: raw, guides: [] };
  const snap = snapRect(boundsOf(points), targets, threshold);
  return { delta: { x: raw.x + snap.dx, y: raw.y + snap.dy }, guides: snap.guides };
}

/** The props that move a layer by a stage delta: in its parent's coordinates, keeping its anchors. */
export function movedProps(node: LayerNode, delta: Point, props: LayerProps): Partial<LayerProps> {
  const d = applyLinear(invert(node.parentMatrix), delta);
  const patch: Partial<LayerProps> = {};
  if (props.posleft === undefined && props.posright !== undefined)
    patch.posright = round(props.posright - d.x);
  else patch.posleft = round(node.box.x + d.x);
  if (props.postop === undefined && props.posbottom !== undefined)
    patch.posbottom = round(props.posbottom - d.y);
  else patch.postop = round(node.box.y + d.y);
  return patch;
}

/** How a handle drag resizes: Shift keeps the aspect ratio, Alt resizes about the centre. */
export interface ResizeOptions {
  keepAspect: boolean;
  /** The opposite edges mirror the dragged ones, so the centre stays put (Alt, as in Figma and tldraw). */
  fromCentre?: boolean;
  targets: SnapTargets;
  threshold: number;
}

/**
 * The box a handle drag makes: the dragged edges follow the pointer (in the layer's own turned frame),
 * the opposite ones stay put (or mirror them about the centre); Shift keeps the aspect ratio. An unturned
 * layer's moving edges snap.
 */
export function resizedBox(
  node: Pick<LayerNode, "box" | "parentMatrix" | "matrix">,
  handle: Handle,
  raw: Point,
  options: ResizeOptions,
): { box: Box; guides: Guide[] } {
  const { box } = node;
  const toLocal = invert(multiply(node.parentMatrix, boxMatrix({ ...box, x: 0, y: 0 })));
  const d = applyLinear(toLocal, raw);
  const at = HANDLE_AT[handle];
  let left = 0;
  let top = 0;
  let right = box.w;
  let bottom = box.h;
  if (at.x === 0) left += d.x;
  if (at.x === 1) right += d.x;
  if (at.y === 0) top += d.y;
  if (at.y === 1) bottom += d.y;

  // Snapping only where the layer's edges are the stage's axes (no turn on it or its containers).
  const guides: Guide[] = [];
  const m = node.matrix;
  if (Math.abs(m[1]) < 1e-9 && Math.abs(m[2]) < 1e-9 && m[0] > 0 && m[3] > 0) {
    const origin = apply(m, { x: 0, y: 0 });
    const snapEdge = (axis: "x" | "y", value: number) => {
      const o = axis === "x" ? origin.x : origin.y;
      const s = snapAxis(
        [o + value],
        axis === "x" ? options.targets.xs : options.targets.ys,
        options.threshold,
      );
      if (!s) return value;
      guides.push({ axis, at: s.at });
      return value + s.shift;
    };
    if (at.x === 0) left = snapEdge("x", left);
    if (at.x === 1) right = snapEdge("x", right);
    if (at.y === 0) top = snapEdge("y", top);
    if (at.y === 1) bottom = snapEdge("y", bottom);
  }

  const fromCentre = options.fromCentre ?? false;
  if (fromCentre) {
    // The edge opposite a dragged one moves as far the other way.
    if (at.x === 0) right = box.w - left;
    if (at.x === 1) left = box.w - right;
    if (at.y === 0) bottom = box.h - top;
    if (at.y === 1) top = box.h - bottom;
  }
  let w = Math.max(1, right - left);
  let h = Math.max(1, bottom - top);
  if (at.x === 0) left = right - w;
  if (at.y === 0) top = bottom - h;
  if (options.keepAspect && box.w > 0 && box.h > 0) {
    const ratio = box.w / box.h;
    const corner = at.x !== 0.5 && at.y !== 0.5;
    if (at.y === 0.5 || (corner && w / box.w >= h / box.h)) h = w / ratio;
    else w = h * ratio;
    if (at.x === 0) left = right - w;
    if (at.y === 0) top = bottom - h;
    if (at.x === 0.5) left = (box.w - w) / 2;
    if (at.y === 0.5) top = (box.h - h) / 2;
  }
  if (fromCentre) {
    left = (box.w - w) / 2;
    top = (box.h - h) / 2;
  }
  // The new box's centre, from the layer's frame to its parent's; the box turns about that centre.
  const centre = apply(boxMatrix(box), { x: left + w / 2, y: top + h / 2 });
  return {
    box: { x: centre.x - w / 2, y: centre.y - h / 2, w, h, rotation: box.rotation },
    guides,
  };
}

/** The props that give a layer `box`, keeping a right or bottom anchor where it had one. */
export function boxProps(node: LayerNode, box: Box, props: LayerProps): Partial<LayerProps> {
  const patch: Partial<LayerProps> = { width: round(box.w), height: round(box.h) };
  if (props.posleft === undefined && props.posright !== undefined)
    patch.posright = round(node.parentSize.w - box.x - box.w);
  else patch.posleft = round(box.x);
  if (props.postop === undefined && props.posbottom !== undefined)
    patch.posbottom = round(node.parentSize.h - box.y - box.h);
  else patch.postop = round(box.y);
  return patch;
}

/** The turn the rotate handle makes: the pointer's angle about the layer's centre; Shift steps by 15°. */
export function rotatedTo(node: LayerNode, pointer: Point, start: Point, step: boolean): number {
  const c = apply(node.matrix, { x: node.box.w / 2, y: node.box.h / 2 });
  const angle = (p: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;
  const turned = node.box.rotation + angle(pointer) - angle(start);
  return normaliseDegrees(step ? Math.round(turned / 15) * 15 : Math.round(turned));
}

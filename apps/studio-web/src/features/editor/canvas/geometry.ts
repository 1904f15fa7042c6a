import type { AdDocument, Layer, LayerProps } from "@adstudio/creative/document";
import { layerTree, propsFor } from "@adstudio/creative/render";

/**
 * Layer geometry from the model (EDITOR-NOTES §3: the canvas is a cross-origin frame, so handles and hit
 * tests never read its DOM). Boxes follow render's CSS: `left`/`top` win over `right`/`bottom`, rotation
 * turns the box about its centre, and a container's children are placed inside its box.
 */

/** A 2D affine matrix: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [a: number, b: number, c: number, d: number, e: number, f: number];
export interface Point {
  x: number;
  y: number;
}
/** A layer's box in its parent's coordinates, before rotation about its centre. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  rotation: number;
}
export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2] || 1;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

export const apply = (m: Matrix, p: Point): Point => ({
  x: m[0] * p.x + m[2] * p.y + m[4],
  y: m[1] * p.x + m[3] * p.y + m[5],
});

/** A vector (no translation) through the matrix: for deltas. */
export const applyLinear = (m: Matrix, p: Point): Point => ({
  x: m[0] * p.x + m[2] * p.y,
  y: m[1] * p.x + m[3] * p.y,
});

/** Box coordinates → parent coordinates: translate to the box, rotate about its centre. */
export function boxMatrix(box: Box): Matrix {
  const rad = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return [
    cos,
    sin,
    -sin,
    cos,
    cx - cos * (box.w / 2) + sin * (box.h / 2),
    cy - sin * (box.w / 2) - cos * (box.h / 2),
  ];
}

export const corners = (m: Matrix, w: number, h: number): Point[] =>
  [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ].map((p) => apply(m, p));

export function boundsOf(points: readonly Point[]): Rect {
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** A text without a width grows with its words; the model cannot know how far, so it gets this much. */
const AUTO_TEXT_WIDTH = 120;

/** Width and height of a layer: its props, else an image's or video's own size, else an estimate. */
function extentOf(
  layer: Layer,
  props: LayerProps,
  doc: AdDocument,
  children: Box[],
): { w: number; h: number } {
  const c = layer.content;
  const asset = "asset" in c && c.asset ? doc.assets[c.asset] : undefined;
  let w = props.width;
  let h = props.height;
  if (c.kind === "container") {
    // A container without a size is as big as what it holds (its children are placed from its corner).
    w ??= Math.max(0, ...children.map((b) => b.x + b.w));
    h ??= Math.max(0, ...children.map((b) => b.y + b.h));
  }
  w ??= asset && "width" in asset && asset.width ? asset.width : AUTO_TEXT_WIDTH;
  h ??= asset && "height" in asset && asset.height ? asset.height : Math.round((props.fontSize ?? 14) * 1.25);
  return { w, h };
}

/** A layer's box for one size inside a parent of `parent` size (children: the container's own boxes). */
export function localBox(
  layer: Layer,
  props: LayerProps,
  doc: AdDocument,
  parent: { w: number; h: number },
  children: Box[] = [],
): Box {
  const { w, h } = extentOf(layer, props, doc, children);
  const x = props.posleft ?? (props.posright !== undefined ? parent.w - props.posright - w : 0);
  const y = props.postop ?? (props.posbottom !== undefined ? parent.h - props.posbottom - h : 0);
  return { x, y, w, h, rotation: props.rotation ?? 0 };
}

/** One layer as the canvas sees it, for one size. */
export interface LayerNode {
  id: string;
  layer: Layer;
  parent: string | null;
  /** Box in the parent's coordinates and the parent's size (for right/bottom anchors). */
  box: Box;
  parentSize: { w: number; h: number };
  /** Parent coordinates → stage coordinates. */
  parentMatrix: Matrix;
  /** Box coordinates → stage coordinates. */
  matrix: Matrix;
  /** Hidden or locked itself or through a container. */
  hidden: boolean;
  locked: boolean;
}

/** Children boxes of a container before its own box is known (a container without a size needs them). */
function childBoxes(doc: AdDocument, tree: Map<string, Layer[]>, id: string, size: string): Box[] {
  return (tree.get(id) ?? []).map((child) =>
    localBox(
      child,
      propsFor(child, size, doc.baseSize),
      doc,
      { w: 0, h: 0 },
      childBoxes(doc, tree, child.id, size),
    ),
  );
}

/**
 * Every layer of a page for one size, in paint order (a container before its contents, siblings bottom
 * first): the last node a point falls in is the one on top.
 */
export function pageGeometry(doc: AdDocument, page: string, size: string): LayerNode[] {
  const tree = layerTree(doc.layers);
  const stage = doc.teaser[size] ?? { width: 300, height: 250 };
  const out: LayerNode[] = [];
  const seen = new Set<string>();
  const visit = (
    key: string,
    parent: string | null,
    parentSize: { w: number; h: number },
    parentMatrix: Matrix,
    hidden: boolean,
    locked: boolean,
  ) => {
    for (const layer of tree.get(key) ?? []) {
      if (seen.has(layer.id)) continue;
      seen.add(layer.id);
      const props = propsFor(layer, size, doc.baseSize);
      const kids = layer.content.kind === "container" ? childBoxes(doc, tree, layer.id, size) : [];
      const box = localBox(layer, props, doc, parentSize, kids);
      const matrix = multiply(parentMatrix, boxMatrix(box));
      const node: LayerNode = {
        id: layer.id,
        layer,
        parent,
        box,
        parentSize,
        parentMatrix,
        matrix,
        hidden: hidden || layer.hidden,
        locked: locked || layer.locked,
      };
      out.push(node);
      visit(layer.id, layer.id, { w: box.w, h: box.h }, matrix, node.hidden, node.locked);
    }
  };
  visit(`page:${page}`, null, { w: stage.width, h: stage.height }, IDENTITY, false, false);
  return out;
}

export const nodeCorners = (node: Pick<LayerNode, "matrix" | "box">) =>
  corners(node.matrix, node.box.w, node.box.h);

/** Whether a stage point falls inside the node's (rotated) box. */
export function contains(node: LayerNode, p: Point): boolean {
  const local = apply(invert(node.matrix), p);
  return local.x >= 0 && local.y >= 0 && local.x <= node.box.w && local.y <= node.box.h;
}

/** The topmost layer at a stage point that can be picked (not hidden, not locked), or null. */
export function hitTest(nodes: readonly LayerNode[], p: Point): LayerNode | null {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node && !node.hidden && !node.locked && contains(node, p)) return node;
  }
  return null;
}

/** The outermost container around a node (itself at the page's root): a click picks a group whole. */
export function outermost(byId: ReadonlyMap<string, LayerNode>, node: LayerNode): LayerNode {
  let current = node;
  while (current.parent) {
    const up = byId.get(current.parent);
    if (!up || up.locked) break;
    current = up;
  }
  return current;
}

/** The selected ids without those inside another selected layer (moving a group moves its contents). */
export function topSelected(byId: ReadonlyMap<string, LayerNode>, ids: readonly string[]): LayerNode[] {
  const chosen = new Set(ids);
  return ids.flatMap((id) => {
    const node = byId.get(id);
    if (!node || node.locked) return [];
    for (let up = node.parent; up; up = byId.get(up)?.parent ?? null) if (chosen.has(up)) return [];
    return [node];
  });
}

export const rectsIntersect = (a: Rect, b: Rect) =>
  a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** Degrees in (-180, 180], as the schema's -360…360 range holds every turn. */
export function normaliseDegrees(deg: number): number {
  const r = ((((deg + 180) % 360) + 360) % 360) - 180;
  return r === -180 ? 180 : Math.round(r * 100) / 100;
}

/** The geometry of every layer of a page in each of the document's sizes, by size then id. */
export function geometryBySize(doc: AdDocument, page: string): Map<string, Map<string, LayerNode>> {
  return new Map(
    Object.keys(doc.teaser).map((size) => [
      size,
      new Map(pageGeometry(doc, page, size).map((n) => [n.id, n])),
    ]),
  );
}

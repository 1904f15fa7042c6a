import { type PointerEvent, type RefObject, useCallback, useRef, useState } from "react";
import { useEditorStore } from "../editor-context";
import {
  moveLayersCommand,
  resizeLayerCommand,
  rotateLayerCommand,
  scaleLayersCommand,
} from "../model/commands/transform";
import {
  type Box,
  boundsOf,
  hitTest,
  type LayerNode,
  nodeCorners,
  outermost,
  type Point,
  type Rect,
  rectsIntersect,
  topSelected,
} from "./geometry";
import { HANDLES, type Handle, moveSelection, resizedBox, rotatedTo } from "./gestures";
import { resizedBounds, selectionBounds } from "./scale-selection";
import { type Guide, SNAP_PX, type SnapTargets, snapTargets } from "./snapping";

/** A pointer gesture in progress: transient, drawn by the overlay only, committed once on release. */
export type Gesture =
  | { kind: "move"; origin: Point; nodes: LayerNode[]; targets: SnapTargets; delta: Point; guides: Guide[] }
  | {
      kind: "resize";
      origin: Point;
      node: LayerNode;
      handle: Handle;
      targets: SnapTargets;
      box: Box;
      guides: Guide[];
    }
  | {
      kind: "scale";
      origin: Point;
      nodes: LayerNode[];
      handle: Handle;
      targets: SnapTargets;
      /** The selection's bounds when the drag began, and now. */
      from: Rect;
      bounds: Rect;
      guides: Guide[];
    }
  | { kind: "rotate"; origin: Point; node: LayerNode; rotation: number }
  | { kind: "marquee"; origin: Point; rect: Rect; base: readonly string[] };

/** Screen pixels a press may wander before it counts as a drag (a click must not nudge a layer). */
const DRAG_SLOP = 3;

interface Geometry {
  nodes: readonly LayerNode[];
  byId: ReadonlyMap<string, LayerNode>;
  stage: { w: number; h: number };
  zoom: number;
}

const isHandle = (value: string | null | undefined): value is Handle => HANDLES.includes(value as Handle);

/**
 * Pointer gestures on the canvas: click and Shift+click select (Ctrl+click reaches into groups), a drag
 * on a layer moves the selection, handles resize and rotate, a drag on empty canvas draws a marquee.
 * Pointers map to design pixels through the stage's current box (re-read every event, never cached)
 * divided by the zoom.
 */
export function useCanvasGestures(stageRef: RefObject<HTMLElement | null>, geometry: Geometry) {
  const store = useEditorStore();
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const current = useRef<Gesture | null>(null);
  const pressed = useRef<{ dragging: boolean; pointer: number } | null>(null);
  const latest = useRef(geometry);
  latest.current = geometry;

  const update = useCallback((next: Gesture | null) => {
    current.current = next;
    setGesture(next);
  }, []);

  const toStage = useCallback(
    (e: { clientX: number; clientY: number }): Point => {
      const r = stageRef.current?.getBoundingClientRect();
      const zoom = latest.current.zoom;
      return { x: (e.clientX - (r?.left ?? 0)) / zoom, y: (e.clientY - (r?.top ?? 0)) / zoom };
    },
    [stageRef],
  );

  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      // A second finger is a pinch (use-pinch-zoom), not a new gesture.
      if (e.button !== 0 || (e.pointerType === "touch" && !e.isPrimary)) return;
      const { nodes, byId, stage } = latest.current;
      const state = store.getState();
      const selection = state.session.selection;
      const p = toStage(e);
      // No focus() here: the press focuses the canvas natively, and a programmatic focus would show the
      // keyboard focus ring after a mouse click.
      e.currentTarget.setPointerCapture?.(e.pointerId);
      pressed.current = { dragging: false, pointer: e.pointerId };

      const handle = (e.target as Element).closest?.("[data-handle]")?.getAttribute("data-handle");
      const selected = selection.length === 1 ? byId.get(selection[0] ?? "") : undefined;
      const several = selection.length > 1 ? topSelected(byId, selection) : [];
      if (isHandle(handle) && several.length > 0 && several.every((n) => !n.locked)) {
        const from = selectionBounds(several);
        const targets = snapTargets(nodes, new Set(several.map((n) => n.id)), stage);
        update({ kind: "scale", origin: p, nodes: several, handle, targets, from, bounds: from, guides: [] });
        return;
      }
      if (handle && selected && !selected.locked) {
        if (handle === "rotate") {
          update({ kind: "rotate", origin: p, node: selected, rotation: selected.box.rotation });
        } else if (isHandle(handle)) {
          const targets = snapTargets(nodes, new Set([selected.id]), stage);
          update({
            kind: "resize",
            origin: p,
            node: selected,
            handle,
            targets,
            box: selected.box,
            guides: [],
          });
        }
        return;
      }

      const hit = hitTest(nodes, p);
      if (!hit) {
        if (!e.shiftKey) state.select([]);
        const rect = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
        update({ kind: "marquee", origin: p, rect, base: e.shiftKey ? selection : [] });
        return;
      }
      const picked = e.ctrlKey || e.metaKey ? hit : outermost(byId, hit);
      let next = selection;
      if (e.shiftKey) {
        if (selection.includes(picked.id)) {
          state.select(selection.filter((id) => id !== picked.id));
          return;
        }
        next = [...selection, picked.id];
      } else if (!selection.includes(picked.id)) {
        next = [picked.id];
      }
      if (next !== selection) state.select(next);
      const moving = topSelected(byId, next);
      const targets = snapTargets(nodes, new Set(moving.map((n) => n.id)), stage);
      update({ kind: "move", origin: p, nodes: moving, targets, delta: { x: 0, y: 0 }, guides: [] });
    },
    [store, toStage, update],
  );

  const onPointerMove = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const g = current.current;
      const press = pressed.current;
      if (!g || !press || press.pointer !== e.pointerId) return;
      const { zoom, nodes } = latest.current;
      const p = toStage(e);
      const raw = { x: p.x - g.origin.x, y: p.y - g.origin.y };
      if (!press.dragging && Math.hypot(raw.x, raw.y) * zoom < DRAG_SLOP) return;
      press.dragging = true;
      const threshold = SNAP_PX / zoom;
      switch (g.kind) {
        case "move":
          update({ ...g, ...moveSelection(g.nodes, raw, g.targets, threshold) });
          break;
        case "resize":
          update({
            ...g,
            ...resizedBox(g.node, g.handle, raw, { keepAspect: e.shiftKey, targets: g.targets, threshold }),
          });
          break;
        case "scale": {
          const options = { keepAspect: e.shiftKey, targets: g.targets, threshold };
          const { rect, guides } = resizedBounds(g.from, g.handle, raw, options);
          update({ ...g, bounds: rect, guides });
          break;
        }
        case "rotate":
          update({ ...g, rotation: rotatedTo(g.node, p, g.origin, e.shiftKey) });
          break;
        case "marquee": {
          const rect = boundsOf([g.origin, p]);
          const inside = nodes
            .filter(
              (n) => !n.parent && !n.hidden && !n.locked && rectsIntersect(rect, boundsOf(nodeCorners(n))),
            )
            .map((n) => n.id);
          store.getState().select([...g.base, ...inside.filter((id) => !g.base.includes(id))]);
          update({ ...g, rect });
          break;
        }
      }
    },
    [store, toStage, update],
  );

  const onPointerUp = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      const g = current.current;
      const press = pressed.current;
      if (!press || press.pointer !== e.pointerId) return;
      pressed.current = null;
      update(null);
      if (!g || !press.dragging) return;
      const { run } = store.getState();
      if (g.kind === "move") run(moveLayersCommand, { nodes: g.nodes, delta: g.delta });
      else if (g.kind === "resize") run(resizeLayerCommand, { node: g.node, box: g.box });
      else if (g.kind === "scale") run(scaleLayersCommand, { nodes: g.nodes, from: g.from, to: g.bounds });
      else if (g.kind === "rotate" && g.rotation !== g.node.box.rotation)
        run(rotateLayerCommand, { id: g.node.id, rotation: g.rotation });
    },
    [store, update],
  );

  /** Escape during a drag: the gesture is dropped and the model was never touched. */
  const cancel = useCallback((): boolean => {
    const g = current.current;
    if (!g) return false;
    pressed.current = null;
    update(null);
    if (g.kind === "marquee") store.getState().select(g.base);
    return true;
  }, [store, update]);

  return { gesture, cancel, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancel };
}

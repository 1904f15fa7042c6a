import { type PointerEvent, type RefObject, useCallback, useRef, useState } from "react";
import { useEditorStore } from "../editor-context";
import {
  deselectCommand,
  selectByMarqueeCommand,
  selectLayersCommand,
  toggleSelectionCommand,
} from "../model/commands/selection";
import {
  moveLayersCommand,
  resizeLayerCommand,
  rotateLayerCommand,
  scaleLayersCommand,
} from "../model/commands/transform";
import type { EditorActions } from "../model/editor-store";
import {
  type Box,
  boundsOf,
  hitTest,
  type LayerNode,
  outermost,
  type Point,
  type Rect,
  topSelected,
} from "./geometry";
import { HANDLES, type Handle, moveSelection, resizedBox, rotatedTo } from "./gestures";
import { resizedBounds, selectionBounds } from "./scale-selection";
import { type Guide, SNAP_PX, type SnapTargets, snapTargets } from "./snapping";

/**
 * A pointer gesture in progress. Move, resize, scale and rotate mark the store when the drag begins and
 * preview their command from the mark on every pointer move (the canvas and panels show it live, with
 * no undo step); release commits one step, Escape, a cancelled or lost pointer bails back to the mark.
 * The gesture keeps the start geometry, so each preview is the start plus the total delta.
 */
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

/** Shows a gesture's change in the document, from the store's mark (the marquee changes the selection). */
function preview(state: Pick<EditorActions, "preview">, g: Gesture) {
  if (g.kind === "move") state.preview(moveLayersCommand, { nodes: g.nodes, delta: g.delta });
  else if (g.kind === "resize") state.preview(resizeLayerCommand, { node: g.node, box: g.box });
  else if (g.kind === "scale")
    state.preview(scaleLayersCommand, { nodes: g.nodes, from: g.from, to: g.bounds });
  else if (g.kind === "rotate") state.preview(rotateLayerCommand, { id: g.node.id, rotation: g.rotation });
}

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
        if (!e.shiftKey) state.run(deselectCommand, undefined);
        const rect = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
        update({ kind: "marquee", origin: p, rect, base: e.shiftKey ? selection : [] });
        return;
      }
      const picked = e.ctrlKey || e.metaKey ? hit : outermost(byId, hit);
      let next = selection;
      if (e.shiftKey) {
        // Shift+click on a selected layer takes it out (and drags nothing); on another one adds it.
        state.run(toggleSelectionCommand, { ids: [picked.id] });
        if (selection.includes(picked.id)) return;
        next = store.getState().session.selection;
      } else if (!selection.includes(picked.id)) {
        state.run(selectLayersCommand, { ids: [picked.id] });
        next = store.getState().session.selection;
      }
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
      const { zoom } = latest.current;
      const p = toStage(e);
      const raw = { x: p.x - g.origin.x, y: p.y - g.origin.y };
      if (!press.dragging && Math.hypot(raw.x, raw.y) * zoom < DRAG_SLOP) return;
      const state = store.getState();
      // The drag begins: the mark is where Escape comes back to.
      if (!press.dragging && g.kind !== "marquee") state.mark();
      press.dragging = true;
      const threshold = SNAP_PX / zoom;
      let next: Gesture;
      switch (g.kind) {
        case "move":
          next = { ...g, ...moveSelection(g.nodes, raw, g.targets, threshold) };
          break;
        case "resize":
          next = {
            ...g,
            ...resizedBox(g.node, g.handle, raw, {
              keepAspect: e.shiftKey,
              fromCentre: e.altKey,
              targets: g.targets,
              threshold,
            }),
          };
          break;
        case "scale": {
          const options = { keepAspect: e.shiftKey, fromCentre: e.altKey, targets: g.targets, threshold };
          const { rect, guides } = resizedBounds(g.from, g.handle, raw, options);
          next = { ...g, bounds: rect, guides };
          break;
        }
        case "rotate":
          next = { ...g, rotation: rotatedTo(g.node, p, g.origin, e.shiftKey) };
          break;
        case "marquee": {
          const rect = boundsOf([g.origin, p]);
          state.run(selectByMarqueeCommand, { rect, base: g.base });
          next = { ...g, rect };
          break;
        }
      }
      preview(state, next);
      update(next);
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
      // The last pointer move previewed where the layers are: that becomes the one undo step.
      if (g && press.dragging && g.kind !== "marquee") store.getState().commit();
    },
    [store, update],
  );

  /**
   * Escape, a cancelled pointer (the browser took it: a scroll, a system gesture) or a lost one: the
   * document goes back to the mark exactly, with no undo step; a marquee gives back the selection it began with.
   */
  const cancel = useCallback((): boolean => {
    const g = current.current;
    if (!g) return false;
    const dragged = pressed.current?.dragging ?? false;
    pressed.current = null;
    update(null);
    if (g.kind === "marquee") store.getState().run(selectLayersCommand, { ids: g.base });
    else if (dragged) store.getState().bail();
    return true;
  }, [store, update]);

  /** Capture lost without a release (the element went away, another capture took it): as a cancel. */
  const onLostPointerCapture = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (pressed.current?.pointer === e.pointerId) cancel();
    },
    [cancel],
  );

  return {
    gesture,
    cancel,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: cancel,
    onLostPointerCapture,
  };
}

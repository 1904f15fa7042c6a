import { type RefObject, useEffect } from "react";
import { useEditorStore } from "../editor-context";
import { ZOOM_MAX, ZOOM_MIN } from "../model/editor-store";

/** The zoom a pinch makes: the start zoom times how far the fingers spread, kept in the zoom range. */
export function pinchedZoom(startZoom: number, startSpread: number, spread: number): number {
  if (startSpread <= 0) return startZoom;
  const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, (startZoom * spread) / startSpread));
  return Math.round(next * 100) / 100;
}

/**
 * Two fingers on the canvas zoom it (the viewport's `touch-action: none` leaves pinching to us). The
 * second finger ends whatever the first one began (`onPinch`), so a pinch never moves a layer; the
 * gestures hook ignores pointers that are not primary. Listens in the capture phase to see every finger.
 */
export function usePinchZoom(
  viewportRef: RefObject<HTMLElement | null>,
  zoomNow: () => number,
  onPinch: () => void,
) {
  const store = useEditorStore();
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const fingers = new Map<number, { x: number; y: number }>();
    let start: { spread: number; zoom: number } | null = null;
    const spread = () => {
      const [a, b] = [...fingers.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const down = (e: PointerEvent) => {
      if (e.pointerType !== "touch") return;
      fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (fingers.size === 2) {
        onPinch();
        start = { spread: spread(), zoom: zoomNow() };
      }
    };
    const move = (e: PointerEvent) => {
      if (!fingers.has(e.pointerId)) return;
      fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (start && fingers.size === 2)
        store.getState().setZoom(pinchedZoom(start.zoom, start.spread, spread()));
    };
    const up = (e: PointerEvent) => {
      fingers.delete(e.pointerId);
      if (fingers.size < 2) start = null;
    };
    const options = { capture: true };
    el.addEventListener("pointerdown", down, options);
    el.addEventListener("pointermove", move, options);
    for (const type of ["pointerup", "pointercancel"] as const) el.addEventListener(type, up, options);
    return () => {
      el.removeEventListener("pointerdown", down, options);
      el.removeEventListener("pointermove", move, options);
      for (const type of ["pointerup", "pointercancel"] as const) el.removeEventListener(type, up, options);
    };
  }, [viewportRef, zoomNow, onPinch, store]);
}

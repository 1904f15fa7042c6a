import { type PointerEvent, useCallback, useEffect, useRef } from "react";
import { useEditorStore } from "../editor-context";
import { setLayerPropsCommand } from "../model/commands/properties";

/** Screen pixels a press on the label may wander before it scrubs (a click still focuses the field). */
const SCRUB_SLOP = 3;

export interface ScrubField {
  layerId: string;
  prop: string;
  /** The field's name, for the undo step ("Set width"). */
  label: string;
  /** The value as stored, the factor the field shows it by (opacity 0–1 as 0–100 %), and its limits as stored. */
  value: number | undefined;
  scale: number;
  step: number;
  min: number;
  max: number;
}

/**
 * Scrubbing a number field by dragging its label sideways (as in Figma): one step per screen pixel,
 * ten with Shift. The change shows live on the canvas through the store's gesture preview, and the
 * release makes one undo step; Escape, a cancelled or a lost pointer put the value back with none.
 * The field itself keeps its keyboard (typing, arrow keys), so nothing here is pointer-only.
 */
export function useScrub(field: ScrubField) {
  const store = useEditorStore();
  const latest = useRef(field);
  latest.current = field;
  const press = useRef<{ pointer: number; x: number; from: number; scrubbing: boolean } | null>(null);

  const end = useCallback(
    (how: "commit" | "bail") => {
      const was = press.current;
      press.current = null;
      if (was?.scrubbing) store.getState()[how]();
    },
    [store],
  );

  // Escape while scrubbing puts the value back (the pointer may be anywhere, so the window listens).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && press.current?.scrubbing) {
        e.preventDefault();
        e.stopPropagation();
        end("bail");
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [end]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const { value, scale } = latest.current;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    press.current = { pointer: e.pointerId, x: e.clientX, from: (value ?? 0) * scale, scrubbing: false };
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const p = press.current;
    if (!p || p.pointer !== e.pointerId) return;
    const dx = e.clientX - p.x;
    if (!p.scrubbing && Math.abs(dx) < SCRUB_SLOP) return;
    const { layerId, prop, label, scale, step, min, max } = latest.current;
    if (!p.scrubbing) {
      p.scrubbing = true;
      store.getState().mark();
    }
    const shown = p.from + Math.round(dx) * step * (e.shiftKey ? 10 : 1);
    const clamped = Math.min(max * scale, Math.max(min * scale, Math.round(shown * 100) / 100));
    store.getState().preview(setLayerPropsCommand, {
      id: layerId,
      patch: { [prop]: clamped / scale },
      label: `Set ${label.toLowerCase()}`,
    });
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    if (press.current?.pointer === e.pointerId) end("commit");
  };
  const onCancel = (e: PointerEvent<HTMLElement>) => {
    if (press.current?.pointer === e.pointerId) end("bail");
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onCancel,
    onLostPointerCapture: onCancel,
  };
}

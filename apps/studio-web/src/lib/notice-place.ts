import { type RefObject, useEffect, useSyncExternalStore } from "react";

/**
 * Where a page wants its notices instead of the top centre: a free area of the window, in px. The editor
 * puts them at the foot of its canvas area, so a notice never covers the toolbar, "Add layer", the
 * panels or the timeline (issue 28: a "Created successfully" covered "Add layer" and the canvas tools).
 */
export interface NoticePlace {
  /** From the window's bottom edge to the notices' bottom edge. */
  bottom: number;
  /** The horizontal centre of the notices, from the window's left edge. */
  centre: number;
  /** The widest the notices may be. */
  width: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let place: NoticePlace | null = null;

function set(next: NoticePlace | null): void {
  if (
    next === place ||
    (next &&
      place &&
      next.bottom === place.bottom &&
      next.centre === place.centre &&
      next.width === place.width)
  )
    return;
  place = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => place;

/** The place a page asked for, or null for the usual top centre. */
export function useNoticePlace(): NoticePlace | null {
  return useSyncExternalStore(subscribe, get, get);
}

/** Room between the area's edges and the notices. */
const GAP = 12;

/**
 * Shows notices at the bottom centre of `area` (an element) while the caller is mounted, following the
 * element as it moves or resizes (the timeline is resized, the window changes).
 */
export function useNoticesInside(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      set({
        bottom: Math.round(window.innerHeight - rect.bottom + GAP),
        centre: Math.round(rect.left + rect.width / 2),
        width: Math.max(0, Math.round(rect.width - GAP * 2)),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      set(null);
    };
  }, [area]);
}

/**
 * The pages-and-timeline dock's height (issue 28 "Workspace"): the user resizes it, but the canvas keeps at
 * least `CANVAS_SHARE` of the window's height whatever the timeline holds; rows beyond scroll inside it.
 */

/** The editor's toolbar is this tall, so the canvas' share can be worked out without measuring it. */
export const EDITOR_TOOLBAR_PX = 52;
/** The share of the window's height the canvas area never goes below. */
export const CANVAS_SHARE = 0.6;
/** The dock's smallest open height: the pages strip and the timeline's header still show. */
export const DOCK_MIN_PX = 120;
/** The height a user starts with. */
export const DOCK_DEFAULT_PX = 240;
/** Arrow keys move the separator by this much, Page Up/Down by four times as much. */
export const DOCK_STEP_PX = 16;

/** The tallest the dock may be in a window `windowHeight` tall. */
export function dockMax(windowHeight: number): number {
  return Math.max(DOCK_MIN_PX, Math.floor(windowHeight * (1 - CANVAS_SHARE)) - EDITOR_TOOLBAR_PX);
}

/** `height` kept within the dock's limits for the window. */
export function clampDock(height: number, windowHeight: number): number {
  return Math.round(Math.min(dockMax(windowHeight), Math.max(DOCK_MIN_PX, height)));
}

/** What a key does to the dock on its separator (the window-splitter pattern), or null for other keys. */
export function dockKey(
  key: string,
  height: number,
  windowHeight: number,
): { height: number } | "toggle" | null {
  const to = (next: number) => ({ height: clampDock(next, windowHeight) });
  switch (key) {
    case "ArrowUp":
      return to(height + DOCK_STEP_PX);
    case "ArrowDown":
      return to(height - DOCK_STEP_PX);
    case "PageUp":
      return to(height + DOCK_STEP_PX * 4);
    case "PageDown":
      return to(height - DOCK_STEP_PX * 4);
    case "Home":
      return to(DOCK_MIN_PX);
    case "End":
      return to(dockMax(windowHeight));
    case "Enter":
      return "toggle";
    default:
      return null;
  }
}

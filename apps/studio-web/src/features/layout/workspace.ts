import { useLayoutEffect, useSyncExternalStore } from "react";

/**
 * Full-screen workspaces (issue 28 "Workspace"): while a page such as the ad editor is open, the shell
 * drops its navigation, toolbar, footer and chat rail and gives the page the whole window. A count, not a
 * flag, so one workspace replacing another (editor to editor) never shows the chrome in between.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let open = 0;

function change(delta: 1 | -1): void {
  open += delta;
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isOpen = () => open > 0;

/** Whether a full-screen workspace is open; the shell hides its chrome while it is. */
export function useWorkspaceOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}

/**
 * Makes the calling page a full-screen workspace while it is mounted. A layout effect, so the chrome is
 * gone before the page is first painted.
 */
export function useFullScreenWorkspace(): void {
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** The quick side panel (spec shell §4): open or closed. */
export const quickPanelStore = {
  get: () => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: () => set(true),
  close: () => set(false),
  toggle: () => set(!open),
};

export function useQuickPanelOpen(): boolean {
  return useSyncExternalStore(quickPanelStore.subscribe, quickPanelStore.get, quickPanelStore.get);
}

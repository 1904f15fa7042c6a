import { useSyncExternalStore } from "react";

/** The chat side panel (spec shell §4): open or closed, and the selected contact while open. */
export interface ChatPanelState {
  open: boolean;
  contactId: string | null;
}

let state: ChatPanelState = { open: false, contactId: null };
const listeners = new Set<() => void>();

function set(next: ChatPanelState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const chatPanelStore = {
  get: (): ChatPanelState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the panel without a conversation (the toolbar toggle on small screens). */
  open: () => set({ ...state, open: true }),
  /** Selecting a contact opens the panel and its conversation. */
  select: (contactId: string) => set({ open: true, contactId }),
  /** Escape, a click outside, the close button: closed, and the selection cleared. */
  close: () => set({ open: false, contactId: null }),
  toggle: () => (state.open ? chatPanelStore.close() : chatPanelStore.open()),
};

export function useChatPanel(): ChatPanelState {
  return useSyncExternalStore(chatPanelStore.subscribe, chatPanelStore.get, chatPanelStore.get);
}

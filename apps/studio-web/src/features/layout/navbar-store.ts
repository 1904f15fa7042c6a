import { useSyncExternalStore } from "react";

/**
 * The navbar's two transient flags (spec shell §2): `foldedOpen` — a folded navbar temporarily shown at
 * full width while hovered — and `mobileOpen` — the temporary drawer on narrow screens. Whether the
 * navbar is folded at all is a saved setting, not a flag here.
 */
export interface NavbarFlags {
  foldedOpen: boolean;
  mobileOpen: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let flags: NavbarFlags = { foldedOpen: false, mobileOpen: false };

function set(patch: Partial<NavbarFlags>): void {
  const next = { ...flags, ...patch };
  if (next.foldedOpen === flags.foldedOpen && next.mobileOpen === flags.mobileOpen) return;
  flags = next;
  for (const listener of listeners) listener();
}

export const navbarStore = {
  get: (): NavbarFlags => flags,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  toggleFolded: () => set({ foldedOpen: !flags.foldedOpen }),
  openFolded: () => set({ foldedOpen: true }),
  closeFolded: () => set({ foldedOpen: false }),
  toggleMobile: () => set({ mobileOpen: !flags.mobileOpen }),
  openMobile: () => set({ mobileOpen: true }),
  closeMobile: () => set({ mobileOpen: false }),
};

export function useNavbarFlags(): NavbarFlags {
  return useSyncExternalStore(navbarStore.subscribe, navbarStore.get, navbarStore.get);
}

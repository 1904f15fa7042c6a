import { type RefObject, useEffect } from "react";

/**
 * While `open`, the keyboard is with the panel: on opening, the focus moves into it (unless it is there
 * already), so Escape and Tab reach it from wherever it was opened, such as the toolbar's toggle, whose
 * tooltip would otherwise take the Escape; on closing, the focus goes back to where it was, unless it
 * went somewhere else meanwhile (a click outside keeps the focus it gave).
 */
export function usePanelFocus(panel: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.contains(document.activeElement)) element.focus();
    return () => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || element.contains(active);
      if (lost && before?.isConnected) before.focus();
    };
  }, [open, panel]);
}

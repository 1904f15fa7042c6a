import { useEffect } from "react";

/** Disables the browser's context menu (right-click) on the page while it is shown (spec §2). */
export function useNoContextMenu(): void {
  useEffect(() => {
    const prevent = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("contextmenu", prevent);
    return () => document.removeEventListener("contextmenu", prevent);
  }, []);
}

import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

// One string snapshot, so width and height come from the same moment and React can compare it.
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** The window's inner size, updated on resize. */
export function useWindowSize(): { width: number; height: number } {
  const [width = 0, height = 0] = useSyncExternalStore(subscribe, snapshot, () => "0x0")
    .split("x")
    .map(Number);
  return { width, height };
}

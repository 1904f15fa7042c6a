import { useEffect, useSyncExternalStore } from "react";

// A page whose title depends on loaded data ('{company} showcase') names it here; null: the table's.
// Apart from DocumentTitle (document-title.tsx), which reads the router: the public pages have none.
let override: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOverride = (title: string | null) => {
  override = title;
  for (const listener of listeners) listener();
};

/**
 * Gives the document `title` while the calling page is shown (undefined: not known yet, the table's
 * title stays). It goes through the root's DocumentTitle, so the root's effect cannot overwrite it.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}

/** The title a page named with usePageTitle, or null; re-renders the caller when it changes. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}

import { documentTitle } from "@adstudio/core";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";

// A page whose title depends on loaded data ('{company} showcase') names it here; null: the table's.
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

/**
 * Sets the document title from core's page-title table on every navigation. It sits in the root route,
 * whose effect runs after the page's own, so the title always names the page on screen: before, a title
 * set by one page (the multiple-devices page) stayed on every signed-in page after it.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => documentTitle(state.location.pathname, state.location.search),
  });
  const pageTitle = useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
  useEffect(() => {
    document.title = pageTitle ?? title;
  }, [title, pageTitle]);
  return null;
}

import { documentTitle } from "@adstudio/core";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { usePageTitleOverride } from "./page-title";

export { usePageTitle } from "./page-title";

/**
 * Sets the document title from core's page-title table on every navigation. It sits in the root route,
 * whose effect runs after the page's own, so the title always names the page on screen: before, a title
 * set by one page (the multiple-devices page) stayed on every signed-in page after it.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => documentTitle(state.location.pathname, state.location.search),
  });
  const pageTitle = usePageTitleOverride();
  useEffect(() => {
    document.title = pageTitle ?? title;
  }, [title, pageTitle]);
  return null;
}

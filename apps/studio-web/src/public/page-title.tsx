import { documentTitle } from "@adstudio/core";
import { useEffect } from "react";
import { usePageTitleOverride } from "../app/page-title";

/**
 * The public pages' document title: the one a page names (usePageTitle), else core's page-title table
 * for the address, as the studio's DocumentTitle sets it (without the router it reads).
 */
export function PageTitle() {
  const pageTitle = usePageTitleOverride();
  useEffect(() => {
    document.title = pageTitle ?? documentTitle(globalThis.location.pathname);
  }, [pageTitle]);
  return null;
}

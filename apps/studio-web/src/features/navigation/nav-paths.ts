import type { NavItem } from "@adstudio/core";

/** Absolute http(s) URLs leave the studio; everything else is a route of the router. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** Whether `pathname` is the item's page or a page below it (`/studio/ads/x` is under `/studio/ads`). */
export function isPathUnder(url: string | undefined, pathname: string): boolean {
  if (!url || isExternalUrl(url)) return false;
  const path = pathname.replace(/\/+$/, "") || "/";
  const base = url.replace(/\/+$/, "") || "/";
  return path === base || (base !== "/" && path.startsWith(`${base}/`));
}

/**
 * Whether any descendant of a group or collapse points at the current page, so that the collapse opens
 * by itself (spec shell §2).
 */
export function containsPath(item: NavItem, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isPathUnder(child.url, pathname) || containsPath(child, pathname),
  );
}

/** Link items open in a new tab unless the item says otherwise (spec shell §2). */
export function linkTarget(item: NavItem): string | undefined {
  if (item.target) return item.target;
  return item.type === "link" ? "_blank" : undefined;
}

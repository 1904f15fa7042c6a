import { canAccess, type NavItem, type RoleHolder, SEARCH_SUGGESTION_LIMIT } from "@adstudio/core";
import { isExternalUrl } from "../navigation/nav-paths";

/** Lower case without accents: 'Çalışma' and 'calisma' compare equal (spec shell §2 'Search'). */
export function foldText(text: string): string {
  // Combining marks (U+0300–U+036F) are what NFD splits accents into.
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * The navigation items a session may open: internal pages pass the route-access table, external links
 * were already filtered by their own auth when the tree was built.
 */
export function searchableItems(flat: readonly NavItem[], session: RoleHolder | null | undefined): NavItem[] {
  return flat.filter((item) => !!item.url && (isExternalUrl(item.url) || canAccess(session, item.url)));
}

/**
 * Suggestions for a query: trimmed; empty gives none; titles that contain the query ignoring case and
 * accents; at most ten, in menu order. `titleOf` supplies the displayed (translated) title.
 */
export function matchNavigation(
  items: readonly NavItem[],
  query: string,
  titleOf: (item: NavItem) => string = (item) => item.title,
  limit: number = SEARCH_SUGGESTION_LIMIT,
): NavItem[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const seen = new Set<string>();
  const matches: NavItem[] = [];
  for (const item of items) {
    if (matches.length >= limit) break;
    if (seen.has(item.id) || !foldText(titleOf(item)).includes(needle)) continue;
    seen.add(item.id);
    matches.push(item);
  }
  return matches;
}

import { isMenuType, type MenuType } from "../catalogue/ad-formats";
import { canAny, isAdmin, isGuest, ROLE_GROUPS, type RoleHolder, sessionRoleList } from "../roles/roles";
import { matchRoute, type RouteDecision, routeDecision } from "../routes/route-access";
import { CREATE_ADS_NON_ADMIN_ORDER, NAVIGATION, type NavItem, PRO_AD_PATH } from "./navigation-tree";

export * from "./navigation-tree";

// A missing route (an external link, a page the table does not know) is not an access question.
const HIDDEN: ReadonlySet<RouteDecision["kind"]> = new Set(["login", "forbidden", "redirectSignedIn"]);
const isContainer = (item: NavItem) => item.type === "group" || item.type === "collapse";

function visible(item: NavItem, session: RoleHolder | null | undefined): boolean {
  if (item.auth?.adminOnly && !isAdmin(session)) return false;
  if (item.auth?.permissions && !canAny(session, item.auth.permissions)) return false;
  return !item.url || !HIDDEN.has(routeDecision(session, item.url).kind);
}

/** Drops invisible items, then groups and collapses left without a visible (non-divider) child. */
function prune(items: readonly NavItem[], session: RoleHolder | null | undefined): NavItem[] {
  const kept: NavItem[] = [];
  for (const entry of items) {
    if (!visible(entry, session)) continue;
    const children = entry.children ? prune(entry.children, session) : undefined;
    if (isContainer(entry) && !children?.some((child) => child.type !== "divider")) continue;
    kept.push(children ? { ...entry, children } : { ...entry });
  }
  return kept;
}

/**
 * The built-in sidebar filtered for a session: items whose `auth` or route the session fails are removed,
 * and so are groups and collapses left empty. The admin group sees everything in the admin order; other
 * sessions lose image-generator, which leaves Create Ads in the non-admin order. Guests get nothing.
 */
export function navigationFor(session: RoleHolder | null | undefined): NavItem[] {
  return prune(NAVIGATION, session);
}

/** Every item with a url, depth first in menu order, without children (for search and shortcuts). */
export function flattenNavigation(tree: readonly NavItem[]): NavItem[] {
  return tree.flatMap(({ children, ...entry }) => [
    ...(entry.url ? [entry] : []),
    ...(children ? flattenNavigation(children) : []),
  ]);
}

/** A menu-collection record as the server stores it (spec studio §3), plus its position. */
export interface MenuCollectionRecord {
  _id?: string;
  name: string;
  /** Used as the navigation item id. */
  shortName: string;
  menuType: MenuType | (string & {});
  /** The parent's shortName; empty at top level. */
  topMenu: string;
  /** Permissions or role names that may see the entry; empty means every signed-in user. */
  roles: string[];
  icon: string;
  url: string;
  order?: number;
}

/** Record roles for a built-in item: its own auth, else the permissions its route asks for. */
function seedRoles(entry: NavItem): string[] {
  if (entry.auth?.adminOnly) return [...ROLE_GROUPS.admin];
  if (entry.auth?.permissions) return [...entry.auth.permissions];
  const access = entry.url ? matchRoute(entry.url)?.route.access : undefined;
  return typeof access === "object" && "permissions" in access ? [...access.permissions] : [];
}

/**
 * Seed records for the server's menu collection, mirroring the built-in sidebar depth first; `order`
 * numbers the records 1, 2, 3 … in that walk, so sorting by it restores both parents and siblings.
 */
export function defaultMenuCollection(): MenuCollectionRecord[] {
  const records: MenuCollectionRecord[] = [];
  const walk = (items: readonly NavItem[], topMenu: string) => {
    for (const entry of items) {
      records.push({
        name: entry.title,
        shortName: entry.id,
        menuType: entry.type,
        topMenu,
        roles: seedRoles(entry),
        icon: entry.icon,
        url: entry.url ?? "",
        order: records.length + 1,
      });
      if (entry.children) walk(entry.children, entry.id);
    }
  };
  walk(NAVIGATION, "");
  return records;
}

const TRANSLATE_KEYS = new Map(flattenAll(NAVIGATION).map((entry) => [entry.id, entry.translate]));

function flattenAll(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((entry) => [entry, ...flattenAll(entry.children ?? [])]);
}

const proAdFormat = (url: string | undefined) =>
  url?.startsWith(PRO_AD_PATH) ? url.slice(PRO_AD_PATH.length) : null;

/** Sorts a Create Ads list (all linked children are /studio/pro-ad/{format}) in the non-admin order. */
function sortCreateAds(children: NavItem[]): NavItem[] {
  const linked = children.filter((child) => child.url);
  if (linked.length === 0 || !linked.every((child) => proAdFormat(child.url) !== null)) return children;
  const order: readonly string[] = CREATE_ADS_NON_ADMIN_ORDER;
  const rank = (child: NavItem) => {
    const index = order.indexOf(proAdFormat(child.url) ?? "");
    return index === -1 ? order.length : index; // unknown formats follow, in server order
  };
  return [...children].sort((a, b) => rank(a) - rank(b));
}

/**
 * Builds the sidebar of a non-admin session from menu-collection records: sorted by `order` (records
 * without one keep their place after those with one), each record nested under the record whose shortName
 * is its topMenu. A record with a non-empty `roles` list shows only when the session role list (role name
 * plus module roles) shares an entry with it; a hidden parent hides its children; records pointing at an
 * unknown parent, repeating a shortName or forming a cycle are dropped. Create Ads children follow the
 * non-admin order; then routes the session cannot open and empty groups are removed.
 */
export function navigationFromMenuCollection(
  records: readonly MenuCollectionRecord[],
  session: RoleHolder | null | undefined,
): NavItem[] {
  // An empty roles list means every signed-in user, so a guest has no menu at all.
  if (isGuest(session)) return [];
  const roleList = new Set(sessionRoleList(session));
  const sorted = records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => (a.record.order ?? Infinity) - (b.record.order ?? Infinity) || a.index - b.index)
    .map(({ record }) => record);
  const byParent = new Map<string, MenuCollectionRecord[]>();
  for (const record of sorted) {
    const key = record.topMenu.trim();
    byParent.set(key, [...(byParent.get(key) ?? []), record]);
  }
  const used = new Set<string>();
  const build = (parent: string): NavItem[] =>
    (byParent.get(parent) ?? []).flatMap((record) => {
      if (used.has(record.shortName)) return [];
      used.add(record.shortName);
      if (record.roles.length > 0 && !record.roles.some((role) => roleList.has(role))) return [];
      const type: MenuType = isMenuType(record.menuType) ? record.menuType : "item";
      const entry: NavItem = {
        id: record.shortName,
        title: record.name,
        translate: TRANSLATE_KEYS.get(record.shortName) ?? record.name,
        type,
        icon: record.icon,
        ...(record.url ? { url: record.url } : {}),
        // Link items open in a new tab by default (spec shell §2).
        ...(type === "link" ? { target: "_blank" } : {}),
      };
      if (type === "group" || type === "collapse") entry.children = sortCreateAds(build(record.shortName));
      return [entry];
    });
  return prune(build(""), session);
}

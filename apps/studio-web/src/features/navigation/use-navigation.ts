import { isAdmin, type NavItem, navigationFor, navigationFromMenuCollection } from "@adstudio/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSession } from "../auth/use-session";
import { menuCollectionNavigationQuery } from "./menu-collection-query";

export interface NavigationState {
  items: NavItem[];
  /** True while a non-admin's menu collection is still loading. */
  loading: boolean;
}

/**
 * The current user's sidebar (spec shell §2, studio §4): the built-in tree for the admin group, the
 * server's menu collection for everyone else. If the menu collection cannot be loaded, the built-in tree
 * filtered by the user's permissions stands in, so a server hiccup never leaves the studio without a menu.
 */
export function useNavigation(): NavigationState {
  const { user } = useSession();
  const fromServer = !!user && !isAdmin(user);
  const query = useQuery({ ...menuCollectionNavigationQuery(user?.uuid ?? ""), enabled: fromServer });
  const records = query.data?.menuCollection;
  const failed = query.isError;
  const items = useMemo(() => {
    if (!user) return [];
    if (!fromServer) return navigationFor(user);
    if (records) return navigationFromMenuCollection(records, user);
    return failed ? navigationFor(user) : [];
  }, [user, fromServer, records, failed]);
  return { items, loading: fromServer && query.isPending };
}

import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

/**
 * Every menu-collection record, for building a non-admin sidebar (spec studio §4). The list is the same
 * for everyone (filtering by role happens in core), but the key carries the user so that a different
 * account never sees another's cached answer.
 */
export const menuCollectionNavigationQuery = (userId: string) =>
  queryOptions({
    queryKey: ["menuCollection", "navigation", userId],
    queryFn: () => api.menuCollection.list({ limit: 1000 }),
    staleTime: 5 * 60_000,
  });

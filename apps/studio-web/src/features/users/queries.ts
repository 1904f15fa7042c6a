import type { ListParams, UserSortField } from "@adstudio/api-client";
import { isUserRecord } from "@adstudio/api-client";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const usersKeys = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
};

export const USERS_DEFAULT_SORT = { column: "displayName", direction: 1 } as const;

/** GET /api/user – one page of users. */
export const userListQuery = (params: ListParams<UserSortField>) =>
  queryOptions({ queryKey: [...usersKeys.lists, params], queryFn: () => api.users.list(params) });

/** GET /api/user/{id} – the full record (the editor needs readUser; a public answer is a failure here). */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKeys.all, "detail", id],
    queryFn: async () => {
      const { user } = await api.users.get(id);
      if (!isUserRecord(user)) throw new Error("You may not read this user.");
      return user;
    },
  });

/**
 * Every company as `{value: id, label: name}` for the user screens (company column, companies select);
 * only fetched for users who may read companies.
 */
export const companyOptionsQuery = () =>
  queryOptions({
    queryKey: ["companies", "options"],
    queryFn: () => api.companies.list({ limit: 1000, page: 1, sort: { name: 1 } }),
    select: (data) => data.company.map((company) => ({ value: company._id, label: company.name })),
    staleTime: 5 * 60_000,
  });

import { createFileRoute } from "@tanstack/react-router";
import { firstPageParams } from "../../../../features/master-data/list-params";
import { roleListQuery } from "../../../../features/roles/queries";
import { RolesList } from "./-components/roles-list";

// GET /studio/roles – the roles list (admin or readRoles).
export const Route = createFileRoute("/_app/studio/roles/")({
  // A failed prefetch is shown by the table's error state, not as an error page.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(roleListQuery(firstPageParams({ roleName: 1 })))
      .catch(() => undefined),
  component: RolesList,
});

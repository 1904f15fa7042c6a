import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { moduleRolesQuery, roleQuery } from "../../../../features/roles/queries";
import { RoleEditor } from "./-components/role-editor";

// GET /studio/roles/{roleId} – create ('new') or edit a role (admin, createRoles, updateRoles).
export const Route = createFileRoute("/_app/studio/roles/$roleId")({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(moduleRolesQuery());
    if (isNewId(params.roleId)) return { role: null };
    const { role } = await context.queryClient.fetchQuery(roleQuery(params.roleId));
    return { role };
  },
  component: RoleEditorPage,
  errorComponent: LoadError,
});

function RoleEditorPage() {
  const { role } = Route.useLoaderData();
  const { roleId } = Route.useParams();
  // Keyed by id so moving from one role to another starts a fresh form.
  return <RoleEditor key={roleId} role={role} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Roles" listPath="/studio/roles" />;
}

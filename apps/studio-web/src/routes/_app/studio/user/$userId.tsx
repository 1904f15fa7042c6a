import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { allRolesQuery } from "../../../../features/roles/queries";
import { userQuery } from "../../../../features/users/queries";
import { UserEditor } from "./-components/user-editor";

// GET /studio/user/{userId} – create ('new') or edit a user (createUser, updateUser).
export const Route = createFileRoute("/_app/studio/user/$userId")({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(allRolesQuery());
    if (isNewId(params.userId)) return { user: null };
    return { user: await context.queryClient.fetchQuery(userQuery(params.userId)) };
  },
  component: UserEditorPage,
  errorComponent: LoadError,
});

function UserEditorPage() {
  const { user } = Route.useLoaderData();
  const { userId } = Route.useParams();
  return <UserEditor key={userId} user={user} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Users" listPath="/studio/users" />;
}

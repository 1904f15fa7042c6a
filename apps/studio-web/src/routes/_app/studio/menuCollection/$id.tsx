import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { menuEntryQuery } from "../../../../features/menu-collection/queries";
import { MenuEditor } from "./-components/menu-editor";

// GET /studio/menuCollection/{id} – create ('new') or edit a menu entry (admin, create/updateMenuCollection).
export const Route = createFileRoute("/_app/studio/menuCollection/$id")({
  loader: async ({ context, params }) => {
    if (isNewId(params.id)) return { entry: null };
    const { menuCollection } = await context.queryClient.fetchQuery(menuEntryQuery(params.id));
    return { entry: menuCollection };
  },
  component: MenuEditorPage,
  errorComponent: LoadError,
});

function MenuEditorPage() {
  const { entry } = Route.useLoaderData();
  const { id } = Route.useParams();
  return <MenuEditor key={id} entry={entry} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Menu Collection" listPath="/studio/menuCollection" />;
}

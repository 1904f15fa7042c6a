import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { formElementQuery } from "../../../../features/form-elements/queries";
import { EditorLoadError } from "../../../../features/master-data";
import { isNewId } from "../../../../features/master-data/editor-id";
import { FormElementEditor } from "./-components/form-element-editor";

// GET /studio/createFormElement/{elementId} – create ('new') or edit a form element
// (admin, createFormElements, updateFormElements).
export const Route = createFileRoute("/_app/studio/createFormElement/$elementId")({
  loader: async ({ context, params }) => {
    if (isNewId(params.elementId)) return { element: null };
    const { formElement } = await context.queryClient.fetchQuery(formElementQuery(params.elementId));
    return { element: formElement };
  },
  component: FormElementEditorPage,
  errorComponent: LoadError,
});

function FormElementEditorPage() {
  const { element } = Route.useLoaderData();
  const { elementId } = Route.useParams();
  // Keyed by id so moving from one element to another starts a fresh form.
  return <FormElementEditor key={elementId} element={element} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Form Elements" listPath="/studio/formElements" />;
}

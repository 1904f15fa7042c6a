import { createFileRoute, type ErrorComponentProps } from "@tanstack/react-router";
import { EditorLoadError } from "../../../../features/master-data/load-error";
import { TEMPLATES_PATH, templateQuery } from "../../../../features/templates/queries";
import { TemplateDetails } from "../../../../features/templates/template-details";

// GET /studio/update-template/{id} – one HTML5 template: mock-up, report, rename and delete.
export const Route = createFileRoute("/_app/studio/update-template/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(templateQuery(params.id)),
  component: TemplatePage,
  errorComponent: LoadError,
});

function TemplatePage() {
  const { id } = Route.useParams();
  const template = Route.useLoaderData();
  return <TemplateDetails key={id} template={template} />;
}

function LoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Templates" listPath={TEMPLATES_PATH} />;
}

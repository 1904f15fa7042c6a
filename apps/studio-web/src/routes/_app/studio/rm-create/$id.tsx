import { isAdType } from "@adstudio/core";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { NewTemplateForm } from "../../../../features/rich-templates/new-template-form";

// GET /studio/rm-create/{format} – a new rich-media template of a format, like /studio/pro-ad/{format}
// for ads (createTemplates); it opens in the template editor once created.
export const Route = createFileRoute("/_app/studio/rm-create/$id")({
  beforeLoad: ({ params }) => {
    if (!isAdType(params.id)) throw notFound();
  },
  component: RmCreatePage,
});

function RmCreatePage() {
  const { id } = Route.useParams();
  return isAdType(id) ? <NewTemplateForm key={id} format={id} /> : null;
}

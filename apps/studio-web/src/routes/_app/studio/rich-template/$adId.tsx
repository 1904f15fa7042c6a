import { createFileRoute } from "@tanstack/react-router";
import { richTemplateQuery } from "../../../../features/rich-templates/queries";
import {
  TemplateEditorPage,
  TemplateLoadError,
} from "../../../../features/rich-templates/template-editor-page";

// GET /studio/rich-template/{adId} – the spec's other address of the template editor (the same screen).
export const Route = createFileRoute("/_app/studio/rich-template/$adId")({
  loader: ({ context, params }) => context.queryClient.fetchQuery(richTemplateQuery(params.adId)),
  component: () => <TemplateEditorPage template={Route.useLoaderData()} />,
  errorComponent: TemplateLoadError,
});

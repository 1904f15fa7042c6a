import { createFileRoute } from "@tanstack/react-router";
import { richTemplateQuery } from "../../../../features/rich-templates/queries";
import {
  TemplateEditorPage,
  TemplateLoadError,
} from "../../../../features/rich-templates/template-editor-page";

// GET /studio/rm-update/{id} – the ad editor on a rich-media template (updateTemplates): saved, not published.
export const Route = createFileRoute("/_app/studio/rm-update/$id")({
  // Always the saved state, not a cached copy: the editor starts from the server's revision.
  loader: ({ context, params }) => context.queryClient.fetchQuery(richTemplateQuery(params.id)),
  component: () => <TemplateEditorPage template={Route.useLoaderData()} />,
  errorComponent: TemplateLoadError,
});

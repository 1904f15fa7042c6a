import { createFileRoute } from "@tanstack/react-router";
import { TemplatesList } from "../../../../features/templates/templates-list";

// GET /studio/templates – HTML5 templates from other tools (readTemplate).
export const Route = createFileRoute("/_app/studio/templates/")({
  component: TemplatesList,
});

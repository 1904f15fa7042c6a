import { createFileRoute } from "@tanstack/react-router";
import { RmTemplatesList } from "../../../../features/rich-templates/rm-templates-list";

// GET /studio/rm-templates – rich-media templates (readTemplate): list, search, "Use template".
export const Route = createFileRoute("/_app/studio/rm-templates/")({
  component: RmTemplatesList,
});

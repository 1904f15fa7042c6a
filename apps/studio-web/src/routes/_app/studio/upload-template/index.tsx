import { createFileRoute } from "@tanstack/react-router";
import { UploadTemplate } from "../../../../features/templates/upload-template";

// GET /studio/upload-template – upload an HTML5 zip as a template (createTemplates).
export const Route = createFileRoute("/_app/studio/upload-template/")({
  component: UploadTemplate,
});

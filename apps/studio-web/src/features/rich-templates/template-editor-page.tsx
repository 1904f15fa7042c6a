import type { AdRecord } from "@adstudio/api-client";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { EditorPage } from "../editor/editor-page";
import { EditorLoadError } from "../master-data/load-error";
import { RM_TEMPLATES_PATH } from "./queries";

/** The ad editor on a rich-media template (`/studio/rm-update/{id}`, `/studio/rich-template/{id}`). */
export function TemplateEditorPage({ template }: { template: AdRecord }) {
  return <EditorPage key={template._id} ad={template} kind="template" />;
}

export function TemplateLoadError(props: ErrorComponentProps) {
  return <EditorLoadError {...props} listTitle="Rich Media Templates" listPath={RM_TEMPLATES_PATH} />;
}

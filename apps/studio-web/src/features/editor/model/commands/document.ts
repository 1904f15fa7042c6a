import type { Asset } from "@adstudio/creative/document";
import type { EditedKind } from "../edited-kind";
import { defineCommand } from "./command";

/**
 * Rename the ad (or template) from the toolbar. A blank name is never written, since the server would
 * refuse the save; the name is trimmed. Typing coalesces under `document.name`.
 */
export const renameDocumentCommand = defineCommand<{ name: string; kind: EditedKind }>({
  id: "document.rename",
  label: ({ kind }) => (kind === "template" ? "Rename the template" : "Rename the ad"),
  apply(draft, { name }) {
    const next = name.trim();
    if (next) draft.name = next;
  },
});

/** An uploaded file joins the document's assets (by its content hash), so layers can use it. */
export const addAssetCommand = defineCommand<{ asset: Asset }>({
  id: "document.addAsset",
  label: () => "Add asset",
  apply(draft, { asset }) {
    draft.assets[asset.hash] = asset;
  },
});

import type { AdDocument, Asset, RenderMode } from "@adstudio/creative";
import { assetPath, render } from "@adstudio/creative";
import { badRequest } from "../../http/errors.js";
import type { FileStorage } from "../../storage/index.js";
import { TEMPLATE_UNAVAILABLE_MESSAGE, type TemplateFiles } from "./template-files.js";

/** Uploaded assets live once per content hash: `assets/<sha256>.<ext>` (the extension of `assetPath`). */
export function assetStorageKey(asset: Pick<Asset, "hash" | "mime">): string {
  const extension = assetPath(asset).split(".").pop();
  return `assets/${asset.hash}.${extension}`;
}

export const missingAssetMessage = (name: string) =>
  `The file of the asset "${name}" is missing from the storage: upload it again.`;

/**
 * One size of an ad as a self-contained folder: the rendered files plus the bytes of every asset they
 * reference, at the relative paths render chose, and the files of the HTML5 templates its html5 layers
 * frame (from `templates`; without it such a document answers 400). The same folder is a published size
 * and an HTML5 zip.
 */
export async function renderedFolder(
  storage: FileStorage,
  document: AdDocument,
  size: string,
  mode: RenderMode,
  trackerUrl?: string,
  templates?: TemplateFiles,
): Promise<Record<string, Uint8Array>> {
  const result = render(document, { size, mode, ...(trackerUrl ? { trackerUrl } : {}) });
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(result.files)) files[name] = encoder.encode(text);
  for (const { hash, path } of result.assets) {
    const asset = document.assets[hash];
    const stored = asset ? await storage.get(assetStorageKey(asset)) : null;
    if (!asset || !stored) throw badRequest(missingAssetMessage(asset?.name ?? hash));
    files[path] = stored.bytes;
  }
  for (const { id, folder } of result.templates) {
    if (!templates) throw badRequest(TEMPLATE_UNAVAILABLE_MESSAGE);
    for (const [path, bytes] of Object.entries(await templates(id))) files[`${folder}${path}`] = bytes;
  }
  return files;
}

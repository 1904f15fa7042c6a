import { createHash } from "node:crypto";
import { type AdDraftPreview, TEMPLATES_HOSTED_BASE } from "@adstudio/contract";
import { type AdDocument, RenderError, render } from "@adstudio/creative";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, notFound } from "../../http/errors.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import * as repo from "./repo.js";
import { AD_NOT_FOUND, visibleAd } from "./service.js";
import { withSizeRedirect } from "./size-redirect.js";

/** A draft's folders sit beside the ad's versions: `creatives/{adId}/draft-{hash}/`. */
const DRAFT_FOLDER = "draft-";
const HTML = "text/html; charset=utf-8";

/**
 * Every size of the saved document in preview mode, keyed by path in the draft folder, plus the root page
 * with the size redirect. Assets load from the API's public asset route (`assetBase`), so no asset bytes
 * are copied, and preview mode has no tracker, so a draft never counts an impression.
 */
function draftFiles(document: AdDocument, origin: string): Map<string, string> {
  // Assets from the API's asset route; an html5 layer frames its template where it is hosted.
  const assetBase = `${origin}/api/`;
  const templateBase = `${origin}${TEMPLATES_HOSTED_BASE}`;
  const files = new Map<string, string>();
  try {
    for (const size of Object.keys(document.teaser)) {
      const result = render(document, { size, mode: "preview", assetBase, templateBase });
      for (const [path, text] of Object.entries(result.files)) files.set(`${size}/${path}`, text);
    }
  } catch (error) {
    // The document is the caller's to fix; nothing was written yet.
    if (error instanceof RenderError) throw badRequest(error.message);
    throw error;
  }
  const [first] = Object.keys(document.teaser);
  const base = files.get(`${document.baseSize}/index.html`) ?? files.get(`${first}/index.html`);
  if (base !== undefined) files.set("index.html", withSizeRedirect(base, document));
  return files;
}

/**
 * One size of `document` rendered like a draft preview (assets from the API, no tracker, so a view is
 * never an impression): the review page's frames (issue 31) show review snapshots through this.
 */
export function previewSizeHtml(document: AdDocument, size: string, origin: string): string {
  try {
    const result = render(document, {
      size,
      mode: "preview",
      assetBase: `${origin}/api/`,
      templateBase: `${origin}${TEMPLATES_HOSTED_BASE}`,
    });
    return result.files["index.html"] ?? "";
  } catch (error) {
    if (error instanceof RenderError) throw badRequest(error.message);
    throw error;
  }
}

/** The first 16 hex digits of the SHA-256 of the files (names and contents, in name order). */
function draftHash(files: Map<string, string>): string {
  const digest = createHash("sha256");
  for (const path of [...files.keys()].sort()) {
    const text = files.get(path) ?? "";
    digest.update(`${path}\0${Buffer.byteLength(text)}\0`).update(text);
  }
  return digest.digest("hex").slice(0, 16);
}

/**
 * Renders the ad's saved draft for the preview page (issue 13) into `creatives/{id}/draft-{hash}/`: the
 * same design answers the same folder, written once. With the ad's row locked (saves and other previews of
 * the ad wait), so the document is the revision answered and removing the ad's other draft folders cannot
 * race a preview being written.
 */
export async function previewDraft(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  origin: string,
  /** Rich-media templates preview through here too (their sample content, no tracker). */
  as: { kind: repo.AdKind; notFound: string } = { kind: { template: false }, notFound: AD_NOT_FOUND },
): Promise<AdDraftPreview> {
  const seen = await visibleAd(deps, auth, id, as.notFound, as.kind);
  const answer = await repo.withAdLocked(deps.database.db, seen.id, async (locked) => {
    // A save that landed before the lock: read the draft again (a plain read does not wait for the lock).
    const ad =
      locked.revision === seen.revision ? seen : await visibleAd(deps, auth, id, as.notFound, as.kind);
    const files = draftFiles(ad.document, origin);
    const adFolder = `${CREATIVES_STORAGE_PREFIX}${ad.id}/`;
    const folder = `${adFolder}${DRAFT_FOLDER}${draftHash(files)}/`;
    // The root page is written last, so a folder that has it is complete.
    if (!(await deps.storage.get(`${folder}index.html`))) {
      const encoder = new TextEncoder();
      for (const [path, text] of files)
        if (path !== "index.html") await deps.storage.put(`${folder}${path}`, encoder.encode(text), HTML);
      await deps.storage.put(`${folder}index.html`, encoder.encode(files.get("index.html") ?? ""), HTML);
    }
    await removeOtherDrafts(deps, adFolder, folder);
    return { location: `${origin}/${folder}index.html`, revision: ad.revision };
  });
  if (!answer) throw notFound(as.notFound);
  return answer;
}

/** Only the latest draft is worth keeping: older ones would pile up with every previewed change. */
async function removeOtherDrafts(deps: AppDeps, adFolder: string, keep: string): Promise<void> {
  for (const key of await deps.storage.list(adFolder)) {
    const inDraft = key.slice(adFolder.length).startsWith(DRAFT_FOLDER);
    if (inDraft && !key.startsWith(keep)) await deps.storage.delete(key);
  }
}

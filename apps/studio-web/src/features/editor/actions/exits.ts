import type { AdDocument } from "@adstudio/creative/document";
import { DOCUMENT_LIMITS } from "@adstudio/creative/document";

/**
 * The name a new exit gets: the first free one of clickTag, clickTag2, clickTag3 … (the Google Ads / IAB
 * convention the schema checks), or null at the document's limit.
 */
export function nextExitName(exits: AdDocument["exits"]): string | null {
  if (Object.keys(exits).length >= DOCUMENT_LIMITS.exits) return null;
  for (let n = 1; n <= 99; n += 1) {
    const name = n === 1 ? "clickTag" : `clickTag${n}`;
    if (!exits[name]) return name;
  }
  return null;
}

/**
 * What uses an exit, as the user knows it: layers by name (a link layer, or an action), the features
 * (gallery slides, cube faces, chat replies) and the video call to action.
 */
export function exitUsers(
  document: Pick<AdDocument, "layers" | "features" | "stage">,
  name: string,
): string[] {
  const users: string[] = [];
  for (const layer of Object.values(document.layers)) {
    const link = layer.content.kind === "link" && layer.content.exit === name;
    const action = layer.actions.some((a) => a.do.type === "exit" && a.do.exit === name);
    if (link || action) users.push(layer.name || layer.id);
  }
  for (const feature of document.features) {
    const uses =
      (feature.type === "gallery" && feature.slides.some((s) => s.exit === name)) ||
      (feature.type === "cube" && feature.faces.some((f) => f.exit === name)) ||
      (feature.type === "chat" && feature.steps.some((s) => s.replies.some((r) => r.exit === name)));
    if (uses) users.push(`the ${feature.type} ${feature.id}`);
  }
  if (document.stage.callToAction?.exit === name) users.push("the call to action");
  return users;
}

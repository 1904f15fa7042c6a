import type { AdAction, AdEvent } from "../document/behaviour";
import type { AdDocument } from "../document/document";
import { type Issue, issue } from "./types";

/**
 * Cross-references the schema cannot see: a layer's page and parent exist (and parents form no cycle), a
 * parent is a container, every action names an exit, page, layer or feature the document has, every asset
 * hash used is in `assets`, and the base size is one of the sizes.
 */
export function documentIssues(doc: AdDocument): Issue[] {
  const issues: Issue[] = [];
  const pages = new Set(doc.pages.map((p) => p.id));
  const features = new Map(doc.features.map((f) => [f.id, f]));
  const hasAsset = (hash: string) => Object.hasOwn(doc.assets, hash);
  const missing = (path: string, what: string, id: string) =>
    issues.push(issue("reference", path, `${what} "${id}" does not exist in this ad.`));

  if (!Object.hasOwn(doc.teaser, doc.baseSize)) {
    issues.push(
      issue("base-size", "baseSize", `The base size ${doc.baseSize} must be one of the ad's sizes.`),
    );
  }
  for (const [hash, asset] of Object.entries(doc.assets)) {
    if (asset.hash !== hash)
      issues.push(issue("asset-hash", `assets.${hash}.hash`, "An asset's hash must be its key."));
  }
  const seenPages = new Set<string>();
  doc.pages.forEach((page, index) => {
    if (seenPages.has(page.id))
      issues.push(issue("duplicate-id", `pages.${index}.id`, `Page id "${page.id}" is used twice.`));
    seenPages.add(page.id);
  });

  for (const [id, layer] of Object.entries(doc.layers)) {
    const at = `layers.${id}`;
    if (layer.id !== id) issues.push(issue("layer-id", `${at}.id`, "A layer's id must be its key."));
    if (!pages.has(layer.page)) missing(`${at}.page`, "Page", layer.page);
    if (layer.parent !== null) {
      const parent = doc.layers[layer.parent];
      if (!parent) missing(`${at}.parent`, "Layer", layer.parent);
      else if (parent.content.kind !== "container") {
        issues.push(issue("parent-kind", `${at}.parent`, `Layer "${layer.parent}" is not a container.`));
      }
    }
    if (hasCycle(doc, id))
      issues.push(issue("parent-cycle", `${at}.parent`, "Layers cannot contain themselves."));
    const content = layer.content;
    if ("asset" in content && content.asset && !hasAsset(content.asset))
      missing(`${at}.content.asset`, "Asset", content.asset);
    if (content.kind === "video" && content.poster && !hasAsset(content.poster))
      missing(`${at}.content.poster`, "Asset", content.poster);
    if (content.kind === "link" && !Object.hasOwn(doc.exits, content.exit))
      missing(`${at}.content.exit`, "Exit", content.exit);
    if (content.kind === "feature" && !features.has(content.feature))
      missing(`${at}.content.feature`, "Feature", content.feature);
    layer.actions.forEach((action, index) => {
      const path = `${at}.actions.${index}`;
      eventReference(action.on, `${path}.on`, doc, missing);
      actionReference(action.do, `${path}.do`, doc, features, missing);
    });
  }

  doc.features.forEach((feature, index) => {
    const at = `features.${index}`;
    const assets =
      feature.type === "gallery"
        ? feature.slides.map((s) => s.asset)
        : feature.type === "cube"
          ? feature.faces.map((f) => f.asset)
          : feature.type === "view360"
            ? feature.frames
            : [];
    assets.forEach((hash, i) => {
      if (!hasAsset(hash)) missing(`${at}.${i}`, "Asset", hash);
    });
    if (feature.type === "cube") {
      feature.faces.forEach((face, i) => {
        if (face.poster && !hasAsset(face.poster)) missing(`${at}.faces.${i}.poster`, "Asset", face.poster);
      });
    }
    if (feature.type === "chat") {
      const steps = new Set(feature.steps.map((s) => s.id));
      if (!steps.has(feature.start)) missing(`${at}.start`, "Chat step", feature.start);
      feature.steps.forEach((step, s) => {
        step.replies.forEach((reply, r) => {
          if (reply.next && !steps.has(reply.next))
            missing(`${at}.steps.${s}.replies.${r}.next`, "Chat step", reply.next);
          if (reply.exit && !Object.hasOwn(doc.exits, reply.exit))
            missing(`${at}.steps.${s}.replies.${r}.exit`, "Exit", reply.exit);
        });
      });
    }
  });
  if (doc.stage.callToAction && !Object.hasOwn(doc.exits, doc.stage.callToAction.exit)) {
    missing("stage.callToAction.exit", "Exit", doc.stage.callToAction.exit);
  }
  return issues;
}

function hasCycle(doc: AdDocument, start: string): boolean {
  const seen = new Set<string>();
  let current: string | null = start;
  while (current !== null) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = doc.layers[current]?.parent ?? null;
  }
  return false;
}

type Missing = (path: string, what: string, id: string) => void;

function eventReference(on: AdEvent, path: string, doc: AdDocument, missing: Missing) {
  if (on.type === "videoEnd" && !doc.layers[on.layer]) missing(`${path}.layer`, "Layer", on.layer);
}

function actionReference(
  action: AdAction,
  path: string,
  doc: AdDocument,
  features: Map<string, AdDocument["features"][number]>,
  missing: Missing,
) {
  switch (action.type) {
    case "exit":
      if (!Object.hasOwn(doc.exits, action.exit)) missing(`${path}.exit`, "Exit", action.exit);
      return;
    case "goToPage":
      if (!doc.pages.some((p) => p.id === action.page)) missing(`${path}.page`, "Page", action.page);
      return;
    case "playVideo":
    case "pauseVideo":
    case "seekVideo":
    case "showLayer":
    case "hideLayer":
      if (!doc.layers[action.layer]) missing(`${path}.layer`, "Layer", action.layer);
      return;
    case "downloadVCard":
    case "richBotReply":
      if (!features.has(action.feature)) missing(`${path}.feature`, "Feature", action.feature);
      return;
    default:
      return;
  }
}

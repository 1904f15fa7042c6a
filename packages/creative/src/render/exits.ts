import type { AdDocument } from "../document/document";
import type { Feature } from "../document/features";

/** The events a click or a tap raises: what makes a layer a link or a button in the output. */
export const CLICK_EVENTS: ReadonlySet<string> = new Set(["click", "tap"]);

/** clickTag, clickTag2 … in number order, as ad servers list them. */
export function exitNames(doc: Pick<AdDocument, "exits">): string[] {
  const n = (name: string) => Number(name.slice(8) || 1);
  return Object.keys(doc.exits).sort((a, b) => n(a) - n(b));
}

/**
 * The exits a click on the layer opens in the shipped ad, in the order they fire: a button's own exit,
 * then its click and tap actions' exits. An exit the ad does not define is named too (it opens nothing);
 * the editor shows both as the output wires them.
 */
export function clickExits(doc: Pick<AdDocument, "layers">, layerId: string): string[] {
  const layer = doc.layers[layerId];
  if (!layer) return [];
  const names = layer.content.kind === "link" ? [layer.content.exit] : [];
  for (const action of layer.actions) {
    if (CLICK_EVENTS.has(action.on.type) && action.do.type === "exit") names.push(action.do.exit);
  }
  return [...new Set(names)];
}

const featureExits = (f: Feature) =>
  (f.type === "gallery" && f.slides.some((s) => s.exit)) ||
  (f.type === "cube" && f.faces.some((face) => face.exit)) ||
  (f.type === "chat" && f.steps.some((step) => step.replies.some((r) => r.exit)));

/**
 * The exit a click anywhere on the ad opens (Google Ads: an ad with no exit of its own is clickable as a
 * whole), or null when something in it exits: a button, a layer's exit action, a shown feature's slide,
 * face or reply, or the video call to action. `render` wires the stage from this, and the editor says it.
 */
export function wholeAdExit(doc: Pick<AdDocument, "exits" | "layers" | "pages" | "features" | "stage">) {
  if (doc.stage.callToAction) return null;
  const pages = new Set(doc.pages.map((p) => p.id));
  const features = new Map(doc.features.map((f) => [f.id, f]));
  for (const layer of Object.values(doc.layers)) {
    if (!pages.has(layer.page)) continue;
    const content = layer.content;
    if (content.kind === "link" || layer.actions.some((a) => a.do.type === "exit")) return null;
    const feature = content.kind === "feature" ? features.get(content.feature) : undefined;
    if (feature && featureExits(feature)) return null;
  }
  return exitNames(doc)[0] ?? null;
}

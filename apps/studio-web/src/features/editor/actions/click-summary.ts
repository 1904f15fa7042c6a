import type { AdDocument } from "@adstudio/creative/document";
import { clickExits, wholeAdExit } from "@adstudio/creative/render";

type Source = Pick<AdDocument, "exits" | "layers" | "pages" | "features" | "stage">;

/** An exit as the user knows it: its label (or name) and address, or that it has no address. */
function exitText(doc: Source, name: string): string {
  const exit = doc.exits[name];
  return exit ? `${exit.label || name} (${exit.url})` : `${name}, which has no address yet`;
}

const joined = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/**
 * What a click on the layer does in the shipped ad, read from render's own answer (`clickExits`,
 * `wholeAdExit`), so Properties and Actions say what the published ad does: a button's exit and its
 * click actions' exits, or the whole-ad exit that also catches its clicks. Null when a click on it opens
 * nothing.
 */
export function clickSummary(doc: Source, layerId: string): string | null {
  const layer = doc.layers[layerId];
  if (!layer) return null;
  const own = clickExits(doc, layerId);
  if (own.length > 0) return `A click on it opens ${joined(own.map((name) => exitText(doc, name)))}.`;
  const whole = wholeAdExit(doc);
  // A layer with click actions of its own handles the click; the rest pass it to the ad's whole-ad exit.
  const handles = layer.actions.some((a) => a.on.type === "click" || a.on.type === "tap");
  if (whole && !handles) {
    return `A click on it opens ${exitText(doc, whole)}, as a click anywhere on the ad does while nothing in it has an exit of its own.`;
  }
  return null;
}

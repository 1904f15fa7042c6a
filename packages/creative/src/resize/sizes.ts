import { parseSizeKey } from "@adstudio/core";
import { type AdDocument, DOCUMENT_LIMITS } from "../document/document";
import { designCanvas } from "../formats/blank";
import { allowsSize, formatOf } from "../formats/registry";
import { reflowLayout, type Stage } from "./reflow";

/** `sz728x90` → "728×90"; the special sizes keep their name. */
export const sizeLabel = (key: string) => {
  const parsed = parseSizeKey(key);
  return parsed?.width && key.startsWith("sz") ? `${parsed.width}×${parsed.height}` : key;
};

/** Why the format does not offer the size, in the words the editor and the API show; null when it does. */
export function sizeOfferProblem(format: string, key: string): string | null {
  const spec = formatOf(format);
  if (allowsSize(spec, key)) return null;
  const custom = spec.customSizes ? " or a custom size from 10×10 to 4000×4000" : "";
  return `${spec.label} ads do not come in ${sizeLabel(key)}; use ${spec.sizes.map(sizeLabel).join(", ")}${custom}.`;
}

/** Why the size cannot be added to the ad; null when it can. */
export function addSizeProblem(doc: AdDocument, key: string): string | null {
  const offer = sizeOfferProblem(doc.format, key);
  if (offer) return offer;
  if (Object.hasOwn(doc.teaser, key)) return `The ad already has ${sizeLabel(key)}.`;
  if (Object.keys(doc.teaser).length >= DOCUMENT_LIMITS.sizes) {
    return `Use at most ${DOCUMENT_LIMITS.sizes} sizes.`;
  }
  return null;
}

/** Why the size cannot be removed; null when it can. */
export function removeSizeProblem(doc: AdDocument, key: string): string | null {
  if (!Object.hasOwn(doc.teaser, key)) return `The ad has no ${sizeLabel(key)}.`;
  if (key === doc.baseSize)
    return `${sizeLabel(key)} is the base size; its layout is the one the others follow.`;
  if (Object.keys(doc.teaser).length <= 1) return "An ad keeps at least one size.";
  return null;
}

/** Writes every layer's re-flowed override for `key` on `stage`; answers the text layers that do not fit. */
function layOut(doc: AdDocument, key: string, stage: Stage): { unfit: string[] } {
  const { overrides, unfit } = reflowLayout(doc, stage);
  for (const [id, props] of Object.entries(overrides)) {
    const layer = doc.layers[id];
    if (layer) layer.overrides[key] = props;
  }
  return { unfit };
}

/**
 * Adds a size to the document (an immer draft or a copy the caller owns) and lays its layers out from
 * the base by their constraints. Returns the text layers that do not fit there; throws with
 * `addSizeProblem`'s words when the size cannot be added.
 */
export function addSize(doc: AdDocument, key: string): { unfit: string[] } {
  const problem = addSizeProblem(doc, key);
  if (problem) throw new Error(problem);
  const stage = designCanvas(key);
  const laidOut = layOut(doc, key, stage);
  doc.teaser[key] = stage;
  return laidOut;
}

/**
 * Lays an existing size out again from the base, replacing every layer's override for it (a size the ad
 * had before its layers were placed, or one whose fixes should start over). Returns the unfit text layers.
 */
export function reflowExistingSize(doc: AdDocument, key: string): { unfit: string[] } {
  const stage = doc.teaser[key];
  if (!stage) throw new Error(`The ad has no ${sizeLabel(key)}.`);
  if (key === doc.baseSize)
    throw new Error(`${sizeLabel(key)} is the base size; the others are laid out from it.`);
  return layOut(doc, key, stage);
}

/**
 * Lays one layer out in each of the ad's other sizes from its base props, as adding those sizes would
 * have: a layer added while the ad already has several sizes lands where its constraints put it in each,
 * not at its base coordinates (which may lie off a 728×90 stage).
 */
export function reflowAddedLayer(doc: AdDocument, id: string): void {
  for (const [key, stage] of Object.entries(doc.teaser)) {
    if (key === doc.baseSize) continue;
    const props = reflowLayout(doc, stage).overrides[id];
    const layer = doc.layers[id];
    if (layer && props) layer.overrides[key] = props;
  }
}

/** Removes a size and every layer's override for it; throws with `removeSizeProblem`'s words when it cannot. */
export function removeSize(doc: AdDocument, key: string): void {
  const problem = removeSizeProblem(doc, key);
  if (problem) throw new Error(problem);
  delete doc.teaser[key];
  for (const layer of Object.values(doc.layers)) delete layer.overrides[key];
}

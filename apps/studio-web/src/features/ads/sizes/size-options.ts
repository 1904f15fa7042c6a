import type { AdDocument } from "@adstudio/creative/document";
import { formatOf } from "@adstudio/creative/formats";
import { addSizeProblem, removeSizeProblem, sizeLabel } from "@adstudio/creative/resize";

export interface SizeOption {
  key: string;
  label: string;
}

/** The format's sizes the ad does not have yet, in catalogue order, that it may still add. */
export function sizesToAdd(document: AdDocument): SizeOption[] {
  return formatOf(document.format)
    .sizes.filter((key) => addSizeProblem(document, key) === null)
    .map((key) => ({ key, label: sizeLabel(key) }));
}

/** Whether the ad may take a custom size (the banner formats) and has room for one more size. */
export const allowsCustomSize = (document: AdDocument) =>
  formatOf(document.format).customSizes && addSizeProblem(document, "sz10x10") === null;

/** The ad's sizes a designer may remove: all but the base size, and never the last. */
export function sizesToRemove(document: AdDocument): SizeOption[] {
  return Object.keys(document.teaser)
    .filter((key) => removeSizeProblem(document, key) === null)
    .map((key) => ({ key, label: sizeLabel(key) }));
}

/** `250`, `250` → `sz250x250`, the teaser key of a custom size. */
export const customSizeKey = (width: number, height: number) => `sz${width}x${height}`;

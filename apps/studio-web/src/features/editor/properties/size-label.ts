import type { AdDocument } from "@adstudio/creative/document";

/** A size as people say it: "728×90", or the special size's key ("responsive"). */
export function sizeLabel(document: Pick<AdDocument, "teaser">, size: string): string {
  const teaser = document.teaser[size];
  return /^sz\d/.test(size) && teaser ? `${teaser.width}×${teaser.height}` : size;
}

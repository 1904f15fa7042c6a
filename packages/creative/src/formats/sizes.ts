import { SIZES, type SizeEntry } from "@adstudio/core";
import type { TeaserKey } from "./types";

/**
 * Size lists of the registry, drawn from core's catalogue so a size exists once. A name that is not in
 * the catalogue throws when the module loads: a typo must not silently drop a size from the editor.
 */
export function catalogueKeys(...names: string[]): TeaserKey[] {
  const wanted = new Set(names);
  for (const name of names) {
    if (!SIZES.some((s) => s.key === name)) throw new Error(`${name} is not in core's size catalogue`);
  }
  // Catalogue order, whatever order the caller listed them in: the editor shows sizes in one order.
  return SIZES.filter((s) => wanted.has(s.key)).map((s) => s.key);
}

/** Every fixed pixel size of the catalogue (no responsive, mobile or video sizes). */
export function fixedKeys(exclude: readonly string[] = []): TeaserKey[] {
  return SIZES.filter((s: SizeEntry) => !s.special && !exclude.includes(s.key)).map((s) => s.key);
}

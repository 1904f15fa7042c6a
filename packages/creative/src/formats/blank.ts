import type { AdType } from "@adstudio/core";
import { parseSizeKey } from "@adstudio/core";
import { type AdDocument, DOCUMENT_VERSION } from "../document/document";
import { MIGRATION_IDS } from "../document/migrate";
import { formatOf } from "./registry";

/** The design canvas of the sizes that fill a screen: a phone held upright, or the 16:9 player. */
const PHONE_CANVAS = { width: 360, height: 640 } as const;
const PLAYER_CANVAS = { width: 640, height: 360 } as const;

/** The canvas a size's layers are placed on: its own pixels, or a design canvas for the special sizes. */
export function designCanvas(key: string): { width: number; height: number } {
  // Custom sizes (`sz250x250`) are their own pixels too, not only the catalogue's.
  const parsed = parseSizeKey(key);
  if (parsed?.width && parsed.height && key.startsWith("sz"))
    return { width: parsed.width, height: parsed.height };
  return key === "vast" || key === "in-stream" ? { ...PLAYER_CANVAS } : { ...PHONE_CANVAS };
}

/**
 * A new ad's document: the format's default sizes, one empty page on a white stage, no layers, and every
 * migration listed as applied (it is born current). It parses with the schema; `validate` still lists what the format requires (a cube, a video…) until it is added.
 */
export function blankDocument(type: AdType, name: string): AdDocument {
  const spec = formatOf(type);
  const teaser = Object.fromEntries(spec.defaultSizes.map((key) => [key, designCanvas(key)]));
  return {
    version: DOCUMENT_VERSION,
    migrations: [...MIGRATION_IDS],
    format: type,
    name,
    baseSize: spec.defaultSizes[0] ?? "sz300x250",
    teaser,
    // Video ads start skippable after 5 s, the common pre-roll setting (a skip offset the spot's own
    // length would be no skip); the editor's Video delivery settings change or clear it.
    stage:
      type === "vast" || type === "vpaid"
        ? { background: "#ffffff", skipAfterMs: 5000 }
        : { background: "#ffffff" },
    pages: [{ id: "page1", name: "Page 1" }],
    layers: {},
    exits: {},
    features: [],
    assets: {},
  };
}

// Used only by the tests of this folder.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Asset } from "@adstudio/creative";
import sharp from "sharp";
import type { FileStorage } from "../../storage/index.js";
import { assetStorageKey } from "./asset-files.js";

/**
 * The samples' coffee-cup picture, made as the demo seed made it (the SVG drawn to a 600 px PNG), put in
 * `storage` under its hash; answers the asset a document refers to it by.
 */
export async function storeCupPicture(storage: FileStorage): Promise<Asset> {
  const svg = await readFile(new URL("../../../creatives/samples/banner-300x250/cup.svg", import.meta.url));
  const png = await sharp(svg, { density: 144 }).resize({ width: 600 }).png().toBuffer();
  const meta = await sharp(png).metadata();
  const asset: Asset = {
    hash: createHash("sha256").update(png).digest("hex"),
    type: "image",
    mime: "image/png",
    name: "Coffee cup.png",
    bytes: png.length,
    width: meta.width,
    height: meta.height,
  };
  await storage.put(assetStorageKey(asset), png, asset.mime);
  return asset;
}

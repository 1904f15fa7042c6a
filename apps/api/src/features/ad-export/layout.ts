import type { AdServer, AdTagType, ExportServer } from "@adstudio/contract";
import { parseSizeKey } from "@adstudio/core";
import { zipBaseName } from "@adstudio/creative/validate";

/**
 * Where each file of a package for ad servers goes. The names follow what the ad servers' uploads read:
 *
 * - CM360 batch upload makes one creative per folder (or per shared base name) and wants lower-case
 *   extensions: `cm360/{name}_{W}x{H}/` holds the HTML5 zip and its backup image under one base name.
 * - GAM takes one HTML5 zip per creative (its size from the zip's `ad.size` meta) and image creatives sized
 *   by their pixels: `gam/{name}_{W}x{H}.zip` beside `gam/{name}_{W}x{H}.jpg`.
 * - Tags, one file each, under `tags/{server}/`.
 */

/**
 * The base name of one size's files: `{slug}_300x250` (`{slug}_responsive` for a size without pixels), the
 * slug shortened so that its zip's name keeps to the ad servers' 50 characters.
 */
export function sizeBaseName(slug: string, size: string): string {
  const bare = parseSizeKey(size)?.size ?? size.replace(/[^A-Za-z0-9-]/g, "");
  return zipBaseName(slug, `_${bare}`);
}

export const cm360Zip = (base: string) => `cm360/${base}/${base}.zip`;
export const cm360Image = (base: string) => `cm360/${base}/${base}.jpg`;
export const gamZip = (base: string) => `gam/${base}.zip`;
export const gamImage = (base: string) => `gam/${base}.jpg`;
export const tagFile = (server: AdServer, base: string, type: AdTagType) =>
  `tags/${server}/${base}.${type}.html`;

/** The zip path of a size per layout (null for a still, whose image is the creative). */
export const zipPaths = (layouts: readonly ExportServer[], base: string, html5: boolean) =>
  Object.fromEntries(layouts.map((l) => [l, html5 ? (l === "cm360" ? cm360Zip(base) : gamZip(base)) : null]));

export const imagePaths = (layouts: readonly ExportServer[], base: string) =>
  Object.fromEntries(layouts.map((l) => [l, l === "cm360" ? cm360Image(base) : gamImage(base)]));

/** The package's own file name: `{slug}-v3-ad-servers.zip`, or `-cm360` / `-gam` for one layout. */
export const packageFileName = (slug: string, version: number, server?: ExportServer) =>
  `${slug}-v${version}-${server ?? "ad-servers"}.zip`;

import {
  AD_EXPORT_UNPUBLISHED_MESSAGE,
  AD_EXPORT_VIDEO_MESSAGE,
  AD_SERVERS,
  AD_TAG_TYPES,
  type AdExportManifest,
  type AdExportQuery,
  EXPORT_MANIFEST_FILE,
  EXPORT_SERVERS,
  type ExportSize,
} from "@adstudio/contract";
import { parseSizeKey } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative";
import { exitNames } from "@adstudio/creative/render";
import { estimateWeight, fileNameSlug } from "@adstudio/creative/validate";
import { type Zippable, zipSync } from "fflate";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { conflict } from "../../http/errors.js";
import { adTags } from "../ad-tags/index.js";
import {
  latestPublishedDesign,
  prepareStill,
  rasteriseSize,
  STILL_FORMAT,
  sizeZips,
  VIDEO_TAG_FORMATS,
  visibleAd,
} from "../ads/index.js";
import {
  cm360Image,
  cm360Zip,
  gamImage,
  gamZip,
  imagePaths,
  packageFileName,
  sizeBaseName,
  tagFile,
  zipPaths,
} from "./layout.js";

/** The landing pages, by click-tag name in number order (clickTag, clickTag2 …); exits without one are left out. */
const exitsOf = (design: AdDocument) =>
  exitNames(design)
    .map((name) => ({ name, url: design.exits[name]?.url ?? "" }))
    .filter((exit) => exit.url);

/** IAB initial and polite (subload) weights of an HTML5 size, as the studio's weight check counts them. */
function loadWeights(design: AdDocument, size: string) {
  const weight = estimateWeight(design, size);
  return { initialLoadBytes: weight.initialBytes, politeLoadBytes: weight.subloadBytes };
}

/**
 * The package for ad servers of the ad's live (newest) published version: each size's HTML5 zip and a
 * backup image drawn by the still renderer, laid out for CM360 batch upload and GAM (both, or the one
 * `server` names), the ad-tags feature's tags as files, and `manifest.json`. The sizes, exits and files
 * are the published design's, so the package matches what the version serves.
 */
export async function exportPackage(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  query: AdExportQuery,
  origin: string,
): Promise<{ zip: ReturnType<typeof zipSync>; fileName: string }> {
  const ad = await visibleAd(deps, auth, id);
  if (VIDEO_TAG_FORMATS.includes(ad.type)) throw conflict(AD_EXPORT_VIDEO_MESSAGE);
  const version = ad.latestVersion;
  if (!version) throw conflict(AD_EXPORT_UNPUBLISHED_MESSAGE);
  const design = (await latestPublishedDesign(deps, ad.id)) ?? ad.document;
  const layouts = query.server ? [query.server] : [...EXPORT_SERVERS];
  const tagServers = query.server ? [query.server] : [...AD_SERVERS];
  const tags = await adTags(deps, auth, ad.id, query.server ? { server: query.server } : {}, origin);
  const sizes = Object.keys(design.teaser);
  const html5 = design.format !== STILL_FORMAT;
  const mtime = ad.updatedAt;

  const zips = html5 ? await sizeZips(deps, ad.id, design, sizes, mtime) : {};
  // One drawing for every size's backup image: pictures and fonts are read once.
  const drawing = await prepareStill(design, deps.storage);
  const slug = fileNameSlug(ad.name);
  const exits = exitsOf(design);
  // Zips and JPEGs are already compressed: stored as they are, the package is quick to make and open.
  const files: Zippable = {};
  const stored = (bytes: Uint8Array): [Uint8Array, { level: 0 }] => [bytes, { level: 0 }];
  const manifestSizes: ExportSize[] = [];

  for (const size of sizes) {
    const base = sizeBaseName(slug, size);
    const { jpeg } = await rasteriseSize(drawing, size);
    const zip = zips[size];
    for (const layout of layouts) {
      files[layout === "cm360" ? cm360Image(base) : gamImage(base)] = stored(jpeg);
      if (zip) files[layout === "cm360" ? cm360Zip(base) : gamZip(base)] = stored(zip);
    }
    const sizeTags: Record<string, Record<string, string>> = {};
    for (const tag of tags.tags.filter((t) => t.size === size)) {
      const path = tagFile(tag.server, base, tag.type);
      files[path] = new TextEncoder().encode(`${tag.code}\n`);
      sizeTags[tag.server] = { ...sizeTags[tag.server], [tag.type]: path };
    }
    const parsed = parseSizeKey(size);
    const stage = design.teaser[size];
    manifestSizes.push({
      size,
      width: parsed?.width ?? stage?.width ?? null,
      height: parsed?.height ?? stage?.height ?? null,
      kind: html5 ? "html5" : "image",
      zip: zipPaths(layouts, base, html5),
      backupImage: imagePaths(layouts, base),
      tags: sizeTags,
      exits,
      weights: {
        zipBytes: zip?.length ?? 0,
        backupImageBytes: jpeg.length,
        ...(html5 ? loadWeights(design, size) : { initialLoadBytes: jpeg.length, politeLoadBytes: 0 }),
      },
    });
  }

  const manifest: AdExportManifest = {
    adId: ad.id,
    name: ad.name,
    format: design.format,
    version,
    layouts,
    tagServers,
    tagTypes: [...AD_TAG_TYPES].filter((type) => tags.tags.some((t) => t.type === type)),
    sizes: manifestSizes,
  };
  files[EXPORT_MANIFEST_FILE] = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  return {
    zip: zipSync(files, { level: 9, mtime }),
    fileName: packageFileName(slug, version, query.server),
  };
}

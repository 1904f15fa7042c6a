import { AD_SIZE_MESSAGE, AD_STALE_MESSAGE, ALL_SIZES } from "@adstudio/contract";
import { type AdDocument, RenderError } from "@adstudio/creative";
import { fileNameSlug, zipBaseName } from "@adstudio/creative/validate";
import { toVast, VastBuildError, type VastRendition, vastVideoAsset } from "@adstudio/creative/vast";
import { XR_CONFIG_FILE, XR_TARGET_FILE, xrPhoneConfig } from "@adstudio/creative/xr";
import { zipSync } from "fflate";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { contentTypeOf } from "../../http/content-type.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import {
  checkPublish,
  type PublishApproval,
  recordPublished,
  tellApproversOfPublish,
} from "../ad-approval/index.js";
import { xrTargetStorageKey } from "../xr/index.js";
import { renderedFolder } from "./asset-files.js";
import { prepareStill, STILL_FORMAT, type StillDrawing, stillFolder } from "./rasterise.js";
import { renditionsOfVideo } from "./renditions-repo.js";
import * as repo from "./repo.js";
import { AD_NOT_FOUND, getAd, visibleAd } from "./service.js";
import { withSizeRedirect } from "./size-redirect.js";
import { adTemplateFiles } from "./template-files.js";
import { drawThumbnail, THUMBNAIL_FILE } from "./thumbnail.js";

/** The formats whose published version is also a VAST tag at `/api/vast/{adId}.xml`. */
export const VIDEO_TAG_FORMATS: readonly string[] = ["vast", "vpaid"];

/** The version's root page: the base size's, sending other sizes' pixels to their folders. */
const rootPage = (bytes: Uint8Array, document: AdDocument) =>
  new TextEncoder().encode(withSizeRedirect(new TextDecoder().decode(bytes), document));

/** Render and VAST errors are about the document: the caller fixes it (400), nothing is stored. */
function asBadRequest(error: unknown): never {
  if (error instanceof RenderError || error instanceof VastBuildError) throw badRequest(error.message);
  throw error;
}

/**
 * Where the studio's tracker receives a published creative's beacons (impressions, viewability, clicks
 * per exit, interactions …), per size so the figures break down by size, and naming the version so the
 * tracker checks each beacon against the document that version was published from. Site-relative: the
 * hosted page resolves it against its own address, so no publishing request's Host is ever stored.
 */
const trackerUrl = (adId: string, version: number, size: string, base: string) =>
  `${base}/api/tracker/event?ad=${adId}&v=${version}&size=${encodeURIComponent(size)}`;

/**
 * Where a hosted creative's beacons go: site-relative while the studio serves it, but a creative loaded
 * from ADSTUDIO_CDN_URL lives on another host, so it names the studio (ADSTUDIO_PUBLIC_URL, required then).
 */
const trackerBase = (deps: AppDeps) => (deps.config.cdnUrl ? (deps.config.publicUrl ?? "") : "");

/** A video ad's VAST tag in its version's folder. */
export const VAST_FILE = "vast.xml";

/**
 * A version's file as the ad's row stores it: site-relative, so the address follows whatever host name the
 * studio is browsed under (answers add the origin with `absoluteUrl`).
 */
export const versionPath = (adId: string, version: number, file = "index.html") =>
  `/creatives/${adId}/${version}/${file}`;

/**
 * A video ad's VAST tag for one version: its media addresses, ids and tracking name the version, so each
 * version (a rollback's copy too) gets its own. Stored site-relative (`/creatives/…`, `/api/vast/track`):
 * whoever serves it makes the addresses absolute from the configured public address (`servedVast`), so a
 * forged Host on the publish request cannot reach a player. Throws VastBuildError for a document toVast
 * refuses.
 */
export function vastTag(
  document: AdDocument,
  adId: string,
  version: number,
  renditions: readonly VastRendition[] = [],
): Uint8Array {
  const xml = toVast(document, { baseUrl: "", adId, version, trackerUrl: "/api/vast/track", renditions });
  return new TextEncoder().encode(xml);
}

/**
 * The ad video's transcoded renditions as MediaFiles, served from `/api/assets/{hash}.{ext}` (immutable,
 * public, byte ranges): those made by the time of publishing; a video still transcoding is published
 * with its source alone and gets them at its next publish.
 */
async function vastRenditions(deps: AppDeps, document: AdDocument): Promise<VastRendition[]> {
  const video = vastVideoAsset(document);
  const renditions = await renditionsOfVideo(deps.database.db, video.hash);
  return renditions.map(({ hash, mime, width, height, bitrateKbps, codec, bytes }) => ({
    url: `/api/assets/${hash}.${mime === "video/webm" ? "webm" : "mp4"}`,
    mime,
    width,
    height,
    bitrateKbps,
    codec,
    bytes,
  }));
}

export const missingXrTargetMessage =
  "The poster's image target is missing from the storage: compile the poster again in the editor.";

/**
 * An AI tracker's phone page files (issue 35): `xr.json` (what the page frames and where the poster is)
 * and the compiled target the editor stored, beside the version's sizes.
 */
async function xrFiles(deps: AppDeps, document: AdDocument): Promise<[string, Uint8Array][]> {
  const config = xrPhoneConfig(document);
  if (!config) return [];
  const files: [string, Uint8Array][] = [[XR_CONFIG_FILE, Buffer.from(JSON.stringify(config))]];
  const target = document.stage.xrTarget;
  if (config.target && target) {
    const stored = await deps.storage.get(xrTargetStorageKey(target.hash));
    if (!stored) throw badRequest(missingXrTargetMessage);
    files.push([XR_TARGET_FILE, stored.bytes]);
  }
  return files;
}

/**
 * Every file of a version, keyed by storage key: each size in its own folder (`sz300x250/index.html` +
 * its assets; for image-generator the page + `sz300x250.png` + `sz300x250.jpg`), the base size also at
 * the version's root (what `location` and a VPAID overlay load), for video formats the VAST tag, and the
 * list's `thumbnail.png` when the base size can be drawn as a still.
 */
async function versionFiles(
  deps: AppDeps,
  adId: string,
  version: number,
  document: AdDocument,
): Promise<Map<string, Uint8Array>> {
  const prefix = `${CREATIVES_STORAGE_PREFIX}${adId}/${version}/`;
  const files = new Map<string, Uint8Array>();
  let drawing: StillDrawing | undefined;
  const templates = adTemplateFiles(deps, adId);
  try {
    // A still's pictures are read and checked once, for all its sizes and its thumbnail.
    if (document.format === STILL_FORMAT) drawing = await prepareStill(document, deps.storage);
    for (const size of Object.keys(document.teaser)) {
      const tracker = trackerUrl(adId, version, size, trackerBase(deps));
      const folder = drawing
        ? await stillFolder(drawing, size, { trackerUrl: tracker })
        : await renderedFolder(deps.storage, document, size, "hosted", tracker, templates);
      for (const [path, bytes] of Object.entries(folder)) {
        files.set(`${prefix}${size}/${path}`, bytes);
        if (size === document.baseSize)
          files.set(`${prefix}${path}`, path === "index.html" ? rootPage(bytes, document) : bytes);
      }
    }
    for (const [path, bytes] of await xrFiles(deps, document)) files.set(`${prefix}${path}`, bytes);
    if (VIDEO_TAG_FORMATS.includes(document.format)) {
      files.set(
        `${prefix}${VAST_FILE}`,
        vastTag(document, adId, version, await vastRenditions(deps, document)),
      );
    }
  } catch (error) {
    asBadRequest(error);
  }
  const thumbnail = await drawThumbnail(deps, { id: adId, document }, version, drawing);
  if (thumbnail) files.set(`${prefix}${THUMBNAIL_FILE}`, thumbnail);
  return files;
}

/**
 * Writes version `latest + 1` of an ad at `revision` and records it with its `notes` and document, with
 * the ad's row locked, so concurrent publishes become consecutive versions. Answers undefined for an
 * unknown ad; a stale revision answers 409 and writes nothing, as does a publish the approval gate
 * refuses (issue 31: the company requires an approved version). A publish sets the ad's approval state
 * to published and adds it to the audit trail. Nothing it stores names a host: the request that
 * publishes has no say in any address.
 */
/**
 * Writes a version's files; when one fails (a storage outage), those already written are removed again
 * (as far as the storage lets), so no half version is left behind the transaction that rolls back.
 */
async function writeVersionFiles(deps: AppDeps, files: Map<string, Uint8Array>): Promise<void> {
  const written: string[] = [];
  try {
    for (const [key, bytes] of files) {
      await deps.storage.put(key, bytes, contentTypeOf(key));
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

export async function publishVersion(
  deps: AppDeps,
  ad: { id: string; document: AdDocument },
  revision: number,
  publishedBy: string | null,
  notes: string | null = null,
): Promise<{ version: number; approval: PublishApproval } | undefined> {
  return repo.withAdLocked(deps.database.db, ad.id, async (locked, tx) => {
    if (locked.revision !== revision) throw conflict(AD_STALE_MESSAGE, { revision: AD_STALE_MESSAGE });
    const approval = await checkPublish(tx, ad.id, revision);
    const version = (locked.latestVersion ?? 0) + 1;
    // The row lock keeps the document at `revision` (saves wait for it), so `ad.document` is it.
    const files = await versionFiles(deps, ad.id, version, ad.document);
    await writeVersionFiles(deps, files);
    const thumbnailKey = `${CREATIVES_STORAGE_PREFIX}${ad.id}/${version}/${THUMBNAIL_FILE}`;
    await repo.recordPublish(tx, {
      adId: ad.id,
      revision,
      version,
      sizes: Object.keys(ad.document.teaser),
      publishedBy,
      location: versionPath(ad.id, version),
      thumbnail: files.has(thumbnailKey) ? versionPath(ad.id, version, THUMBNAIL_FILE) : "",
      notes,
      document: ad.document,
    });
    await recordPublished(tx, { adId: ad.id, version: approval.version, actorId: publishedBy, note: notes });
    return { version, approval };
  });
}

/**
 * Publishes the ad as the caller saw it (`revision`): an immutable version of every size, with the
 * caller's notes (already trimmed by the contract; blank notes are none). `origin` only makes the answer's
 * addresses absolute; nothing stored depends on it.
 */
export async function publishAd(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: { revision: number; notes?: string | undefined },
  origin: string,
) {
  const { revision } = body;
  const current = await visibleAd(deps, auth, id);
  if (current.revision !== revision) throw conflict(AD_STALE_MESSAGE, { revision: AD_STALE_MESSAGE });
  const notes = body.notes ? body.notes : null;
  const published = await publishVersion(deps, current, revision, auth.user.id, notes);
  if (published === undefined) throw notFound(AD_NOT_FOUND);
  await tellApproversOfPublish(deps, {
    adId: current.id,
    adName: current.name,
    version: published.approval.version,
    actor: auth.user,
    origin,
  });
  return getAd(deps, auth, current.id, origin);
}

type Zipped = ReturnType<typeof zipSync>;

/**
 * Each size's zip of a document, keyed by size: an HTML5 creative (index.html + assets, relative paths),
 * or for image-generator the size's PNG and JPEG. The download zips the saved document; the package for
 * ad servers zips the published version's design. Render errors answer 400.
 */
export async function sizeZips(
  deps: AppDeps,
  adId: string,
  document: AdDocument,
  sizes: readonly string[],
  mtime: Date,
): Promise<Record<string, Zipped>> {
  const options = { level: 9, mtime } as const;
  const zips: Record<string, Zipped> = {};
  const templates = adTemplateFiles(deps, adId);
  try {
    // A still's pictures are read and checked once, for all its sizes.
    const drawing = document.format === STILL_FORMAT ? await prepareStill(document, deps.storage) : undefined;
    for (const key of sizes) {
      const folder = drawing
        ? await stillFolder(drawing, key)
        : await renderedFolder(deps.storage, document, key, "zip", undefined, templates);
      zips[key] = zipSync(folder, options);
    }
  } catch (error) {
    asBadRequest(error);
  }
  return zips;
}

/**
 * A zip of one size from the saved document, ready to upload (see {@link sizeZips}). `size=all` answers a
 * zip holding each size's zip, so a campaign's set is one download and each file still uploads on its own.
 */
export async function downloadZip(deps: AppDeps, auth: AuthContext, id: string, size: string) {
  const current = await visibleAd(deps, auth, id);
  const sizes = size === ALL_SIZES ? Object.keys(current.document.teaser) : [size];
  if (!sizes.every((key) => Object.hasOwn(current.document.teaser, key)))
    throw badRequest(AD_SIZE_MESSAGE, { size: AD_SIZE_MESSAGE });
  const slug = fileNameSlug(current.name);
  const zipped = await sizeZips(deps, current.id, current.document, sizes, current.updatedAt);
  // Each within the ad servers' 50 characters: the name is shortened, never the size.
  const zips = Object.fromEntries(
    Object.entries(zipped).map(([key, bytes]) => [`${zipBaseName(slug, `-${key}`)}.zip`, bytes]),
  );
  if (size !== ALL_SIZES)
    return { zip: Object.values(zips)[0] as Zipped, fileName: `${zipBaseName(slug, `-${size}`)}.zip` };
  // The inner zips are already compressed; storing them keeps the outer zip quick to make and open.
  const zip = zipSync(
    Object.fromEntries(Object.entries(zips).map(([name, bytes]) => [name, [bytes, { level: 0 }]])),
    { level: 9, mtime: current.updatedAt },
  );
  return { zip, fileName: `${zipBaseName(slug, "-all-sizes")}.zip` };
}

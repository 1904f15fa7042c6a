import {
  AD_STALE_MESSAGE,
  AD_VERSION_MESSAGE,
  type AdRollbackInput,
  type AdVersion,
} from "@adstudio/contract";
import { type AdDocument, upgradeDocument } from "@adstudio/creative";
import { VastBuildError } from "@adstudio/creative/vast";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { creativeAddress } from "../../http/public-url.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import { recordPublished } from "../ad-approval/index.js";
import { VAST_FILE, VIDEO_TAG_FORMATS, vastTag, versionPath } from "./publish.js";
import * as repo from "./repo.js";
import { AD_NOT_FOUND, getAd, visibleAd } from "./service.js";
import { THUMBNAIL_FILE } from "./thumbnail.js";
import * as versionRepo from "./version-repo.js";

export const versionNotFoundMessage = (version: number) => `This ad has no version ${version}.`;
export const versionLiveMessage = (version: number) =>
  `Version ${version} is live already: restore it into the draft, or choose an older version.`;
export const versionFilesMissingMessage = (version: number) =>
  `The files of version ${version} are missing from the storage, so it cannot be served again.`;
export const versionWithoutDesignMessage = (version: number) =>
  `Version ${version} was published before Adstudio kept each version's design, so it cannot be made again; open the ad and publish it instead.`;
export const rollbackNote = (version: number) => `Rollback to version ${version}`;

/** The ad's published versions, newest first; `live` is the one its location serves. */
export async function listAdVersions(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  origin: string,
): Promise<{ versions: AdVersion[] }> {
  const ad = await visibleAd(deps, auth, id);
  const rows = await versionRepo.listVersions(deps.database.db, ad.id);
  return {
    versions: rows.map((row) => ({
      version: row.version,
      revision: row.revision,
      sizes: row.sizes,
      notes: row.notes,
      publishedBy: row.userId && row.userName !== null ? { _id: row.userId, name: row.userName } : null,
      publishedAt: row.createdAt.toISOString(),
      location: creativeAddress(origin, versionPath(ad.id, row.version), deps.config.cdnUrl),
      live: row.version === ad.latestVersion,
    })),
  };
}

/** A stored design brought to the current document version; 400 when this Adstudio cannot read it. */
function storedDesign(document: AdDocument | null, version: number): AdDocument {
  if (!document) throw badRequest(versionWithoutDesignMessage(version), { version: AD_VERSION_MESSAGE });
  const migrated = upgradeDocument(document);
  if (!migrated.ok) {
    const message = migrated.issues[0]?.message ?? versionWithoutDesignMessage(version);
    throw badRequest(message, { version: message });
  }
  return migrated.document;
}

/** The VAST tag of version k's design for version `version`; 400 when toVast refuses the design. */
function newVastTag(design: AdDocument, adId: string, version: number): Uint8Array {
  try {
    return vastTag(design, adId, version);
  } catch (error) {
    if (error instanceof VastBuildError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Serves version k again without rewriting history: its stored files are copied, byte for byte, to a new
 * version N+1, which becomes the ad's location. Copying (rather than rendering k's design again) ships
 * exactly what was live before, even if the renderer or an asset changed since. Only the VAST tag names
 * its own version (its media addresses and ids), so it is made again by toVast from k's design, which
 * every version keeps for that (and for `restoreDraft`). Everything is checked before anything is written;
 * the ad's row stays locked throughout, so a publish or save in between waits and then sees N+1.
 */
export async function rollbackAd(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: AdRollbackInput,
  origin: string,
) {
  const current = await visibleAd(deps, auth, id);
  const k = body.version;
  const done = await repo.withAdLocked(deps.database.db, current.id, async (locked, tx) => {
    if (locked.revision !== body.revision) throw conflict(AD_STALE_MESSAGE, { revision: AD_STALE_MESSAGE });
    const source = await versionRepo.findVersion(tx, current.id, k);
    if (!source) throw notFound(versionNotFoundMessage(k));
    const live = locked.latestVersion === k;
    if (live && !body.restoreDraft)
      throw badRequest(versionLiveMessage(k), { version: versionLiveMessage(k) });
    const video = VIDEO_TAG_FORMATS.includes(current.type);
    const design = body.restoreDraft || video ? storedDesign(source.document, k) : null;
    const from = `${CREATIVES_STORAGE_PREFIX}${current.id}/${k}/`;
    const keys = live ? [] : await deps.storage.list(from);
    if (!live && !keys.some((key) => key === `${from}index.html`))
      throw notFound(versionFilesMissingMessage(k));

    let revision = source.revision;
    if (body.restoreDraft && design) {
      // The ad's name is the ad's, not the old version's: keep it in the restored design.
      const saved = await repo.updateAdAtRevision(tx, current.id, locked.revision, {
        document: { ...design, name: current.name },
      });
      if (!saved) throw conflict(AD_STALE_MESSAGE, { revision: AD_STALE_MESSAGE });
      revision = saved.revision;
    }
    if (live) return true;

    const version = (locked.latestVersion ?? 0) + 1;
    const xml = video && design ? newVastTag(design, current.id, version) : null;
    const to = `${CREATIVES_STORAGE_PREFIX}${current.id}/${version}/`;
    for (const key of keys) {
      if (xml && key === `${from}${VAST_FILE}`) continue;
      await deps.storage.copy(key, `${to}${key.slice(from.length)}`);
    }
    if (xml) await deps.storage.put(`${to}${VAST_FILE}`, xml, "application/xml; charset=utf-8");
    const note = rollbackNote(k);
    await repo.recordPublish(tx, {
      adId: current.id,
      revision,
      version,
      sizes: source.sizes,
      publishedBy: auth.user.id,
      location: versionPath(current.id, version),
      // The copied thumbnail, when version k had one.
      thumbnail: keys.includes(`${from}${THUMBNAIL_FILE}`)
        ? versionPath(current.id, version, THUMBNAIL_FILE)
        : "",
      notes: body.notes ? `${note}: ${body.notes}` : note,
      document: source.document,
    });
    // A rollback is a publish for the approval workflow (state published, a row in the audit trail), but
    // it is not gated by approval: it serves again a version that already went out, and in a company that
    // requires approval that version was published through the gate (or before the setting was on).
    await recordPublished(tx, {
      adId: current.id,
      version: null,
      actorId: auth.user.id,
      note: body.notes ? `${note}: ${body.notes}` : note,
    });
    return true;
  });
  if (done === undefined) throw notFound(AD_NOT_FOUND);
  return getAd(deps, auth, current.id, origin);
}

/**
 * The design the ad's newest version was published from, brought to the current document version; null
 * when it has no version, the version kept no design, or this Adstudio cannot read it.
 */
export async function latestPublishedDesign(deps: AppDeps, adId: string): Promise<AdDocument | null> {
  const [latest] = await versionRepo.listVersions(deps.database.db, adId);
  const row = latest ? await versionRepo.findVersion(deps.database.db, adId, latest.version) : undefined;
  if (!row?.document) return null;
  const upgraded = upgradeDocument(row.document);
  return upgraded.ok ? upgraded.document : null;
}

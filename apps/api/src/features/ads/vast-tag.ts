import { randomBytes } from "node:crypto";
import { VAST_VERSION_UNKNOWN_MESSAGE } from "@adstudio/contract";
import { servedVastTag } from "@adstudio/creative/vast";
import type { AppDeps } from "../../app-env.js";
import { notFound } from "../../http/errors.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import { VAST_FILE, VIDEO_TAG_FORMATS } from "./publish.js";
import * as repo from "./repo.js";

const TAG_NOT_FOUND = "VAST tag not found";

/** A fresh impression id for one fetch of a tag: 16 random bytes, base64url (VAST_SERVED_IMP). */
export const newVastImpressionId = () => randomBytes(16).toString("base64url");

/**
 * The published VAST tag of a video ad as one fetch gets it: version `version` (absent: the latest),
 * its pixels carrying a fresh impression id (and `pv=1` for a preview), so a play's pixels count once
 * per impression. 404 for an unknown, unpublished or template ad, another format, or a version the ad
 * never published. Public: players on any page load it. Tags published before impression ids have no
 * placeholder and are served as stored; their pixels are keyed by client.
 */
export async function servedVastTagOf(
  deps: AppDeps,
  id: string,
  options: { preview?: boolean; version?: number | undefined } = {},
): Promise<string> {
  const published = await repo.findPublished(deps.database.db, id);
  if (!published || !VIDEO_TAG_FORMATS.includes(published.type)) throw notFound(TAG_NOT_FOUND);
  const version = options.version ?? published.version;
  if (version > published.version) throw notFound(VAST_VERSION_UNKNOWN_MESSAGE);
  const stored = await deps.storage.get(`${CREATIVES_STORAGE_PREFIX}${id}/${version}/${VAST_FILE}`);
  if (!stored) throw notFound(TAG_NOT_FOUND);
  const xml = new TextDecoder().decode(stored.bytes);
  return servedVastTag(xml, newVastImpressionId(), { preview: options.preview === true });
}

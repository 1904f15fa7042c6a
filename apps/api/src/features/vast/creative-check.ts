import {
  VAST_CREATIVE_UNKNOWN_MESSAGE,
  VAST_TAG_EVENT_MESSAGE,
  VAST_VERSION_UNKNOWN_MESSAGE,
  type VastTrackQuery,
} from "@adstudio/contract";
import { findSampleCreative } from "@adstudio/core";
import { VAST_TAG_EVENTS } from "@adstudio/creative/vast";
import { badRequest, HttpError } from "../../http/errors.js";
import { VIDEO_TAG_FORMATS } from "../ads/index.js";
import type { TrackerIngest } from "../tracker/index.js";

const AD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a pixel counts: a published ad's company, or no company for a shipped sample. */
export interface VastCreative {
  companyId: string;
  adId: string | null;
}

const unknown = (message: string, field: string) => new HttpError(404, message, { [field]: message });

/**
 * The creative a pixel names, checked before anything is stored: a published, non-template ad of a
 * format with a VAST tag (and, with `v`, a version it published), or a shipped sample with a VAST
 * document (those belong to no company); and an event such a tag sends. Anything else throws: 400 for
 * the event, 404 for the creative or version. Drafts, templates and other formats answer like unknown
 * ids, so a public pixel does not tell which ids exist. The ad is read through the tracker's ad check
 * (its cache, and its reading of "published"), as the runtime's beacons are.
 */
export async function checkVastCreative(
  tracker: TrackerIngest,
  query: VastTrackQuery,
): Promise<VastCreative> {
  if (!VAST_TAG_EVENTS.includes(query.event as (typeof VAST_TAG_EVENTS)[number]))
    throw badRequest(VAST_TAG_EVENT_MESSAGE, { event: VAST_TAG_EVENT_MESSAGE });
  if (findSampleCreative(query.creative)?.vast) return { companyId: "", adId: null };
  if (!AD_ID.test(query.creative)) throw unknown(VAST_CREATIVE_UNKNOWN_MESSAGE, "creative");
  const ad = await tracker.publishedAd(query.creative);
  if (!ad || !VIDEO_TAG_FORMATS.includes(ad.format)) throw unknown(VAST_CREATIVE_UNKNOWN_MESSAGE, "creative");
  if (query.v !== undefined && !(await tracker.hasVersion(query.creative, query.v)))
    throw unknown(VAST_VERSION_UNKNOWN_MESSAGE, "v");
  return { companyId: ad.companyId, adId: query.creative };
}

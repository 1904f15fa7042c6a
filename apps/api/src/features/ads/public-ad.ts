import { PUBLIC_AD_NOT_FOUND, type PublicAd } from "@adstudio/contract";
import type { AdType } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import { creativeAddress } from "../../http/public-url.js";
import { isUuid } from "../../http/record-id.js";
import * as repo from "./repo.js";

/**
 * Publishers' pages on any origin read these answers (the embed's `data-ad-id`), the 404 included: without
 * the CORS header the embed could not tell "no such ad" from a network failure.
 */
export const PUBLIC_AD_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
} as const;

const notPublished = () => new HttpError(404, PUBLIC_AD_NOT_FOUND, undefined, {}, { ...PUBLIC_AD_HEADERS });

/** A published ad's public facts; drafts, unknown and malformed ids are all the same 404. */
export async function publicAd(deps: AppDeps, id: string, origin: string): Promise<PublicAd> {
  if (!isUuid(id)) throw notPublished();
  const row = await repo.findPublicAd(deps.database.db, id.toLowerCase());
  if (!row?.location || row.sizes.length === 0) throw notPublished();
  return {
    _id: id.toLowerCase(),
    name: row.name,
    type: row.type as AdType,
    // Absolute: the embed runs on publishers' pages, where a site-relative address would name their host.
    location: creativeAddress(origin, row.location, deps.config.cdnUrl),
    teasers: row.sizes,
    companyId: row.companyId,
  };
}

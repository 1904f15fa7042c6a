import {
  AD_SERVERS,
  AD_TAG_SIZE_MESSAGE,
  AD_TAG_TYPES,
  AD_TAGS_UNPUBLISHED_MESSAGE,
  AD_TAGS_VIDEO_MESSAGE,
  type AdTag,
  type AdTagsQuery,
  type AdTagsResponse,
  type AdTagType,
} from "@adstudio/contract";
import { mockupFor, parseSizeKey } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { badRequest, conflict } from "../../http/errors.js";
import { creativeAddress } from "../../http/public-url.js";
import { latestPublishedDesign, VIDEO_TAG_FORMATS, visibleAd } from "../ads/index.js";
import { AD_SERVER_MACROS } from "./macros.js";
import { TAG_WRITERS } from "./tags.js";

/** MRAID is for in-app: offered where the format and size show on a phone (the preview's mock-up). */
export const runsInApp = (type: string, size: string) => mockupFor(type, size) === "phone";

/**
 * The ad's tags for its live (newest) published version, by size, then server, then type, narrowed by
 * the query. The exits and sizes are the published design's, so the tags match what the version serves;
 * a version published before designs were kept falls back on the draft's.
 */
export async function adTags(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  query: AdTagsQuery,
  origin: string,
): Promise<AdTagsResponse> {
  const ad = await visibleAd(deps, auth, id);
  if (VIDEO_TAG_FORMATS.includes(ad.type)) throw conflict(AD_TAGS_VIDEO_MESSAGE);
  const version = ad.latestVersion;
  if (!version) throw conflict(AD_TAGS_UNPUBLISHED_MESSAGE);
  const design = (await latestPublishedDesign(deps, ad.id)) ?? ad.document;
  const sizes = Object.keys(design.teaser);
  const wanted = query.size ? parseSizeKey(query.size)?.key : undefined;
  if (query.size && (!wanted || !sizes.includes(wanted)))
    throw badRequest(AD_TAG_SIZE_MESSAGE, { size: AD_TAG_SIZE_MESSAGE });
  const exits = Object.fromEntries(
    Object.entries(design.exits)
      .filter(([, exit]) => exit.url)
      .map(([name, exit]) => [name, exit.url]),
  );

  const tags: AdTag[] = [];
  for (const size of wanted ? [wanted] : sizes) {
    const parsed = parseSizeKey(size);
    const target = {
      creativeUrl: creativeAddress(
        origin,
        `/creatives/${ad.id}/${version}/${size}/index.html`,
        deps.config.cdnUrl,
      ),
      width: parsed?.width ?? null,
      height: parsed?.height ?? null,
      title: ad.name,
      exits,
    };
    const types: AdTagType[] = AD_TAG_TYPES.filter((t) => t !== "mraid" || runsInApp(ad.type, size));
    for (const server of query.server ? [query.server] : AD_SERVERS) {
      for (const type of query.type ? types.filter((t) => t === query.type) : types) {
        const code = TAG_WRITERS[type](target, AD_SERVER_MACROS[server]);
        tags.push({ server, size, width: target.width, height: target.height, type, code });
      }
    }
  }
  const macros = (query.server ? [query.server] : AD_SERVERS).map((s) => AD_SERVER_MACROS[s]);
  return { version, sizes, macros, tags };
}

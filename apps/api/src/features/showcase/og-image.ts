import type { ShowcaseAd } from "@adstudio/contract";
import { SHOWCASE_SORT } from "@adstudio/core";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import type { AppDeps } from "../../app-env.js";
import { CREATIVES_STORAGE_PREFIX } from "../../storage/creative-folders.js";
import { latestPublishedDesign, prepareStill } from "../ads/index.js";
import { listPublic } from "./service.js";

/** The size Facebook, LinkedIn and X ask a link-preview picture to have (1.91:1). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
/** The picture sits inside this box, so a crop to a square or 2:1 still shows it whole. */
const INSIDE = { width: 1080, height: 540 };
const BACKGROUND = "#eef1f6";

/** Pictures made lately, by what they show: a crawler storm draws each once. */
const made = new LRUCache<string, Uint8Array>({ max: 200 });

/**
 * The company's link-preview picture (`og:image`), 1200×630: the newest published ad's uploaded cover,
 * else its latest version's base size drawn as a still at this size (crisp, unlike the 320 px list
 * thumbnail scaled up), else the company's logo, centred on a light background. Null when the company
 * has neither a published ad nor a logo. Unknown companies throw the showcase's 404 (from the list).
 */
export async function showcaseOgImage(deps: AppDeps, companyId: string): Promise<Uint8Array | null> {
  const list = await listPublic(deps, { companyId, limit: 1, page: 1, sort: SHOWCASE_SORT, types: [] }, "");
  const { company } = list;
  const first = list.docs[0];
  const key = `${company._id}|${first?._id ?? ""}|${first?.location ?? ""}|${first?.coverImage?.location ?? ""}|${company.logo}`;
  const cached = made.get(key);
  if (cached) return cached;
  const picture = (first && (await adPicture(deps, first))) ?? (await stored(deps, company.logo));
  if (!picture) return null;
  const inside = await sharp(picture)
    .resize({ ...INSIDE, fit: "inside", withoutEnlargement: false })
    .png()
    .toBuffer();
  const image = new Uint8Array(
    await sharp({ create: { ...OG_IMAGE, channels: 3, background: BACKGROUND } })
      .composite([{ input: inside, gravity: "center" }])
      .png()
      .toBuffer(),
  );
  made.set(key, image);
  return image;
}

/**
 * The bytes of a file the studio stores, by the address it gave it (a `/files/…` upload, or a published
 * creative's site-relative `/creatives/…` file); null for anything else.
 */
async function stored(deps: AppDeps, address: string | null | undefined): Promise<Uint8Array | null> {
  if (!address) return null;
  const creative = address.startsWith(`/${CREATIVES_STORAGE_PREFIX}`) ? address.slice(1) : null;
  const key = creative ?? deps.storage.keyOf(address);
  return key ? ((await deps.storage.get(key))?.bytes ?? null) : null;
}

/** The ad's cover, or its latest version's base size drawn to fill the box; null when neither exists. */
async function adPicture(deps: AppDeps, ad: ShowcaseAd): Promise<Uint8Array | null> {
  const cover = await stored(deps, ad.coverImage?.location);
  if (cover) return cover;
  const document = await latestPublishedDesign(deps, ad._id);
  if (!document) return stored(deps, ad.thumbnail);
  const base = document.teaser[document.baseSize];
  if (!base) return stored(deps, ad.thumbnail);
  // Drawn at the width that fills the box at the size's proportions, instead of scaling a small picture up.
  const width = Math.round(Math.min(INSIDE.width, (INSIDE.height * base.width) / base.height));
  try {
    return await (await prepareStill(document, deps.storage)).png(document.baseSize, width);
  } catch {
    // What the still renderer cannot draw (as for the list's thumbnail) falls back to that thumbnail.
    return stored(deps, ad.thumbnail);
  }
}

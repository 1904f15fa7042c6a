import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { AD_TYPE_LABELS, AD_TYPES, type AdType } from "@adstudio/core";
import type { Asset } from "@adstudio/creative";
import { SAMPLE_COPY, SAMPLE_PICTURES, type SamplePicture, sampleDocument } from "@adstudio/creative/samples";
import sharp from "sharp";
import type { AppDeps } from "../app-env.js";
import { publishVersion } from "../features/ads/publish.js";
import * as adsRepo from "../features/ads/repo.js";
import { probeMp4 } from "../features/ads/video-probe.js";
import { storeAsset } from "../features/assets/service.js";
import { redrawThumbnail } from "../features/rich-templates/thumbnail.js";
import { DEMO_PICTURES } from "./demo-pictures.js";
import { companyIdByShortName, insertCompany, superadminId } from "./demo-repo.js";

export const DEMO_COMPANY_SHORT_NAME = "adstudio-demo";

/** Formats the demo company also gets a rich-media template of, so `/studio/rm-templates` is not empty. */
export const DEMO_TEMPLATE_TYPES = ["rich-media", "interstitial"] as const satisfies readonly AdType[];

const DEMO_VIDEO = "ctv-instream/test-card.mp4";
/**
 * A still of the test card (make-video.sh draws it from the video): every sample video (vertical, vast,
 * vpaid, 4d-roll's faces) shows it until it plays, and the list's thumbnail draws it.
 */
const DEMO_POSTER = "ctv-instream/poster.jpg";

/**
 * One demo picture, drawn from its SVG at 600 × 500 and stored as a PNG. A palette of colours keeps
 * each file at 6–20 KB (flat illustrations lose nothing), so a banner stays far inside its weight budget.
 */
async function storeImage(deps: AppDeps, picture: SamplePicture): Promise<Asset> {
  const { name, svg } = DEMO_PICTURES[picture];
  const png = await sharp(Buffer.from(svg())).png({ palette: true, quality: 90, effort: 7 }).toBuffer();
  const meta = await sharp(png).metadata();
  const asset: Asset = {
    hash: createHash("sha256").update(png).digest("hex"),
    type: "image",
    mime: "image/png",
    name: `${name}.png`,
    bytes: png.length,
    width: meta.width ?? 600,
    height: meta.height ?? 500,
  };
  await storeAsset(deps, asset, png, null);
  return asset;
}

/** The test card's poster, stored as the upload of a JPEG would be. */
async function storePoster(deps: AppDeps): Promise<Asset> {
  const bytes = await readFile(path.join(deps.config.creativesDir, "samples", DEMO_POSTER));
  const meta = await sharp(bytes).metadata();
  const asset: Asset = {
    hash: createHash("sha256").update(bytes).digest("hex"),
    type: "image",
    mime: "image/jpeg",
    name: "test-card-poster.jpg",
    bytes: bytes.length,
    width: meta.width ?? 640,
    height: meta.height ?? 360,
  };
  await storeAsset(deps, asset, new Uint8Array(bytes), null);
  return asset;
}

async function storeVideo(deps: AppDeps): Promise<Asset> {
  const bytes = new Uint8Array(await readFile(path.join(deps.config.creativesDir, "samples", DEMO_VIDEO)));
  const facts = probeMp4(bytes);
  if (!facts) throw new Error(`${DEMO_VIDEO} is not a readable MP4`);
  const asset: Asset = {
    hash: createHash("sha256").update(bytes).digest("hex"),
    type: "video",
    mime: "video/mp4",
    name: "test-card.mp4",
    bytes: bytes.length,
    ...facts,
  };
  await storeAsset(deps, asset, bytes, null);
  return asset;
}

/**
 * A fresh install's demo: the company "Adstudio Demo" with one published sample ad of every format,
 * built by the engine from a picture drawn for each brand and the test-card video, so there are real ads to
 * preview and showcase, and a rich-media template of a few formats (the same sample designs) to start ads
 * from. Runs once: an existing demo company (even renamed or emptied) is left alone.
 */
export async function seedDemoAds(deps: AppDeps): Promise<number> {
  const db = deps.database.db;
  if (await companyIdByShortName(db, DEMO_COMPANY_SHORT_NAME)) return 0;

  const pictures: Partial<Record<SamplePicture, Asset>> = {};
  for (const picture of SAMPLE_PICTURES) pictures[picture] = await storeImage(deps, picture);
  const video = await storeVideo(deps);
  const poster = await storePoster(deps);
  const adminId = (await superadminId(db)) ?? null;

  const companyId = await insertCompany(db, {
    name: "Adstudio Demo",
    shortName: DEMO_COMPANY_SHORT_NAME,
    domains: ["demo.adstudio.example"],
    address: "1 Sample Street",
    country: "IN",
    city: "Bengaluru",
    state: "Karnataka",
    pin: "560001",
    // A company as the form would save it: the save checks want a mobile (spec studio §5).
    phone: "+918012345678",
    mobile: "+919812345670",
    contactPerson: { name: "Demo Team", email: "demo@adstudio.example", phone: "", mobile: "" },
    status: true,
  });
  if (!companyId) return 0;

  for (const type of AD_TYPES) {
    const document = sampleDocument(type, { pictures, video, poster });
    const id = randomUUID();
    await adsRepo.insertAd(db, id, {
      companyId,
      campaignId: null,
      createdBy: adminId,
      name: document.name,
      type,
      document,
      previewName: SAMPLE_COPY[type].brand,
      previewHeading: SAMPLE_COPY[type].headline,
    });
    await publishVersion(deps, { id, document }, 1, adminId);
  }
  for (const type of DEMO_TEMPLATE_TYPES) {
    const name = `${SAMPLE_COPY[type].brand} ${AD_TYPE_LABELS[type]} starter`;
    const id = randomUUID();
    await adsRepo.insertAd(db, id, {
      companyId,
      campaignId: null,
      createdBy: adminId,
      name,
      type,
      document: { ...sampleDocument(type, { pictures, video }), name },
      isTemplate: true,
    });
    await redrawThumbnail(deps, id);
  }
  return AD_TYPES.length;
}

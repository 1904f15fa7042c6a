import { AD_TYPES, type AdType } from "@adstudio/core";
import type { Asset } from "../document/assets";
import type { AdDocument } from "../document/document";
import type { Feature } from "../document/features";
import { blankDocument } from "../formats/blank";
import { formatOf } from "../formats/registry";
import { SAMPLE_COPY } from "./copy";
import { BREW_BOT_CHAT, lumenCard } from "./features";
import { type Box, exitOnClick, fadeIn, type LayerSpec, layerFor } from "./layout";
import { PICTURES_OF, type SamplePicture, STORY_STEPS } from "./pictures";

/**
 * The files a sample is built from: its pictures by name (PICTURES_OF says which a format uses), or
 * failing those, `images` in turn (the first is the hero); and, for video formats, a video, with a
 * picture of it as its poster: every video (a layer of vertical, vast and vpaid, 4d-roll's faces) shows
 * it until it plays, and the list's thumbnail draws it.
 */
export interface SampleAssets {
  pictures?: Readonly<Partial<Record<SamplePicture, Asset>>>;
  images?: readonly Asset[];
  video?: Asset;
  poster?: Asset;
}

const HEADLINE = {
  fontColor: "#ffffff",
  background: "#00000099",
  borderRadius: 4,
  textAlign: "left",
} as const;
const BUTTON = { fontColor: "#111111", background: "#ffd43b", borderRadius: 6, textAlign: "center" } as const;
/** On strip banners the headline sits left and the button right, side by side. */
const STRIP_HEADLINE = { box: { x: 0.03, y: 0.12, w: 0.62, h: 0.76 }, font: 0.26 };
const STRIP_CTA = { box: { x: 0.68, y: 0.2, w: 0.29, h: 0.6 }, font: 0.24 };
// A sticker's close control takes the strip's right end (50 px square), so its words move left of it.
const STICKY_HEADLINE = { ...STRIP_HEADLINE, box: { ...STRIP_HEADLINE.box, w: 0.5 } };
const STICKY_CTA = { ...STRIP_CTA, box: { ...STRIP_CTA.box, x: 0.55, w: 0.27 } };

/**
 * What a format's sample is built from: how many pictures (the first is the hero), which ones by name,
 * and whether a video.
 */
export interface SampleRole {
  images: number;
  pictures: readonly SamplePicture[];
  video: boolean;
}

/** The files each structure's sample uses; the seed and the tests supply at least these. */
function roleOf(type: AdType): Omit<SampleRole, "pictures"> {
  switch (formatOf(type).structure.kind) {
    case "cube":
      return type === "4d-roll" ? { images: 0, video: true } : { images: 4, video: false };
    case "view360":
      // A 360° view turns through at least two frames; four make the turn read as one.
      return { images: 4, video: false };
    case "chat":
      return { images: 0, video: false };
    case "vertical-video":
    case "vast-linear":
      return { images: 0, video: true };
    case "vast-interactive":
      return { images: 0, video: true };
    default:
      return { images: 1, video: false };
  }
}

export const SAMPLE_ROLES: Readonly<Record<AdType, SampleRole>> = Object.fromEntries(
  AD_TYPES.map((type) => [type, { ...roleOf(type), pictures: PICTURES_OF[type] }]),
) as Record<AdType, SampleRole>;

/** The format's `index`th picture: by its name when given, else the images in turn. */
function image(assets: SampleAssets, index: number, type: AdType): Asset {
  const name = PICTURES_OF[type][index];
  const named = name ? assets.pictures?.[name] : undefined;
  if (named) return named;
  const list = assets.images ?? [];
  const found = list[index % Math.max(1, list.length)];
  if (!found) throw new Error("A sample needs at least one image.");
  return found;
}

const PHONE_SCREEN = { width: 360, height: 640 };
const expandOnClick: LayerSpec["actions"] = [{ on: { type: "click" }, do: { type: "expand" } }];
const sticky = (type: AdType) => formatOf(type).structure.kind === "sticky";

/** Hero image, headline, call to action: the canvas most formats start from. */
function canvasLayers(type: AdType, assets: SampleAssets, page = "page1", index = 0): LayerSpec[] {
  const copy = SAMPLE_COPY[type];
  const suffix = page === "page1" ? "" : page;
  // A story's pages are its steps: each its own picture, label and (after the first) headline.
  const step = type === "story" ? STORY_STEPS[index] : undefined;
  const headline = step?.headline ?? copy.headline;
  const layers: LayerSpec[] = [
    {
      id: `hero${suffix}`,
      page,
      content: { kind: "image", asset: image(assets, index, type).hash, alt: headline },
      box: { x: 0, y: 0, w: 1, h: 1 },
      // An expanding ad opens when its picture is clicked (an exit there would leave before it opened).
      actions:
        formatOf(type).structure.kind === "expanding" && page === "page1" ? expandOnClick : exitOnClick,
    },
    {
      id: `headline${suffix}`,
      page,
      content: { kind: "text", text: headline },
      box: { x: 0.05, y: step ? 0.1 : 0.06, w: 0.9, h: 0.3 },
      font: 0.075,
      strip: sticky(type) ? STICKY_HEADLINE : STRIP_HEADLINE,
      hug: true,
      style: HEADLINE,
      animations: [fadeIn(200)],
    },
    ctaLayer(type, page),
  ];
  if (step) {
    layers.push({
      id: `step${suffix}`,
      page,
      content: { kind: "text", text: step.label },
      box: { x: 0.05, y: 0.045, w: 0.5, h: 0.05 },
      font: 0.045,
      style: { ...BUTTON, background: "#ffffff", borderRadius: 999 },
      animations: [fadeIn(0)],
    });
  }
  return layers;
}

/** The call-to-action button: a link through clickTag, lower right (above a player's progress bar). */
function ctaLayer(type: AdType, page = "page1"): LayerSpec {
  const player = formatOf(type).structure.kind === "vast-interactive";
  const box: Box = player ? { x: 0.66, y: 0.66, w: 0.31, h: 0.13 } : { x: 0.55, y: 0.76, w: 0.4, h: 0.15 };
  return {
    id: `cta${page === "page1" ? "" : page}`,
    page,
    content: { kind: "link", exit: "clickTag", label: SAMPLE_COPY[type].cta },
    box,
    font: player ? 0.03 : 0.06,
    strip: sticky(type) ? STICKY_CTA : STRIP_CTA,
    style: BUTTON,
    animations: [fadeIn(500)],
  };
}

function featureLayer(feature: Feature): LayerSpec {
  return {
    id: "feature",
    content: { kind: "feature", feature: feature.id },
    box: { x: 0, y: 0, w: 1, h: 1 },
  };
}

function videoLayer(assets: SampleAssets, type: AdType): LayerSpec {
  return {
    id: "video",
    content: {
      kind: "video",
      asset: needVideo(assets, type).hash,
      // Without it the player and the list's thumbnail show the black stage until the video plays.
      ...(assets.poster ? { poster: assets.poster.hash } : {}),
      autoplay: true,
      muted: true,
      loop: false,
      controls: false,
      alt: SAMPLE_COPY[type].headline,
    },
    box: { x: 0, y: 0, w: 1, h: 1 },
  };
}

function needVideo(assets: SampleAssets, type: AdType): Asset {
  if (!assets.video) throw new Error(`The ${type} sample needs a video.`);
  return assets.video;
}

/** What each format adds to (or uses instead of) the canvas: its structure's parts. */
function structure(
  type: AdType,
  assets: SampleAssets,
  doc: AdDocument,
): { layers: LayerSpec[]; features: Feature[] } {
  const copy = SAMPLE_COPY[type];
  const kind = formatOf(type).structure.kind;
  switch (kind) {
    case "cube": {
      const video = type === "4d-roll";
      const faces = [0, 1, 2, 3].map((i) => ({
        asset: video ? needVideo(assets, type).hash : image(assets, i, type).hash,
        alt: `${copy.brand}, face ${i + 1}`,
        video,
        // The video's picture until it plays, and what the list's thumbnail draws of the cube.
        ...(video && assets.poster ? { poster: assets.poster.hash } : {}),
        ...(i === 0 ? { exit: "clickTag" } : {}),
      }));
      const cube: Feature = { id: "cube", type: "cube", axis: "y", faces, autoRotateMs: 3000 };
      return { layers: [featureLayer(cube)], features: [cube] };
    }
    case "view360": {
      const turn: Feature = {
        id: "turn",
        type: "view360",
        frames: [0, 1, 2, 3].map((i) => image(assets, i, type).hash),
        alt: copy.headline,
      };
      return { layers: [featureLayer(turn), ctaLayer(type)], features: [turn] };
    }
    case "chat": {
      const chat = BREW_BOT_CHAT;
      return { layers: [featureLayer(chat)], features: [chat] };
    }
    case "vertical-video":
    case "vast-linear":
      return { layers: [videoLayer(assets, type)], features: [] };
    case "vast-interactive":
      return {
        layers: [videoLayer(assets, type), ctaLayer(type)],
        features: [],
      };
    case "qr-camera":
      return {
        layers: [
          {
            id: "poster",
            content: { kind: "image", asset: image(assets, 0, type).hash, alt: copy.headline },
            box: { x: 0, y: 0, w: 1, h: 1 },
          },
        ],
        features: [],
      };
    default: {
      // A full-screen expansion is designed for a phone screen (the stage's colour fills any larger one).
      const expanded = doc.stage.expandedSize ?? (type === "ace-mobile" ? PHONE_SCREEN : undefined);
      if (kind === "expanding" && expanded) {
        // The expanded page is laid out on the expanded canvas, whatever size the banner has.
        const panel = canvasLayers(type, assets, "page2").map((spec) => ({ ...spec, canvas: expanded }));
        return { layers: [...canvasLayers(type, assets), ...panel], features: [] };
      }
      const layers = doc.pages.flatMap((page, i) => canvasLayers(type, assets, page.id, i));
      if (type !== "rich-media") return { layers, features: [] };
      const card = lumenCard(copy);
      const save: LayerSpec = {
        id: "save",
        content: { kind: "text", text: "Save our contact" },
        box: { x: 0.05, y: 0.76, w: 0.45, h: 0.15 },
        font: 0.05,
        style: { ...BUTTON, background: "#ffffff" },
        actions: [{ on: { type: "click" }, do: { type: "downloadVCard", feature: "card" } }],
      };
      return { layers: [...layers, save], features: [card] };
    }
  }
}

/** Pages of the formats that have several. */
function pagesOf(type: AdType): AdDocument["pages"] {
  if (type === "ace-desktop" || type === "ace-mobile")
    return [1, 2].map((n) => ({ id: `page${n}`, name: n === 1 ? "Banner" : "Expanded" }));
  if (type === "story") {
    return [1, 2, 3].map((n) => ({ id: `page${n}`, name: `Step ${n}`, durationMs: 4000 }));
  }
  if (type === "interstitial") return [1, 2].map((n) => ({ id: `page${n}`, name: `Page ${n}` }));
  return [{ id: "page1", name: "Page 1" }];
}

/** Format-wide settings the structure reads (expand size, corner, call to action, skip). */
function stageOf(type: AdType): AdDocument["stage"] {
  const copy = SAMPLE_COPY[type];
  switch (type) {
    case "ace-desktop":
      return { background: "#0b3d5c", expandedSize: { width: 970, height: 500 } };
    case "ace-mobile":
      return { background: "#1b0f4d" };
    case "sticker":
      return { background: "#ffffff", stickyCorner: "bottom-right" };
    case "vertical":
      return { background: "#000000", callToAction: { label: copy.cta, exit: "clickTag" } };
    case "vast":
    case "vpaid":
      return { background: "#000000", skipAfterMs: 5000 };
    default:
      return { background: "#ffffff" };
  }
}

/**
 * A finished sample ad of a format, built from real (measured) assets: the document the seed stores and
 * renders, and what the tests check every format with.
 */
export function sampleDocument(type: AdType, assets: SampleAssets): AdDocument {
  const copy = SAMPLE_COPY[type];
  const doc = blankDocument(type, `${copy.brand}: ${copy.headline}`.slice(0, 120));
  doc.pages = pagesOf(type);
  doc.stage = stageOf(type);
  doc.exits = { clickTag: { url: copy.url, label: copy.cta } };
  const { layers, features } = structure(type, assets, doc);
  doc.features = features;
  // Static formats (image-generator) allow no motion at all.
  const still = formatOf(type).limits.maxAnimationMs === 0;
  doc.layers = Object.fromEntries(
    layers.map((spec, i) => [
      spec.id,
      layerFor(still ? { ...spec, animations: [] } : spec, i, doc.teaser, doc.baseSize),
    ]),
  );
  // Only the files the design uses: an unused asset would still be listed in the editor and weighed.
  const referenced = new Set(JSON.stringify([doc.layers, doc.features]).match(/\b[0-9a-f]{64}\b/g));
  const given = [
    ...Object.values(assets.pictures ?? {}),
    ...(assets.images ?? []),
    ...(assets.video ? [assets.video] : []),
    ...(assets.poster ? [assets.poster] : []),
  ];
  doc.assets = Object.fromEntries(given.filter((a) => referenced.has(a.hash)).map((a) => [a.hash, a]));
  return doc;
}

import { AD_TYPE_LABELS, AD_TYPES, type AdType, FORMAT_MOCKUPS, isAdType } from "@adstudio/core";
import { catalogueKeys, fixedKeys } from "./sizes";
import type { FormatLimits, FormatSlot, FormatSpec, FormatStructure, TeaserKey } from "./types";

/** Google's 30 s display ceiling (CREATIVE-STANDARDS 'Animation'); IAB's stricter 15 s for the small units. */
const DISPLAY_ANIMATION_MS = 30_000;
const SMALL_UNIT_ANIMATION_MS = 15_000;
const LAYERS = 100;

const limits = (maxPages: number, extra: Partial<FormatLimits> = {}): FormatLimits => ({
  maxPages,
  maxLayers: LAYERS,
  maxAnimationMs: DISPLAY_ANIMATION_MS,
  ...extra,
});

const plain = (paging: "none" | "click" | "story" = "none", closable = false): FormatStructure => ({
  kind: "canvas",
  paging,
  closable,
});

const cubeSlot = (video: boolean): FormatSlot => ({
  kind: "feature",
  feature: "cube",
  min: 1,
  max: 1,
  label: video ? "a 3D cube with 4 to 6 video faces" : "a 3D cube with 4 to 6 faces",
  ...(video ? { videoFaces: true as const } : {}),
});
const videoSlot = (label: string): FormatSlot => ({ kind: "layer", layer: "video", min: 1, max: 1, label });

/** Display sizes without the 640x360 video frame: what a banner format offers. */
const BANNER_SIZES = fixedKeys(["sz640x360"]);
const PHONE_BOX = catalogueKeys("sz300x250", "sz320x480", "sz300x300", "responsive");
const VIDEO_SIZES = catalogueKeys("vast", "in-stream");

interface Entry {
  reading: string;
  sizes: TeaserKey[];
  customSizes?: true;
  defaultSizes: TeaserKey[];
  structure: FormatStructure;
  requiredSlots?: FormatSlot[];
  limits: FormatLimits;
}

/** The registry's content per ad type; names, labels and families come from core. */
const ENTRIES: Record<AdType, Entry> = {
  "ace-desktop": {
    reading:
      "A desktop banner in the page that expands over it on click to a larger canvas, and collapses back.",
    sizes: catalogueKeys("sz970x250", "sz728x90", "sz300x250", "sz300x600", "sz160x600", "sz336x280"),
    defaultSizes: ["sz970x250"],
    structure: { kind: "expanding", expandOn: "click", fullScreen: false },
    requiredSlots: [{ kind: "stage", field: "expandedSize", label: "the expanded canvas size" }],
    limits: limits(2),
  },
  "ace-mobile": {
    reading:
      "A phone banner that expands to the full screen on tap, with a close control, and collapses back.",
    sizes: catalogueKeys("sz320x50", "sz320x100", "sz300x250"),
    defaultSizes: ["sz320x50"],
    structure: { kind: "expanding", expandOn: "click", fullScreen: true },
    limits: limits(2),
  },
  mini: {
    reading: "A compact standard banner: one screen in a fixed frame, in any display size.",
    sizes: BANNER_SIZES,
    customSizes: true,
    defaultSizes: ["sz300x250"],
    structure: plain(),
    limits: limits(1, { maxAnimationMs: SMALL_UNIT_ANIMATION_MS }),
  },
  bold: {
    reading:
      "A high-impact standard banner (leaderboard, billboard, half page): one bold screen in a fixed frame.",
    sizes: BANNER_SIZES,
    customSizes: true,
    defaultSizes: ["sz728x90"],
    structure: plain(),
    limits: limits(1),
  },
  belt: {
    reading: "A full-width belt across a desktop page (billboard or leaderboard), one screen.",
    sizes: catalogueKeys("sz970x250", "sz728x90", "sz468x60"),
    defaultSizes: ["sz970x250", "sz728x90"],
    structure: plain(),
    limits: limits(1),
  },
  vertical: {
    reading: "A full-screen 9:16 video for phones with a call-to-action button.",
    sizes: catalogueKeys("sz320x480", "responsive", "mobile"),
    defaultSizes: ["responsive"],
    structure: { kind: "vertical-video", aspect: "9:16", callToAction: true },
    requiredSlots: [
      videoSlot("a 9:16 video"),
      { kind: "stage", field: "callToAction", label: "a call to action" },
    ],
    limits: limits(1, { maxVideoMs: 60_000 }),
  },
  "3d-roll": {
    reading:
      "A cube in a desktop page that rolls between 4 to 6 image faces on its own or by drag and buttons.",
    sizes: catalogueKeys("sz300x600", "sz300x250", "sz336x280", "sz300x300"),
    defaultSizes: ["sz300x250"],
    structure: { kind: "cube", faces: "image", minFaces: 4, maxFaces: 6 },
    requiredSlots: [cubeSlot(false)],
    limits: limits(1),
  },
  "mobo-roll": {
    reading: "The 3D Roll cube for phones: 4 to 6 image faces the viewer swipes through.",
    sizes: PHONE_BOX,
    defaultSizes: ["sz300x250"],
    structure: { kind: "cube", faces: "image", minFaces: 4, maxFaces: 6 },
    requiredSlots: [cubeSlot(false)],
    limits: limits(1),
  },
  "rich-scroll": {
    reading: "An in-feed phone unit whose panels reveal one after another as the page scrolls past it.",
    sizes: catalogueKeys("sz300x250", "sz320x480", "sz300x300", "responsive", "mobile"),
    defaultSizes: ["sz320x480"],
    structure: { kind: "scroll-reveal", reveal: "panels" },
    limits: limits(5),
  },
  "scrolling-window": {
    reading: "A window in a phone page through which a fixed full-screen creative shows as the page scrolls.",
    sizes: PHONE_BOX,
    defaultSizes: ["sz320x480", "sz300x250"],
    structure: { kind: "scroll-reveal", reveal: "window" },
    limits: limits(1),
  },
  sticker: {
    reading:
      "A small banner stuck to a corner of the phone screen while the page scrolls, with a close control.",
    sizes: catalogueKeys("sz320x50", "sz320x100"),
    defaultSizes: ["sz320x50", "sz320x100"],
    structure: { kind: "sticky", defaultCorner: "bottom-right", closable: true, maxScreenShare: 0.25 },
    limits: limits(1, { maxAnimationMs: SMALL_UNIT_ANIMATION_MS }),
  },
  richbot: {
    reading: "A scripted chat: the bot's lines and the viewer's reply buttons, ending on an exit.",
    sizes: catalogueKeys("sz300x250", "sz300x600", "sz320x480", "sz300x300", "responsive"),
    defaultSizes: ["sz300x250"],
    structure: { kind: "chat", maxSteps: 50 },
    requiredSlots: [{ kind: "feature", feature: "chat", min: 1, max: 1, label: "a scripted chat" }],
    limits: limits(1),
  },
  "rich-media": {
    reading: "A banner with interactive pages (gallery, countdown, vCard, video), on desktop and phone.",
    sizes: [...BANNER_SIZES, "responsive"],
    customSizes: true,
    defaultSizes: ["sz300x250", "sz300x600"],
    structure: plain("click"),
    limits: limits(5, { maxVideoMs: 30_000 }),
  },
  vast: {
    reading: "A linear video ad (pre-roll) for players and connected TV, delivered as a VAST 4.2 tag.",
    sizes: VIDEO_SIZES,
    defaultSizes: ["vast"],
    structure: { kind: "vast-linear", skippable: true },
    requiredSlots: [videoSlot("the ad's video")],
    limits: limits(1, { maxVideoMs: 120_000 }),
  },
  vpaid: {
    reading: "A VAST video with an interactive overlay (SIMID, the successor of the deprecated VPAID).",
    sizes: VIDEO_SIZES,
    defaultSizes: ["vast"],
    structure: { kind: "vast-interactive", apiFramework: "SIMID" },
    requiredSlots: [videoSlot("the ad's video")],
    limits: limits(1, { maxVideoMs: 120_000 }),
  },
  interstitial: {
    reading: "A full-screen phone ad between two pages, with pages to click through and a close control.",
    sizes: catalogueKeys("sz320x480", "sz480x320", "responsive", "mobile"),
    defaultSizes: ["responsive", "sz320x480"],
    structure: plain("click", true),
    limits: limits(3),
  },
  story: {
    reading: "Full-screen phone pages that advance on their own or by tap, like social stories.",
    sizes: catalogueKeys("sz320x480", "responsive", "mobile"),
    defaultSizes: ["responsive"],
    structure: plain("story", true),
    limits: limits(10),
  },
  "4d-roll": {
    reading:
      "The 3D Roll cube with video faces: each face plays its own clip (the fourth dimension is time).",
    sizes: catalogueKeys("sz300x600", "sz300x250", "sz640x360", "sz336x280", "sz300x300"),
    defaultSizes: ["sz300x250"],
    structure: { kind: "cube", faces: "video", minFaces: 4, maxFaces: 6 },
    requiredSlots: [cubeSlot(true)],
    limits: limits(1, { maxVideoMs: 15_000 }),
  },
  "3d-xplore": {
    reading: "A 360° product view: the viewer drags to turn the product through its image sequence.",
    sizes: catalogueKeys("sz300x250", "sz300x600", "sz320x480", "sz300x300", "responsive"),
    defaultSizes: ["sz300x250"],
    structure: { kind: "view360", minFrames: 2, maxFrames: 72 },
    requiredSlots: [
      { kind: "feature", feature: "view360", min: 1, max: 1, label: "a 360° view (image sequence)" },
    ],
    limits: limits(1),
  },
  "ai-tracker": {
    reading:
      "XR Studio: a QR code opens a phone page that shows the camera over a poster, or the poster itself.",
    sizes: catalogueKeys("mobile"),
    defaultSizes: ["mobile"],
    structure: { kind: "qr-camera", modes: ["camera", "poster"] },
    requiredSlots: [
      { kind: "layer", layer: "image", min: 1, max: 20, label: "the poster image the camera looks for" },
    ],
    limits: limits(3),
  },
  "image-generator": {
    reading: "One design exported as static PNG and JPEG images in every chosen size (no HTML, no motion).",
    sizes: fixedKeys(),
    customSizes: true,
    defaultSizes: ["sz300x250", "sz728x90", "sz320x50", "sz300x600"],
    structure: { kind: "multi-size-static", outputs: ["png", "jpeg"] },
    limits: limits(1, { maxAnimationMs: 0 }),
  },
};

/** The format registry (issue 12 §2): one entry per ad type, in the spec's order. */
export const FORMATS: Readonly<Record<AdType, FormatSpec>> = Object.fromEntries(
  AD_TYPES.map((type) => {
    const { requiredSlots = [], customSizes = false, ...entry } = ENTRIES[type];
    const spec: FormatSpec = {
      type,
      label: AD_TYPE_LABELS[type],
      family: FORMAT_MOCKUPS[type],
      requiredSlots,
      customSizes,
      ...entry,
    };
    return [type, spec];
  }),
) as Record<AdType, FormatSpec>;

/** The format's entry; throws for a name that is not one of the 21 ad types. */
export function formatOf(type: AdType | string): FormatSpec {
  if (!isAdType(type)) throw new Error(`Unknown ad type "${type}".`);
  return FORMATS[type];
}

/** A custom size's bounds: the teaser key's 2 to 4 digits, within the document's 4 000 px dimension. */
export const CUSTOM_SIZE_MIN = 10;
export const CUSTOM_SIZE_MAX = 4_000;
const CUSTOM_KEY = /^sz(\d{2,4})x(\d{2,4})$/;

/**
 * Whether an ad of the format may hold the size: one of its catalogue sizes, or, for a format with
 * `customSizes`, any `szWxH` within the bounds.
 */
export function allowsSize(spec: FormatSpec, key: string): boolean {
  if (spec.sizes.includes(key)) return true;
  const match = spec.customSizes ? CUSTOM_KEY.exec(key) : null;
  if (!match) return false;
  return [match[1], match[2]].every((n) => Number(n) >= CUSTOM_SIZE_MIN && Number(n) <= CUSTOM_SIZE_MAX);
}

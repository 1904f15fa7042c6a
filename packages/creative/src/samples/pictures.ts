import type { AdType } from "@adstudio/core";

/**
 * The pictures the samples are drawn with, by what they show. Each brand gets its own (a travel brand
 * its islands, a furniture shop its sofa), so no two demo ads share a hero; the seed draws one file per
 * name.
 */
export const SAMPLE_PICTURES = [
  "islands",
  "phone-5g",
  "coffee",
  "paris",
  "sofa",
  "headphones-coral",
  "headphones-teal",
  "headphones-gold",
  "headphones-graphite",
  "basket-apples",
  "basket-lemons",
  "basket-greens",
  "basket-berries",
  "savings",
  "lodge",
  "scooter",
  "suv",
  "suv-charging",
  "skin-cleanser",
  "skin-serum",
  "skin-cream",
  "kettle-front",
  "kettle-side",
  "kettle-back",
  "kettle-other-side",
  "museum-poster",
  "oat-flat-white",
] as const;
export type SamplePicture = (typeof SAMPLE_PICTURES)[number];

/**
 * Each format's pictures in the order its design uses them: a canvas's pages, a cube's faces, a 360°
 * view's frames. Video formats use none.
 */
export const PICTURES_OF: Readonly<Record<AdType, readonly SamplePicture[]>> = {
  "ace-desktop": ["islands"],
  "ace-mobile": ["phone-5g"],
  mini: ["coffee"],
  bold: ["paris"],
  belt: ["sofa"],
  vertical: [],
  "3d-roll": ["headphones-coral", "headphones-teal", "headphones-gold", "headphones-graphite"],
  "mobo-roll": ["basket-apples", "basket-lemons", "basket-greens", "basket-berries"],
  "rich-scroll": ["savings"],
  "scrolling-window": ["lodge"],
  sticker: ["scooter"],
  richbot: [],
  "rich-media": ["headphones-graphite"],
  vast: [],
  vpaid: [],
  interstitial: ["suv", "suv-charging"],
  story: ["skin-cleanser", "skin-serum", "skin-cream"],
  "4d-roll": [],
  "3d-xplore": ["kettle-front", "kettle-side", "kettle-back", "kettle-other-side"],
  "ai-tracker": ["museum-poster"],
  "image-generator": ["oat-flat-white"],
};

/** The story's pages: a step label and a headline each (the first page's headline is the ad's). */
export const STORY_STEPS = [
  { label: "Step 1 · Cleanse", headline: null },
  { label: "Step 2 · Brighten", headline: "A drop of vitamin C serum" },
  { label: "Step 3 · Protect", headline: "Day cream with SPF 30" },
] as const;

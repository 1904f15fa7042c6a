/**
 * IAB LEAN / New Ad Portfolio weight budgets per size, in gzipped kilobytes (CREATIVE-STANDARDS.md), and
 * the initial-load request cap. Sizes the table does not name fall back on the medium rectangle's.
 */
export interface WeightBudget {
  initialKb: number;
  subloadKb: number;
}

export const IAB_MAX_INITIAL_REQUESTS = 10;

export const IAB_BUDGETS: Readonly<Record<string, WeightBudget>> = {
  "300x250": { initialKb: 150, subloadKb: 300 },
  "728x90": { initialKb: 150, subloadKb: 300 },
  "160x600": { initialKb: 150, subloadKb: 300 },
  "300x600": { initialKb: 250, subloadKb: 500 },
  "970x250": { initialKb: 250, subloadKb: 500 },
  "320x50": { initialKb: 50, subloadKb: 100 },
  "300x50": { initialKb: 50, subloadKb: 100 },
  "320x480": { initialKb: 300, subloadKb: 600 },
  responsive: { initialKb: 300, subloadKb: 600 },
  mobile: { initialKb: 300, subloadKb: 600 },
};

const DEFAULT_BUDGET: WeightBudget = { initialKb: 150, subloadKb: 300 };

/** The budget of a size key or bare size (`sz300x250`, `300x250`, `responsive`). */
export function budgetOf(size: string): WeightBudget {
  return IAB_BUDGETS[size.replace(/^sz/, "")] ?? DEFAULT_BUDGET;
}

/** What a whole HTML5 zip may weigh, per profile (the numbers: Google Ads 150 KB, DV360 500 KB). */
export const ZIP_LIMIT_KB: Readonly<Record<"google-ads" | "dv360", number>> = {
  "google-ads": 150,
  dv360: 500,
};

/** At most 40 files in a zip, names of at most 50 characters, 30 s of animation (Google's validators). */
export const MAX_FILES = 40;
export const MAX_FILE_NAME = 50;
export const MAX_ANIMATION_MS = 30_000;

/** What the IAB and DV360 profiles accept besides Google's classic web types: data, fonts and video. */
const GOOGLE_ADS_TYPES = ["html", "css", "js", "gif", "png", "jpg", "jpeg", "svg"] as const;
const EXTENDED_TYPES = [
  ...GOOGLE_ADS_TYPES,
  "webp",
  "json",
  "woff",
  "woff2",
  "mp4",
  "webm",
  "txt",
  "xml",
] as const;

/** File types an HTML5 zip may hold, per profile; Google Ads allows only the classic web types. */
export const ALLOWED_TYPES: Readonly<Record<"iab" | "google-ads" | "dv360", readonly string[]>> = {
  "google-ads": GOOGLE_ADS_TYPES,
  iab: EXTENDED_TYPES,
  dv360: EXTENDED_TYPES,
};

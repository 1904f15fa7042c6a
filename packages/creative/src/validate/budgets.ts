import type { Profile } from "./types";

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

/**
 * What a whole HTML5 zip may weigh, per profile (the numbers: Google Ads 150 KB, DV360 500 KB; a
 * creative with its own video gets DV360's 5 MB total download; GAM 1 000 KB and CM360 9.5 MB from
 * CREATIVE-STANDARDS' profile table).
 */
export const ZIP_LIMIT_KB: Readonly<
  Record<"google-ads" | "google-video" | "dv360" | "gam" | "cm360", number>
> = {
  "google-ads": 150,
  "google-video": 5 * 1024,
  dv360: 500,
  gam: 1000,
  cm360: 9.5 * 1024,
};

/** A zip limit as people say it: `1000 KB`, `9.5 MB` (whole and half megabytes read as MB). */
export const limitLabel = (limitKb: number) =>
  limitKb > 1024 && limitKb % 512 === 0 ? `${limitKb / 1024} MB` : `${limitKb} KB`;

/** The profiles whose whole zip has a weight limit (the others are held to IAB LEAN's initial load). */
export const hasZipLimit = (profile: string): profile is keyof typeof ZIP_LIMIT_KB =>
  Object.hasOwn(ZIP_LIMIT_KB, profile);

/**
 * Hosts a creative may load from without shipping the file, per profile: Google serves its own CDNs (the
 * GSAP library on s0.2mdn.net, Google Fonts) to the ads it runs. IAB allows none.
 */
const GOOGLE_HOSTS = [
  "s0.2mdn.net",
  "fonts.googleapis.com",
  "fonts.gstatic.com",
  "tpc.googlesyndication.com",
  "ajax.googleapis.com",
  "www.gstatic.com",
] as const;
export const ALLOWED_HOSTS: Readonly<Record<Profile, readonly string[]>> = {
  iab: [],
  "google-ads": GOOGLE_HOSTS,
  "google-video": GOOGLE_HOSTS,
  dv360: GOOGLE_HOSTS,
  gam: GOOGLE_HOSTS,
  cm360: GOOGLE_HOSTS,
};

/** Whether an absolute address (`https://fonts.googleapis.com/css2?…`, `//s0.2mdn.net/…`) is on an allowed host. */
export function isAllowedAddress(address: string, profile: Profile): boolean {
  try {
    const host = new URL(address, "https://creative.invalid/").hostname.toLowerCase();
    return ALLOWED_HOSTS[profile].includes(host);
  } catch {
    return false;
  }
}

/** At most 40 files in a zip, names of at most 50 characters, 30 s of animation (Google's validators). */
export const MAX_FILES = 40;
/**
 * The files a creative may hold, per profile: Google Ads' 40 unless the profile table says otherwise (GAM
 * 50, CM360 100). DV360 and IAB name no count; they keep the 40 this validator always held them to.
 */
export const FILE_LIMIT: Readonly<Record<Profile, number>> = {
  iab: MAX_FILES,
  "google-ads": MAX_FILES,
  "google-video": MAX_FILES,
  dv360: MAX_FILES,
  gam: 50,
  cm360: 100,
};
/** The most files any profile allows: how many entries a zip is read for before counting stops. */
export const MOST_FILES = Math.max(...Object.values(FILE_LIMIT));
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

/** Web fonts as CM360 takes them. */
const WEB_FONT_TYPES = ["woff", "woff2", "ttf", "otf", "eot"] as const;

/**
 * File types an HTML5 zip may hold, per profile; Google Ads allows only the classic web types, CM360 adds
 * data and web fonts. GAM names no list, only what it refuses: see REFUSED_TYPES.
 */
export const ALLOWED_TYPES: Readonly<Record<Exclude<Profile, "gam">, readonly string[]>> = {
  "google-ads": GOOGLE_ADS_TYPES,
  "google-video": [...GOOGLE_ADS_TYPES, "mp4", "webm"],
  iab: EXTENDED_TYPES,
  dv360: EXTENDED_TYPES,
  cm360: [...GOOGLE_ADS_TYPES, "json", "xml", ...WEB_FONT_TYPES],
};

/** Google Ad Manager takes any file type but Flash's. */
export const REFUSED_TYPES = { gam: ["swf", "flv"] } as const;

/** Why a file of `extension` may not be in a creative under `profile`, or null when it may. */
export function fileTypeProblem(extension: string, profile: Profile): string | null {
  const shown = `.${extension || "(none)"} files`;
  if (profile === "gam") {
    const refused: readonly string[] = REFUSED_TYPES.gam;
    return refused.includes(extension)
      ? `${shown} are not allowed for gam: it refuses ${refused.join(" and ")} (Flash).`
      : null;
  }
  const allowed = ALLOWED_TYPES[profile];
  return allowed.includes(extension)
    ? null
    : `${shown} are not allowed for ${profile}; use ${allowed.join(", ")}.`;
}

/**
 * The profiles that refuse local and session storage (CREATIVE-STANDARDS: Google Ads, CM360). google-video
 * is included: it is the profile CM360 rich media with its own video is checked by.
 */
export const NO_STORAGE_PROFILES: readonly Profile[] = ["google-ads", "google-video", "cm360"];

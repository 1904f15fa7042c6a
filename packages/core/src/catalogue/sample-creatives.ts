import type { AdType } from "./ad-formats";

/**
 * The sample creatives shipped with the API (`apps/api/creatives/samples/<name>/`), one per device
 * family: what a new user first sees in the preview, the embed demo and the end-to-end tests. Each is
 * real HTML5: it reads the `width`/`height` parameters, exits through `clickTag`, and the interactive
 * ones post the preview messages (`downloadVCF`, `toggles`).
 */
export interface SampleCreative {
  /** Folder name under `/creatives/samples/`. */
  name: string;
  title: string;
  type: AdType;
  /** The preview's `size` parameter: the first teaser without the `sz` prefix (`300x250`, `responsive`). */
  size: string;
  /** Teaser keys as the preview's `teasers` parameter carries them (`sz300x250`, `responsive`). */
  teasers: readonly string[];
  /** Root-relative address of the creative document. */
  path: string;
  /** Root-relative address of the VAST 4 document, for video creatives. */
  vast?: string;
}

const SAMPLES_PATH = "/creatives/samples";

function sample(
  name: string,
  title: string,
  type: AdType,
  teasers: readonly string[],
  extra: { vast?: true } = {},
): SampleCreative {
  const first = teasers[0] ?? "responsive";
  return {
    name,
    title,
    type,
    size: first.startsWith("sz") ? first.slice(2) : first,
    teasers,
    path: `${SAMPLES_PATH}/${name}/index.html`,
    ...(extra.vast ? { vast: `${SAMPLES_PATH}/${name}/vast.xml` } : {}),
  };
}

/** In the order the demo pages list them: desktop banners, desktop page, phone formats, TV, QR. */
export const SAMPLE_CREATIVES: readonly SampleCreative[] = [
  sample("banner-300x250", "Medium rectangle: Morning Roast coffee", "mini", ["sz300x250"]),
  sample("leaderboard-728x90", "Leaderboard: Northwind Air fares", "bold", ["sz728x90"]),
  sample("halfpage-300x600", "Half page: Aurora headphones", "rich-media", ["sz300x600"]),
  sample("belt-970x250", "Page belt: Solstice summer sale", "belt", ["sz970x250", "sz728x90"]),
  sample("interstitial", "Interstitial: Fjord electric SUV", "interstitial", ["responsive", "sz320x480"]),
  sample("story", "Story: Lumen skincare in three steps", "story", ["responsive"]),
  sample("sticker", "Sticker: Pizza Piazza delivery", "sticker", ["sz320x50", "sz320x100"]),
  sample("scrolling-window", "Scrolling window: Alpine lodge", "scrolling-window", [
    "sz320x480",
    "sz300x250",
  ]),
  sample("ctv-instream", "CTV in-stream: Adstudio test card (VAST 4)", "vast", ["vast"], { vast: true }),
  sample("ai-tracker", "AR tracker: Scan the poster", "ai-tracker", ["mobile"]),
];

/** The sample with this folder name, or undefined. */
export function findSampleCreative(name: string): SampleCreative | undefined {
  return SAMPLE_CREATIVES.find((s) => s.name === name);
}

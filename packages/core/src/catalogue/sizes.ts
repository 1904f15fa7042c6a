/**
 * The size catalogue (spec studio §2 'Preview page' and §9). Teaser keys carry an `sz` prefix
 * (`sz300x250`); the special sizes are named (`responsive`, `mobile`, `in-stream`, `vast`).
 */

export const DEVICE_FAMILIES = ["desktop", "mobile", "ctv"] as const;
export type DeviceFamily = (typeof DEVICE_FAMILIES)[number];

export const SPECIAL_SIZES = ["responsive", "mobile", "in-stream", "vast"] as const;
export type SpecialSize = (typeof SPECIAL_SIZES)[number];

export const SIZE_KEY_PREFIX = "sz";

/** Desktop frame sizes, in the order of spec studio §2. */
export const DESKTOP_SIZES = [
  "160x600",
  "300x250",
  "300x600",
  "640x360",
  "970x250",
  "728x90",
  "468x60",
  "336x280",
] as const;

/** Mobile sizes of spec studio §2 (480x320 is the landscape one); `mobile` is the full-screen phone mock. */
export const MOBILE_SIZES = ["320x480", "480x320", "320x50", "320x100", "300x250", "mobile"] as const;

export interface SizeEntry {
  /** Catalogue key: `sz300x250`, or the special name itself. */
  key: string;
  /** The key without `sz`: `300x250`, `responsive` … */
  size: string;
  /** Pixels; null for sizes that fill the device (responsive, mobile). */
  width: number | null;
  height: number | null;
  devices: readonly DeviceFamily[];
  special: boolean;
}

const CTV_FRAME = { width: 640, height: 360 } as const;

function fixed(size: string, devices: readonly DeviceFamily[]): SizeEntry {
  const [width, height] = size.split("x").map(Number);
  return {
    key: `${SIZE_KEY_PREFIX}${size}`,
    size,
    width: width ?? null,
    height: height ?? null,
    devices,
    special: false,
  };
}

function inLists(size: string): DeviceFamily[] {
  const devices: DeviceFamily[] = [];
  if ((DESKTOP_SIZES as readonly string[]).includes(size)) devices.push("desktop");
  if ((MOBILE_SIZES as readonly string[]).includes(size)) devices.push("mobile");
  return devices;
}

/**
 * Every supported size: the §9 list in its order, then the specials. 300x300 is in §9 but in neither §2
 * list; a square medium rectangle fits a page and a phone alike, so it is offered on both.
 */
export const SIZES: readonly SizeEntry[] = [
  ...["300x600", "300x250", "640x360", "320x480", "970x250", "728x90", "320x50", "320x100", "336x280"].map(
    (s) => fixed(s, inLists(s)),
  ),
  fixed("300x300", ["desktop", "mobile"]),
  ...["468x60", "480x320", "160x600"].map((s) => fixed(s, inLists(s))),
  // responsive is the full-screen phone creative (interstitial, story); mobile the full-screen phone mock.
  { key: "responsive", size: "responsive", width: null, height: null, devices: ["mobile"], special: true },
  { key: "mobile", size: "mobile", width: null, height: null, devices: ["mobile"], special: true },
  // Video sizes play in the connected-TV mock-up at its 640x360 frame.
  { key: "in-stream", size: "in-stream", ...CTV_FRAME, devices: ["ctv"], special: true },
  { key: "vast", size: "vast", ...CTV_FRAME, devices: ["ctv"], special: true },
];

export function isSpecialSize(value: string): value is SpecialSize {
  return (SPECIAL_SIZES as readonly string[]).includes(value);
}

/** A size parsed from a key or a bare size; not necessarily in the catalogue. */
export interface ParsedSize {
  key: string;
  size: string;
  width: number | null;
  height: number | null;
}

const DIMENSIONS = /^(\d{1,5})x(\d{1,5})$/;

/**
 * Parses `sz300x250`, `300x250`, `responsive` or `szresponsive` (teaser keys prefix every size with
 * `sz`, the preview's `size` parameter may or may not). Returns null for anything else, including 0 sizes.
 */
export function parseSizeKey(value: string): ParsedSize | null {
  const trimmed = value.trim();
  const bare = trimmed.startsWith(SIZE_KEY_PREFIX) ? trimmed.slice(SIZE_KEY_PREFIX.length) : trimmed;
  if (isSpecialSize(bare)) {
    const entry = SIZES.find((s) => s.size === bare);
    return { key: bare, size: bare, width: entry?.width ?? null, height: entry?.height ?? null };
  }
  const match = DIMENSIONS.exec(bare);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width === 0 || height === 0) return null;
  return { key: `${SIZE_KEY_PREFIX}${bare}`, size: bare, width, height };
}

/** `'300x250'` → `'sz300x250'`; idempotent; special sizes keep their name. Null when unparseable. */
export function sizeKeyOf(size: string): string | null {
  return parseSizeKey(size)?.key ?? null;
}

/** The catalogue entry for a key or bare size, or undefined when the size is not supported. */
export function findSize(value: string): SizeEntry | undefined {
  const parsed = parseSizeKey(value);
  return parsed ? SIZES.find((s) => s.size === parsed.size) : undefined;
}

/** Catalogue entries offered for one device family, in catalogue order. */
export function sizesFor(device: DeviceFamily): SizeEntry[] {
  return SIZES.filter((s) => s.devices.includes(device));
}

import { budgetOf, hasZipLimit, limitLabel, ZIP_LIMIT_KB } from "./budgets";
import { type Issue, issue, KB, kb, type ValidateOptions } from "./types";

/** What a static image creative may hold: the still types every ad server takes as an image ad. */
export const STILL_EXTENSIONS: readonly string[] = ["png", "jpg", "jpeg", "gif"];

type StillType = "png" | "jpeg" | "gif";
const TYPE_OF_EXTENSION: Record<string, StillType> = { png: "png", jpg: "jpeg", jpeg: "jpeg", gif: "gif" };
const TYPE_NAMES: Record<StillType, string> = { png: "PNG", jpeg: "JPEG", gif: "GIF" };

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * A still creative (image-generator's export, or any image ad): no HTML at all, and only PNG, JPEG or
 * GIF files, each one rendition of the same ad.
 */
export function isStillSet(names: readonly string[]): boolean {
  return names.length > 0 && names.every((n) => STILL_EXTENSIONS.includes(extensionOf(n)));
}

const be16 = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const be32 = (b: Uint8Array, i: number) => ((be16(b, i) << 16) | be16(b, i + 2)) >>> 0;
const le16 = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const startsWith = (b: Uint8Array, bytes: number[]) => bytes.every((v, i) => b[i] === v);

/** JPEG start-of-frame markers carry the size; C4 (tables), C8 and CC (arithmetic tables) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Fill bytes and markers without a length (restart, TEM) are skipped.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: be16(b, i + 5), width: be16(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    i += 2 + be16(b, i + 2);
  }
  return null;
}

/** An image's type and pixel size from its header, or null when the bytes are not a PNG, JPEG or GIF. */
export function imageHeader(b: Uint8Array): { type: StillType; width: number; height: number } | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && b.length >= 24) {
    return { type: "png", width: be32(b, 16), height: be32(b, 20) };
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(b);
    return size ? { type: "jpeg", ...size } : null;
  }
  if (
    (startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
      startsWith(b, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) &&
    b.length >= 10
  ) {
    return { type: "gif", width: le16(b, 6), height: le16(b, 8) };
  }
  return null;
}

/**
 * A still creative's own rules (the HTML5 ones do not apply: there is no page, no clickTag and no
 * animation; the ad server holds the exit): every file is the image its name says, every image has the
 * creative's size, and each image, the whole load of the ad it is, fits the size's IAB LEAN initial
 * load (images are already compressed, so their bytes are what is sent), or the profile's zip limit.
 */
export function validateStill(
  files: Record<string, Uint8Array>,
  names: readonly string[],
  options: ValidateOptions,
  zipBytes?: number,
): Issue[] {
  const issues: Issue[] = [];
  const expected = options.size && /^\d+x\d+$/.test(options.size) ? options.size : undefined;
  let size = expected;
  for (const name of names) {
    const bytes = files[name] ?? new Uint8Array();
    const header = imageHeader(bytes);
    const type = TYPE_OF_EXTENSION[extensionOf(name)];
    if (!header || !type || header.type !== type) {
      const said = type ? TYPE_NAMES[type] : "image";
      issues.push(issue("image", name, `${name} is not a readable ${said} file.`));
      continue;
    }
    const own = `${header.width}x${header.height}`;
    size ??= own;
    if (own !== size) {
      issues.push(issue("image-size", name, `${name} is ${own} pixels; the creative is ${size}.`));
    }
    if (options.profile === "iab") {
      const budget = budgetOf(own);
      if (bytes.length > budget.initialKb * KB) {
        issues.push(
          issue(
            "weight-initial",
            name,
            `${name} weighs ${kb(bytes.length)}; IAB LEAN allows ${budget.initialKb} KB for ${own}.`,
          ),
        );
      }
    }
  }
  if (hasZipLimit(options.profile)) {
    const limit = ZIP_LIMIT_KB[options.profile];
    const total = zipBytes ?? names.reduce((sum, n) => sum + (files[n]?.length ?? 0), 0);
    if (total > limit * KB) {
      issues.push(
        issue(
          "zip-weight",
          "",
          `The creative weighs ${kb(total)}; ${options.profile} allows ${limitLabel(limit)}.`,
        ),
      );
    }
  }
  return issues;
}

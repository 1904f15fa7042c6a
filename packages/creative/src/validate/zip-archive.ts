import { Inflate } from "fflate";

/** What an uploaded HTML5 zip may be, before any of it is inflated. */
export interface ZipLimits {
  /** Entries in the central directory, folders included. */
  entries: number;
  /** Sum of the entries' uncompressed sizes. */
  unzippedBytes: number;
  /** Uncompressed over compressed size, for the whole archive and for any entry over 4 KB. */
  ratio: number;
}

export type ZipReadResult =
  | { ok: true; files: Record<string, Uint8Array> }
  | { ok: false; code: ZipRefusal; message: string };

export type ZipRefusal =
  | "not-zip"
  | "entries"
  | "unzipped-size"
  | "ratio"
  | "path"
  | "link"
  | "encrypted"
  | "method";

const MB = 1024 * 1024;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A small file compresses far past 100:1 without being a bomb (a 4 KB run of spaces), so ratios count above this. */
const RATIO_FLOOR = 4 * 1024;
/** Inflate in slices this small, so even a lying entry grows memory by at most ~1 000 × this per step. */
const SLICE = 16 * 1024;
/** Files zip tools add that no ad needs (macOS resource forks, Finder and Explorer caches): skipped. */
const JUNK = /(^|\/)(__MACOSX\/.*|\.DS_Store|Thumbs\.db|desktop\.ini)$/;
/** A path segment the file storage and the creatives route accept. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  size: number;
  offset: number;
  unixMode: number;
}

const refuse = (code: ZipRefusal, message: string): ZipReadResult => ({ ok: false, code, message });
const NOT_ZIP = "The file is not a zip archive (or it is damaged): export the template as a .zip.";

function findEndOfCentralDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65 535.
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, limits: ZipLimits): Entry[] | ZipReadResult {
  const end = findEndOfCentralDirectory(view);
  if (end < 0) return refuse("not-zip", NOT_ZIP);
  const count = view.getUint16(end + 10, true);
  const start = view.getUint32(end + 16, true);
  if (count > limits.entries) {
    return refuse(
      "entries",
      `The zip holds ${count} files and folders; a template may hold at most ${limits.entries}.`,
    );
  }
  const decoder = new TextDecoder();
  const entries: Entry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return refuse("not-zip", NOT_ZIP);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      unixMode: view.getUint32(at + 38, true) >>> 16,
      offset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Why a name cannot be a file of the template, or null when it can. */
function pathProblem(name: string): string | null {
  if (name.includes("\\")) return `"${name}" uses a backslash; zip paths use forward slashes.`;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return `"${name}" is an absolute path.`;
  const segments = name.replace(/\/$/, "").split("/");
  if (segments.some((s) => s === ".." || s === "." || s === "")) {
    return `"${name}" points outside the zip's folder.`;
  }
  const bad = segments.find((s) => !SEGMENT.test(s));
  if (bad !== undefined) {
    return `"${name}": file and folder names may use only letters, digits, ".", "_" and "-" (at most 128 characters), and cannot start with ".".`;
  }
  return null;
}

/** Inflates one entry, stopping as soon as it passes its declared size (a lying header is a bomb too). */
function inflateEntry(data: Uint8Array, size: number): Uint8Array | null {
  const out = new Uint8Array(size);
  let written = 0;
  let overflow = false;
  const inflate = new Inflate((chunk) => {
    if (written + chunk.length > size) overflow = true;
    else out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && !overflow; at += SLICE) {
      inflate.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
    }
  } catch {
    return null;
  }
  return overflow || written !== size ? null : out;
}

/**
 * Reads an uploaded HTML5 zip (Google Web Designer, Animate, hand-made) with every limit checked on the
 * central directory before anything is inflated: the entry count, the total uncompressed size, the
 * compression ratio, paths that would leave the folder (`../`, absolute, backslashes), symbolic links,
 * encryption. Each entry is then inflated against its declared size, so a zip that lies about its sizes is
 * refused too. Folders and the junk zip tools add (`__MACOSX/`, `.DS_Store`) are left out of `files`.
 */
export function readZipArchive(bytes: Uint8Array, limits: ZipLimits): ZipReadResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== LOCAL) return refuse("not-zip", NOT_ZIP);
  const central = readCentralDirectory(bytes, view, limits);
  if (!Array.isArray(central)) return central;
  const entries = central.filter((e) => !JUNK.test(e.name));

  let total = 0;
  let packed = 0;
  for (const entry of entries) {
    const problem = pathProblem(entry.name);
    if (problem) return refuse("path", problem);
    if ((entry.unixMode & 0o170000) === 0o120000) {
      return refuse(
        "link",
        `"${entry.name}" is a symbolic link; a template may hold only files and folders.`,
      );
    }
    if (entry.flags & 1)
      return refuse("encrypted", `"${entry.name}" is encrypted; upload a zip without a password.`);
    if (entry.method !== 0 && entry.method !== 8) {
      return refuse(
        "method",
        `"${entry.name}" is compressed in a way we cannot read; use standard (deflate) zip.`,
      );
    }
    total += entry.size;
    packed += entry.compressed;
    if (total > limits.unzippedBytes) {
      return refuse(
        "unzipped-size",
        `The zip unpacks to more than ${limits.unzippedBytes / MB} MB; a template may unpack to at most ${limits.unzippedBytes / MB} MB.`,
      );
    }
    if (entry.size > RATIO_FLOOR && entry.size > entry.compressed * limits.ratio) {
      return refuse("ratio", ratioText(entry.name, limits));
    }
  }
  if (total > RATIO_FLOOR && total > packed * limits.ratio) return refuse("ratio", ratioText(null, limits));

  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    const at = entry.offset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return refuse("not-zip", NOT_ZIP);
    const begin = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(begin, begin + entry.compressed);
    if (data.length !== entry.compressed) return refuse("not-zip", NOT_ZIP);
    const content =
      entry.method === 0
        ? entry.size === data.length
          ? data.slice()
          : null
        : inflateEntry(data, entry.size);
    if (!content) return refuse("not-zip", `"${entry.name}" could not be unpacked: the zip is damaged.`);
    files[entry.name] = content;
  }
  return { ok: true, files };
}

const ratioText = (name: string | null, limits: ZipLimits) =>
  `${name ? `"${name}" is` : "The zip is"} compressed more than ${limits.ratio}:1, which is how zip bombs look; a template may be compressed at most ${limits.ratio}:1.`;

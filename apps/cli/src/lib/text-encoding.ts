import iconv from "iconv-lite";
import { usageError } from "./exit-codes.js";

/** The encodings spreadsheets save CSV in, by their WHATWG labels. */
export const TEXT_ENCODINGS = ["utf-8", "utf-16le", "utf-16be", "windows-1252"] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const BOMS: readonly [TextEncoding, readonly number[]][] = [
  ["utf-8", [0xef, 0xbb, 0xbf]],
  ["utf-16le", [0xff, 0xfe]],
  ["utf-16be", [0xfe, 0xff]],
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 without a byte order mark: text of Latin letters has a zero byte in every other position.
 * Looks at the first 200 bytes; a third of them zero on one side decides it.
 */
function bomlessUtf16(bytes: Uint8Array): TextEncoding | undefined {
  const sample = bytes.subarray(0, 200);
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) even += 1;
    else odd += 1;
  }
  const half = sample.length / 2;
  if (odd > half / 3 && even === 0) return "utf-16le";
  if (even > half / 3 && odd === 0) return "utf-16be";
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Which encoding a file is in: its byte order mark when it has one (Excel's "CSV UTF-8" and "Unicode
 * text"), UTF-16 by its zero bytes, UTF-8 when every byte sequence is valid UTF-8, and otherwise
 * Windows-1252, Excel's "CSV" on Western Windows. Valid UTF-8 is a strong test: text in Windows-1252
 * with an accented letter almost never happens to be valid UTF-8 (`é` alone is 0xE9, which UTF-8 only
 * allows before two continuation bytes).
 */
export function detectEncoding(bytes: Uint8Array): TextEncoding {
  for (const [encoding, bom] of BOMS) if (startsWith(bytes, bom)) return encoding;
  return bomlessUtf16(bytes) ?? (isUtf8(bytes) ? "utf-8" : "windows-1252");
}

/** `--encoding` as given (`utf8`, `UTF-8`, `cp1252`, `latin1` …) to one of {@link TEXT_ENCODINGS}. */
export function parseEncoding(value: string): TextEncoding {
  const aliases: Record<string, TextEncoding> = {
    utf8: "utf-8",
    "utf-8": "utf-8",
    utf16le: "utf-16le",
    "utf-16le": "utf-16le",
    "utf-16": "utf-16le",
    utf16be: "utf-16be",
    "utf-16be": "utf-16be",
    "windows-1252": "windows-1252",
    cp1252: "windows-1252",
    latin1: "windows-1252",
    "iso-8859-1": "windows-1252",
  };
  const encoding = aliases[value.trim().toLowerCase()];
  if (!encoding) throw usageError(`--encoding must be one of ${TEXT_ENCODINGS.join(", ")}`);
  return encoding;
}

/** The file's text in `encoding` (detected when not given), without its byte order mark. */
export function decodeText(
  bytes: Uint8Array,
  forced?: TextEncoding,
): { text: string; encoding: TextEncoding } {
  const encoding = forced ?? detectEncoding(bytes);
  // Node's TextDecoder("windows-1252") decodes as ISO-8859-1 since Node 20.18.3 / 22.13
  // (nodejs/node#56542): € “ ” – … (0x80–0x9F) would arrive as C1 control characters. iconv-lite has the
  // real table; the five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) become U+FFFD.
  if (encoding === "windows-1252") return { text: iconv.decode(bytes, encoding), encoding };
  // TextDecoder drops a BOM that matches its encoding (ignoreBOM is false by default).
  return { text: new TextDecoder(encoding).decode(bytes), encoding };
}

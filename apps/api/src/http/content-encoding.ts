import { stat } from "node:fs/promises";

/** The codings the server sends, in its order of preference when the client likes them equally. */
export const CONTENT_CODINGS = ["br", "gzip"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Suffix of the precompressed copy the builds write beside each text asset (`embed.js.br`). */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The coding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3), among `available`:
 * the highest `q`, brotli winning ties; `q=0` refuses a coding, `*` stands for the ones not named.
 * `null` means the raw bytes (no header, nothing acceptable, or a garbled header).
 */
export function pickCoding(
  header: string | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name === "") continue;
    const qParam = params.find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  let best: { coding: ContentCoding; q: number } | null = null;
  for (const coding of CONTENT_CODINGS) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? weights.get("*") ?? 0;
    if (q > 0 && (best === null || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? null;
}

export interface EncodedFile {
  /** The file to send: the raw one, or its precompressed copy. */
  file: string;
  size: number;
  mtimeMs: number;
  coding: ContentCoding | null;
  /** Whether precompressed copies exist, so caches must key the answer on `Accept-Encoding`. */
  varies: boolean;
}

/**
 * Chooses between a file and the `.br`/`.gz` copies a build wrote beside it. A copy older than the file
 * (a rebuild that skipped compression) is ignored, so stale bytes are never sent.
 */
export async function precompressedVariant(
  file: string,
  info: { size: number; mtimeMs: number },
  acceptEncoding: string | undefined,
): Promise<EncodedFile> {
  const copies = new Map<ContentCoding, { size: number; mtimeMs: number }>();
  for (const coding of CONTENT_CODINGS) {
    const copy = await stat(file + CODING_SUFFIX[coding]).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs) copies.set(coding, copy);
  }
  const raw = { file, size: info.size, mtimeMs: info.mtimeMs, coding: null, varies: copies.size > 0 };
  const coding = pickCoding(acceptEncoding, [...copies.keys()]);
  const copy = coding && copies.get(coding);
  if (!coding || !copy) return raw;
  return { ...raw, file: file + CODING_SUFFIX[coding], size: copy.size, mtimeMs: copy.mtimeMs, coding };
}

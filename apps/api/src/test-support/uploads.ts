// Helpers of the asset tests: real files, multipart requests through the app, and what the storage and
// the database hold. Used only by *.test.ts files.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { rowCounts } from "./row-counts.js";
import type { TestContext } from "./test-app.js";

const API_DIR = path.resolve(import.meta.dirname, "../..");
const SAMPLES = path.join(API_DIR, "creatives/samples/ctv-instream");

/** The CTV sample's 5-second test card (640 × 360), as H.264 MP4 and VP9 WebM (see make-video.sh there). */
export const testCardMp4 = async () => new Uint8Array(await readFile(path.join(SAMPLES, "test-card.mp4")));
export const testCardWebm = async () => new Uint8Array(await readFile(path.join(SAMPLES, "test-card.webm")));
/** Inter (latin, regular) as WOFF2, shipped by @fontsource/inter. */
export const interWoff2 = async () =>
  new Uint8Array(
    await readFile(path.join(API_DIR, "node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2")),
  );

/** A solid picture of `width` × `height` in `format`, encoded by sharp. */
export const picture = async (width: number, height: number, format: "png" | "jpeg" | "gif" | "webp") =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#1c7ed6" } })
      .toFormat(format)
      .toBuffer(),
  );

export type Part =
  | { name: string; value: string }
  | { name: string; bytes: Uint8Array; fileName: string; type?: string };

/** A multipart form of `parts`; a file part declares `type` (default application/octet-stream). */
export function form(...parts: Part[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if ("value" in part) data.append(part.name, part.value);
    else
      data.append(
        part.name,
        new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? "application/octet-stream" }),
        part.fileName,
      );
  }
  return data;
}

/** `form(file)` with one part named `file`. */
export const fileForm = (bytes: Uint8Array, fileName: string, type?: string) =>
  form({ name: "file", bytes, fileName, ...(type ? { type } : {}) });

/** POST /api/assets/upload through the app. */
export async function upload(
  t: TestContext,
  token: string | undefined,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.app.request("/api/assets/upload", {
    method: "POST",
    body,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    // A stream body must say it is sent while the answer may already come back.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Every file below the storage's folder (`<data dir>/files`), relative and sorted. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** What a refused upload must leave unchanged: the stored files and every table's row count. */
export async function snapshot(t: TestContext, dataDir: string) {
  return { files: await storedFiles(dataDir), rows: await rowCounts(t) };
}

import {
  ASSET_MEDIA_TYPES,
  type AssetMediaType,
  type AssetRecord,
  AssetRecordSchema,
} from "@adstudio/contract";
import * as v from "valibot";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { HttpError } from "../../http/errors.js";
import type { FileBody } from "../../http/file-response.js";
import { assetStorageKey } from "../ads/index.js";
import { type MeasuredAsset, measureAsset } from "./measure.js";
import type { ReceivedFile } from "./multipart.js";
import { startRenditions } from "./renditions.js";
import * as repo from "./repo.js";

/**
 * The name the editor shows: the last segment of the part's file name, without control characters or
 * broken UTF-16, at most 200 characters; `upload.<ext>` when nothing is left. Never used as a path.
 */
export function cleanFileName(raw: string, mime: AssetMediaType): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  // With the u flag a lone surrogate is its own code point (Cs); paired ones form one astral character.
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  // At most 200 UTF-16 units (what the schema counts), never cutting a character in two.
  let name = "";
  for (const character of cleaned) {
    if (name.length + character.length > 200) break;
    name += character;
  }
  return name || `upload.${ASSET_MEDIA_TYPES[mime]}`;
}

function recordOf(row: repo.AssetRow | MeasuredAsset, name: string): AssetRecord {
  const optional = {
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    bitrateKbps: row.bitrateKbps,
    codec: row.codec,
  };
  return {
    hash: row.hash,
    type: row.type,
    mime: row.mime,
    name,
    bytes: row.bytes,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value != null)),
  };
}

/**
 * Stores an uploaded file once per content hash and answers its asset record. Bytes already stored
 * answer their recorded measurements at once (nothing is decoded or written again). A new file is
 * measured, checked against the document's asset schema, written to the storage and then recorded, so
 * a record never names a file the storage lacks; a refused file leaves nothing behind.
 */
export async function uploadAsset(
  deps: AppDeps,
  auth: AuthContext,
  file: ReceivedFile,
): Promise<AssetRecord> {
  const db = deps.database.db;
  const name = cleanFileName(file.fileName, file.type.mime);
  const known = await repo.findAsset(db, file.sha256);
  if (known) {
    // A video stored before uploads were transcoded gets its renditions now; one with a job keeps it.
    if (known.type === "video") await startRenditions(deps, known);
    return recordOf(known, name);
  }

  const measured = await measureAsset(file);
  const record = recordOf(measured, name);
  const checked = v.safeParse(AssetRecordSchema, record);
  if (!checked.success) {
    const [issue] = checked.issues;
    const message = `The ${measured.type} cannot be used in an ad: its ${v.getDotPath(issue) ?? "file"} is out of range.`;
    throw new HttpError(400, message, { file: message });
  }
  await storeAsset(deps, measured, file.bytes, auth.user.id);
  // Transcoded after the answer, one job at a time: the studio polls the renditions' progress.
  if (measured.type === "video") await startRenditions(deps, { ...measured, uploadedBy: auth.user.id });
  return record;
}

/**
 * Writes measured bytes to the storage under their hash, then records them (a record never names a file
 * the storage lacks), so they are served at `/api/assets/…`. For uploads and the demo seed's own files.
 */
export async function storeAsset(
  deps: AppDeps,
  asset: MeasuredAsset | AssetRecord,
  bytes: Uint8Array,
  uploadedBy: string | null,
): Promise<void> {
  const { name: _name, ...measured } = asset as AssetRecord;
  await deps.storage.put(assetStorageKey(measured), bytes, measured.mime);
  await repo.recordAsset(deps.database.db, { ...measured, uploadedBy });
}

const FILE_NAME = /^([0-9a-f]{64}|[0-9a-f]{20})\.([a-z0-9]{2,5})$/;
const MEDIA_TYPE_OF = Object.fromEntries(
  Object.entries(ASSET_MEDIA_TYPES).map(([mime, extension]) => [extension, mime]),
) as Record<string, AssetMediaType>;

/**
 * The stored file behind `<hash>.<ext>`, where `hash` is the full SHA-256 or the 20-digit prefix
 * `render` names assets by; null for anything else (an unknown hash, another extension, a bad name).
 */
export async function assetFile(deps: AppDeps, fileName: string): Promise<FileBody | null> {
  const [, hex = "", extension = ""] = FILE_NAME.exec(fileName) ?? [];
  const mime = MEDIA_TYPE_OF[extension];
  if (!hex || !mime) return null;
  const hash = hex.length === 64 ? hex : (await repo.findAssetByPrefix(deps.database.db, hex, mime))?.hash;
  if (!hash) return null;
  // Opened, not read: a video is streamed by the ranges a player asks for, never held whole in memory.
  const opened = await deps.storage.open(assetStorageKey({ hash, mime }));
  // The type is the one the upload read from the bytes, whatever the storage's metadata says.
  return opened ? { ...opened, contentType: mime } : null;
}

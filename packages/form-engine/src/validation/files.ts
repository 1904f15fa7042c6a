import { isPlainObject } from "@adstudio/core";

/** The first file of a file value: a list's first item, or the value itself. */
export function firstFile(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function hasNumber(value: unknown, key: "size" | "byteLength"): number | undefined {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const size = (value as Record<string, unknown>)[key];
  return typeof size === "number" && Number.isFinite(size) ? size : undefined;
}

/** Decoded size of base64 text, with or without a `data:…;base64,` prefix. */
function base64Bytes(text: string): number | undefined {
  const body = text.startsWith("data:") ? text.slice(text.indexOf(",") + 1) : text;
  const compact = body.replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return undefined;
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}

/**
 * Size in bytes of a browser `File`/`Blob` (`size`), or of an attachment value through its `file`:
 * `file.size`, a `Blob`/`ArrayBuffer`/typed array body, or a base64 (data URL) body. `undefined` if unknown.
 */
export function fileSizeBytes(file: unknown): number | undefined {
  const direct = hasNumber(file, "size");
  if (direct !== undefined || !isPlainObject(file)) return direct;
  const inner = file.file;
  if (!isPlainObject(inner)) return undefined;
  const { body } = inner;
  return (
    hasNumber(inner, "size") ??
    hasNumber(body, "size") ??
    hasNumber(body, "byteLength") ??
    (typeof body === "string" ? base64Bytes(body) : undefined)
  );
}

/** MIME type of a browser `File` (`type`) or of an attachment value (`file.fileType`). */
export function fileTypeOf(file: unknown): string | undefined {
  if (typeof file !== "object" || file === null) return undefined;
  const record = file as Record<string, unknown>;
  if (isPlainObject(record.file) && typeof record.file.fileType === "string") return record.file.fileType;
  return typeof record.type === "string" && record.type.includes("/") ? record.type : undefined;
}

/** File name of a browser `File` (`name`) or of an attachment value (`file.fileName`, else `name`). */
export function fileNameOf(file: unknown): string | undefined {
  if (typeof file !== "object" || file === null) return undefined;
  const record = file as Record<string, unknown>;
  if (isPlainObject(record.file) && typeof record.file.fileName === "string") return record.file.fileName;
  return typeof record.name === "string" ? record.name : undefined;
}

import { createHash } from "node:crypto";
import { isPlainObject } from "@adstudio/core";
import {
  type AttachmentValue,
  acceptsFile,
  classifyAttachment,
  type Field,
  type FormValues,
  type Template,
  templateFields,
} from "@adstudio/form-engine";
import { badRequest } from "../../http/errors.js";
import type { Logger } from "../../logger.js";
import { decodeImage, type FileStorage, safeFileName, sniffImageType } from "../../storage/index.js";

/** The upload rules of one file or attachment field, read from the template. */
interface UploadRule {
  name: string;
  label: string;
  accept: readonly string[] | undefined;
  maxBytes: number;
  message: string;
}

const MB = 1024 * 1024;

/** The template's top-level file and attachment fields with their accept lists and size limits. */
export function uploadRules(template: Template): UploadRule[] {
  return templateFields(template)
    .filter((field) => field.kind === "file" || field.kind === "attachment")
    .map((field: Field) => {
      const size = field.validation?.size;
      const megabytes = typeof size === "object" ? size.value : (size ?? 1);
      return {
        name: field.name,
        label: field.label,
        accept: field.attachment?.accept,
        maxBytes: Math.floor(megabytes * MB),
        message:
          (typeof size === "object" ? size.message : undefined) ??
          `${field.label} must be at most ${megabytes} MB.`,
      };
    });
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The file's type by magic bytes (the raster images uploads accept, and PDF), never by name. */
function sniffFileType(bytes: Uint8Array): { mime: string; extension: string } | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (PDF_MAGIC.every((byte, i) => bytes[i] === byte)) return { mime: "application/pdf", extension: "pdf" };
  return null;
}

function fileOf(item: unknown): Record<string, unknown> | undefined {
  return isPlainObject(item) && isPlainObject(item.file) ? item.file : undefined;
}

const isDataUrl = (body: unknown): body is string => typeof body === "string" && body.startsWith("data:");

/** Every stored attachment of saved values, by its location. */
function storedByLocation(values: FormValues | null, rules: readonly UploadRule[]) {
  const found = new Map<string, AttachmentValue>();
  for (const rule of rules) {
    const value = values?.[rule.name];
    for (const item of Array.isArray(value) ? value : [value]) {
      const location = fileOf(item)?.location;
      if (typeof location === "string") found.set(location, item as AttachmentValue);
    }
  }
  return found;
}

/** Storage keys of every attachment in saved values (to remove files nobody references any more). */
export function attachmentKeys(
  storage: FileStorage,
  values: FormValues | null,
  rules: readonly UploadRule[],
) {
  const keys = new Set<string>();
  for (const location of storedByLocation(values, rules).keys()) {
    const key = storage.keyOf(location);
    if (key) keys.add(key);
  }
  return keys;
}

export interface StoredUploads {
  values: FormValues;
  /** Keys written by this save, to remove again if the save fails. */
  written: string[];
}

/**
 * Moves new uploads out of the values into file storage. A new upload carries its bytes as a base64 data
 * URL: the bytes are size-checked, typed by their magic bytes (the declared type and name are ignored),
 * checked against the field's accept list, decoded in full when an image, and stored under
 * `campaign/{type}s/{campaignId}/{sha256}.{ext}`;
 * the value keeps only the reference. Anything else must be a file this campaign already has (matched by
 * location), which is kept as stored, so a client cannot point an attachment at an address of its choice.
 */
export async function storeUploads(
  storage: FileStorage,
  campaignId: string,
  values: FormValues,
  current: FormValues | null,
  rules: readonly UploadRule[],
): Promise<StoredUploads> {
  const existing = storedByLocation(current, rules);
  const written: string[] = [];
  const next: FormValues = { ...values };
  const store = async (item: unknown, rule: UploadRule, path: string): Promise<AttachmentValue> => {
    const fail = (message: string) => badRequest(message, { [path]: message });
    const file = fileOf(item);
    if (!file || !isDataUrl(file.body)) {
      const kept = typeof file?.location === "string" ? existing.get(file.location) : undefined;
      if (!kept) throw fail(`${rule.label}: upload the file again.`);
      return kept;
    }
    const bytes = Buffer.from(file.body.slice(file.body.indexOf(",") + 1), "base64");
    if (bytes.length === 0 || bytes.length > rule.maxBytes) throw fail(rule.message);
    const type = sniffFileType(bytes);
    if (!type || !acceptsFile(rule.accept, type.mime, `file.${type.extension}`)) throw fail(rule.message);
    const kind = classifyAttachment(type.mime);
    // An image must decode to its last pixel, as logos must: a bare signature or a truncated file is refused.
    if (kind === "image") {
      const decoded = await decodeImage(bytes);
      if (!decoded.ok) throw fail(decoded.message);
    }
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const key = `campaign/${kind}s/${campaignId}/${sha256}.${type.extension}`;
    await storage.put(key, bytes, type.mime);
    written.push(key);
    const url = storage.url(key);
    const fileName = safeFileName(String(file.fileName ?? (isPlainObject(item) ? item.name : "") ?? "file"));
    return {
      src: url,
      name: fileName,
      type: kind,
      file: { body: "", fileName, fileType: type.mime, location: url },
    };
  };
  try {
    for (const rule of rules) {
      const value = values[rule.name];
      if (Array.isArray(value)) {
        const stored: AttachmentValue[] = [];
        for (const [index, item] of value.entries())
          stored.push(await store(item, rule, `${rule.name}.${index}`));
        next[rule.name] = stored;
      } else if (value !== null && value !== undefined) {
        next[rule.name] = await store(value, rule, rule.name);
      }
    }
  } catch (error) {
    await removeKeys(storage, written);
    throw error;
  }
  return { values: next, written };
}

/** Removes stored files; a failure only leaves an orphan file behind, so it is logged, not raised. */
export async function removeKeys(storage: FileStorage, keys: Iterable<string>, log?: Logger) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log?.warn({ err: error, key }, "could not remove a campaign file");
    }
  }
}

import type { StoredFile } from "@adstudio/contract";
import type { CompanyInput } from "@adstudio/core";
import type { StoredFileRef } from "../../db/schema.js";
import { badRequest } from "../../http/errors.js";
import type { Logger } from "../../logger.js";
import { decodeImageDataUrl, type FileStorage, IMAGE_PIXEL_LIMITS } from "../../storage/index.js";

type LogoInput = CompanyInput["logo"];

/** What saving a company does to its logo: the reference to keep, and a file written for it. */
export interface LogoChange {
  logo: StoredFileRef | null;
  /** The key written by this save (to remove again if the save fails). */
  writtenKey: string | null;
}

/**
 * Applies the `logo` of a create or update body:
 * - omitted (`undefined`): the current logo stays;
 * - `null`: the logo is removed;
 * - an object with an empty `body`: the current logo stays (the studio sends back what it loaded; a
 *   client cannot point a logo at an address of its choosing);
 * - an object with a data URL: the bytes are typed by their magic bytes (PNG, JPEG, GIF or WebP,
 *   whatever the name or the declared type says), decoded in full (what does not decode is refused;
 *   width and height are kept with the reference) and stored under `companies/<id>/<sha256>.<ext>`, a
 *   content-addressed key served with a long cache.
 */
export async function applyLogo(
  storage: FileStorage,
  companyId: string,
  input: LogoInput,
  current: StoredFileRef | null,
): Promise<LogoChange> {
  if (input === undefined) return { logo: current, writtenKey: null };
  if (input === null) return { logo: null, writtenKey: null };
  if (!input.body) return { logo: current, writtenKey: null };

  const decoded = await decodeImageDataUrl(input.body, IMAGE_PIXEL_LIMITS.logo);
  if (!decoded.ok) throw badRequest(decoded.message, { logo: decoded.message });
  const { bytes, type, sha256, width, height } = decoded.image;
  const key = `companies/${companyId}/${sha256}.${type.extension}`;
  const alreadyStored = current !== null && storage.keyOf(current.location) === key;
  if (!alreadyStored) await storage.put(key, bytes, type.mime);
  return {
    logo: {
      fileName: input.fileName || `logo.${type.extension}`,
      fileType: type.mime,
      location: storage.url(key),
      width,
      height,
    },
    writtenKey: alreadyStored ? null : key,
  };
}

/** Removes a stored logo file that no record references any more; a failure is only logged. */
export async function removeLogoFile(storage: FileStorage, logo: StoredFileRef | null, log: Logger) {
  const key = logo ? storage.keyOf(logo.location) : null;
  if (!key) return;
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, "could not remove a company logo file");
  }
}

/** The logo as the API answers it: its address and type, and its pixel size when it is known. */
export function logoRecord(logo: StoredFileRef): StoredFile {
  const { fileName, fileType, location, width, height } = logo;
  return { fileName, fileType, location, ...(width && height ? { width, height } : {}) };
}

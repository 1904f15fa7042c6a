import { TEMPLATE_LIMITS, TEMPLATE_TOO_LARGE_MESSAGE } from "@adstudio/contract";
import { type FilePart, receiveFilePart, refusedEarly } from "../../http/file-part.js";

/** The uploaded zip, read to its end (at most the template limit), and the part's file name. */
export type ReceivedZip = FilePart;

/**
 * Reads a `multipart/form-data` request with one file part named `field`, streaming, and stops as soon as
 * the file passes {@link TEMPLATE_LIMITS}'s `zipBytes` (413; the rest is never read, so the connection is
 * closed). Whether the bytes are a zip is the archive reader's call. Every refusal is a 4xx HttpError.
 */
export function receiveZip(request: Request, field: string): Promise<ReceivedZip> {
  return receiveFilePart(request, field, {
    maxBytes: TEMPLATE_LIMITS.zipBytes,
    tooLarge: () => refusedEarly(413, TEMPLATE_TOO_LARGE_MESSAGE),
  });
}

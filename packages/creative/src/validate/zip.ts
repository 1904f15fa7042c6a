import { unzipSync } from "fflate";
import { MOST_FILES } from "./budgets";

/** What a zip may inflate to before we stop reading it: far above any ad, far below a zip bomb. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

export type UnzipResult = { ok: true; files: Record<string, Uint8Array> } | { ok: false; message: string };

/**
 * Unzips with the sizes the zip declares checked first, so a zip bomb is refused before it inflates, and
 * at most a few more entries than the validator allows are read.
 */
export function safeUnzip(bytes: Uint8Array): UnzipResult {
  let declared = 0;
  let entries = 0;
  try {
    const files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        declared += file.originalSize;
        if (declared > MAX_UNZIPPED_BYTES) throw new RangeError("too big");
        // Counting continues past the limit, so the file-count check can say how many there are.
        return entries <= MOST_FILES * 10;
      },
    });
    return { ok: true, files };
  } catch (error) {
    if (error instanceof RangeError && error.message === "too big") {
      return { ok: false, message: `The zip unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB.` };
    }
    return { ok: false, message: "The file is not a readable zip archive." };
  }
}

import type { AssetRendition } from "@adstudio/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { assetRenditions } from "../../db/schema.js";

/**
 * The renditions made of an uploaded video so far (none when it was never transcoded): what a VAST tag
 * lists as its MediaFiles. The assets feature writes them while it transcodes an upload.
 */
export async function renditionsOfVideo(db: Executor, sourceHash: string): Promise<AssetRendition[]> {
  const [row] = await db
    .select({ renditions: assetRenditions.renditions })
    .from(assetRenditions)
    .where(eq(assetRenditions.sourceHash, sourceHash));
  return row?.renditions ?? [];
}

import type { AssetRendition, RenditionStatus } from "@adstudio/contract";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { assetRenditions } from "../../db/schema.js";

export type RenditionsRow = typeof assetRenditions.$inferSelect;

export async function findRenditions(db: Executor, sourceHash: string): Promise<RenditionsRow | undefined> {
  const [row] = await db.select().from(assetRenditions).where(eq(assetRenditions.sourceHash, sourceHash));
  return row;
}

/** Records a new job; false when the source already has one (a second upload of the same bytes). */
export async function createRenditions(
  db: Executor,
  sourceHash: string,
  status: RenditionStatus,
  message: string | null,
): Promise<boolean> {
  const inserted = await db
    .insert(assetRenditions)
    .values({ sourceHash, status, message })
    .onConflictDoNothing({ target: assetRenditions.sourceHash })
    .returning({ sourceHash: assetRenditions.sourceHash });
  return inserted.length > 0;
}

export async function updateRenditions(
  db: Executor,
  sourceHash: string,
  change: {
    status?: RenditionStatus;
    progress?: number;
    message?: string | null;
    renditions?: AssetRendition[];
  },
): Promise<void> {
  await db
    .update(assetRenditions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(assetRenditions.sourceHash, sourceHash));
}

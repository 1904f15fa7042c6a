import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { assets } from "../../db/schema.js";

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = Omit<typeof assets.$inferInsert, "createdAt">;

export async function findAsset(db: Executor, hash: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.hash, hash));
  return row;
}

/**
 * The asset whose hash starts with `prefix` (the 20 hex digits `render` names files by) and has this
 * media type. Two assets sharing 80 bits of SHA-256 do not occur; the oldest would win if they did.
 */
export async function findAssetByPrefix(
  db: Executor,
  prefix: string,
  mime: string,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(sql`left(${assets.hash}, 20)`, prefix), eq(assets.mime, mime)))
    .orderBy(assets.createdAt)
    .limit(1);
  return row;
}

/** Records an asset once: a concurrent upload of the same bytes that recorded it first is kept. */
export async function recordAsset(db: Executor, row: NewAssetRow): Promise<void> {
  await db.insert(assets).values(row).onConflictDoNothing({ target: assets.hash });
}

import { eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { adShareLinks } from "../../db/schema.js";

export type ShareLinkRow = typeof adShareLinks.$inferSelect;

/** The link whose token hashes to `tokenHash`, or undefined. */
export async function findByTokenHash(db: Executor, tokenHash: string): Promise<ShareLinkRow | undefined> {
  const [link] = await db.select().from(adShareLinks).where(eq(adShareLinks.tokenHash, tokenHash));
  return link;
}

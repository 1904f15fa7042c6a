import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { loginFailures } from "../../db/schema.js";

/** How many events a key has had since `since`, and when the oldest of them happened. */
export async function countRecentEvents(db: Db, key: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Stamped with the server's clock, the same one `countRecentEvents` is asked with. */
export async function recordEvents(db: Db, keys: string[], at: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: at })));
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

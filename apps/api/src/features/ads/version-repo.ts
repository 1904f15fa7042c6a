import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { adVersions, users } from "../../db/schema.js";

/** An ad's versions, newest first, each with its publisher's display name (null when the user is gone). */
export async function listVersions(db: Executor, adId: string) {
  return db
    .select({
      version: adVersions.version,
      revision: adVersions.revision,
      sizes: adVersions.sizes,
      notes: adVersions.notes,
      createdAt: adVersions.createdAt,
      userId: users.id,
      userName: users.displayName,
    })
    .from(adVersions)
    .leftJoin(users, eq(users.id, adVersions.publishedBy))
    .where(eq(adVersions.adId, adId))
    .orderBy(desc(adVersions.version));
}

/** One version with the document it was published from (null for versions from before documents were kept). */
export async function findVersion(db: Executor, adId: string, version: number) {
  const [row] = await db
    .select({ revision: adVersions.revision, sizes: adVersions.sizes, document: adVersions.document })
    .from(adVersions)
    .where(and(eq(adVersions.adId, adId), eq(adVersions.version, version)));
  return row;
}

import { eq } from "drizzle-orm";
import type { Executor } from "../../db/query-helpers.js";
import { secretKeys } from "../../db/schema.js";

export interface StoredSecretKey {
  userId: string;
  ciphertext: string;
}

export async function findByUser(db: Executor, userId: string): Promise<StoredSecretKey | undefined> {
  const [row] = await db
    .select({ userId: secretKeys.userId, ciphertext: secretKeys.ciphertext })
    .from(secretKeys)
    .where(eq(secretKeys.userId, userId));
  return row;
}

export async function findByDigest(db: Executor, digest: string): Promise<StoredSecretKey | undefined> {
  const [row] = await db
    .select({ userId: secretKeys.userId, ciphertext: secretKeys.ciphertext })
    .from(secretKeys)
    .where(eq(secretKeys.digest, digest));
  return row;
}

/** Stores a user's key, replacing the previous one in the same statement (so it fails at once). */
export async function upsert(
  db: Executor,
  key: { userId: string; digest: string; ciphertext: string },
): Promise<void> {
  await db
    .insert(secretKeys)
    .values(key)
    .onConflictDoUpdate({
      target: secretKeys.userId,
      set: { digest: key.digest, ciphertext: key.ciphertext, createdAt: new Date() },
    });
}

/** Stores a first key unless one exists already (two first reads at once keep the same key). */
export async function insertIfMissing(
  db: Executor,
  key: { userId: string; digest: string; ciphertext: string },
): Promise<void> {
  await db.insert(secretKeys).values(key).onConflictDoNothing({ target: secretKeys.userId });
}

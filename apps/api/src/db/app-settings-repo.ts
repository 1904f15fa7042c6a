import { eq } from "drizzle-orm";
import type { Db } from "./client.js";
import { appSettings } from "./schema.js";

/**
 * The shared setting `key`, written with `value` first if no replica has written it yet (the first
 * writer wins; every replica then reads the same value).
 */
export async function settingOrCreate(db: Db, key: string, value: string): Promise<string> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`${key} missing after insert`);
  return row.value;
}

import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { AppDeps } from "./app-env.js";
import type { Config } from "./config.js";
import { connectDatabase, type Database, runMigrations } from "./db/client.js";
import { appSettings } from "./db/schema.js";
import { type SeedResult, seed } from "./db/seed.js";
import { AuthCache } from "./features/auth/auth-cache.js";
import type { Logger } from "./logger.js";
import { createSmtpMailer } from "./mail/mailer.js";

/** The committed drizzle-kit migrations; the same relative place from `src/` and from `dist/`. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * Connects, migrates and seeds a database, and assembles what requests need. Used by the server
 * and by tests (one database each).
 */
export async function createDeps(
  config: Config,
  logger: Logger,
  databaseUrl: string,
): Promise<{ deps: AppDeps; seedResult: SeedResult }> {
  const database = connectDatabase(databaseUrl);
  try {
    await runMigrations(database, MIGRATIONS_FOLDER);
    const seedResult = await seed(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    });
    const jwtKey = new TextEncoder().encode(config.jwtSecret ?? (await sharedJwtSecret(database)));
    const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
    return { deps: { config, database, logger, jwtKey, authCache: new AuthCache(), mailer }, seedResult };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Without ADSTUDIO_JWT_SECRET, a secret is generated once and kept in the database, so every replica
 * and every restart signs and checks tokens with the same key.
 */
async function sharedJwtSecret(database: Database): Promise<string> {
  const { db } = database;
  await db
    .insert(appSettings)
    .values({ key: "jwt_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, "jwt_secret"));
  if (!row) throw new Error("jwt secret missing after insert");
  return row.value;
}

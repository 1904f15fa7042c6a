import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppDeps } from "./app-env.js";
import type { Config } from "./config.js";
import { settingOrCreate } from "./db/app-settings-repo.js";
import { connectDatabase, type Database, runMigrations, withMigrationLock } from "./db/client.js";
import { ClusterSignals } from "./db/cluster-signals.js";
import { type SeedResult, seed } from "./db/seed.js";
import { RenditionQueue } from "./features/assets/rendition-queue.js";
import { AuthCache } from "./features/auth/auth-cache.js";
import { ChatHub } from "./features/chat/hub.js";
import { QrScans } from "./features/qr/scans.js";
import { SecretKeyCipher } from "./features/secret-keys/crypto.js";
import { TrackerIngest, type TrackerIngestOptions } from "./features/tracker/ingest.js";
import type { Logger } from "./logger.js";
import { createSmtpMailer } from "./mail/mailer.js";
import { createLocalStorage, createS3Storage, type FileStorage } from "./storage/index.js";

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
  const database = connectDatabase(databaseUrl, {
    onLost: (error) =>
      logger.error({ err: error }, "database unreachable; answering 503 and retrying with backoff"),
    onBack: (downForMs) => logger.warn({ downForMs }, "database reachable again"),
  });
  let signals: ClusterSignals | undefined;
  try {
    // One replica migrates and seeds at a time; the others wait and then find nothing to do.
    const seedResult = await withMigrationLock(
      database,
      async () => {
        await runMigrations(database, MIGRATIONS_FOLDER);
        return seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
      },
      () => logger.info("another replica is migrating the database; waiting for it"),
    );
    const jwtKey = new TextEncoder().encode(config.jwtSecret ?? (await sharedSecret(database, "jwt_secret")));
    const secretKeyCipher = new SecretKeyCipher(
      config.secretKeyEncryptionKey ?? (await sharedSecret(database, "secret_key_encryption_key")),
    );
    const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : undefined;
    const storage = await createStorage(config);
    // Caches stay coherent across replicas: what one process changes, every process forgets.
    signals = new ClusterSignals(databaseUrl, database.pool, logger);
    await signals.start();
    const qrScans = new QrScans(database, { signals });
    const tracker = new TrackerIngest(database, trackerOptionsOf(config));
    await tracker.start();
    return {
      deps: {
        config,
        database,
        logger,
        jwtKey,
        signals,
        authCache: new AuthCache({ signals }),
        secretKeyCipher,
        mailer,
        storage,
        qrScans,
        tracker,
        chat: new ChatHub(databaseUrl, logger),
        renditions: new RenditionQueue(),
        clock: () => new Date(),
      },
      seedResult,
    };
  } catch (error) {
    await signals?.close();
    await database.close();
    throw error;
  }
}

/**
 * The file storage the configuration names: the S3 bucket when ADSTUDIO_S3_BUCKET is set (checked now, so
 * a wrong bucket, endpoint or key stops the start with a clear line), else `<data dir>/files`.
 */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3)
    return createLocalStorage(path.join(config.dataDir, "files"), config.publicUrl, config.cdnUrl);
  const storage = createS3Storage({ ...config.s3, publicBase: config.publicUrl, cdnUrl: config.cdnUrl });
  try {
    await storage.check();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}

/** The tracker's settings from the configuration: retention and the per-client limits. */
export function trackerOptionsOf(config: Config): TrackerIngestOptions {
  return {
    retentionDays: config.trackerRetentionDays,
    clientLimit: {
      perClient: config.trackerClientLimit,
      perAddress: config.trackerAddressLimit,
      windowMs: config.trackerWindowSeconds * 1000,
    },
  };
}

/**
 * Releases what `createDeps` opened: scans still waiting are written first (they may already have
 * been accepted), then the pool closes.
 */
export async function closeDeps(deps: AppDeps): Promise<void> {
  try {
    await deps.chat.close();
    // A running ffmpeg is stopped; its job writes nothing more before the pool closes.
    await deps.renditions.close();
    await deps.qrScans.close();
    await deps.tracker.close();
    await deps.signals.close();
    deps.storage.close?.();
  } finally {
    await deps.database.close();
  }
}

/**
 * Without ADSTUDIO_JWT_SECRET (or ADSTUDIO_SECRET_KEY_ENCRYPTION_KEY), a secret is generated once and
 * kept in the database, so every replica and every restart signs tokens (or opens stored secret keys)
 * with the same key.
 */
async function sharedSecret(database: Database, name: string): Promise<string> {
  return settingOrCreate(database.db, name, randomBytes(48).toString("base64url"));
}

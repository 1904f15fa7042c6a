import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";

/**
 * The built studio (`apps/studio-web/dist`). Resolved from this module, which sits at the same depth in
 * `src/` and in the bundled `dist/`, so `node apps/api/dist/main.js` finds it from any working directory.
 */
export const DEFAULT_STUDIO_DIR = fileURLToPath(new URL("../../studio-web/dist", import.meta.url));
/** The shipped creatives (`apps/api/creatives`: the samples), resolved the same way. */
export const DEFAULT_CREATIVES_DIR = fileURLToPath(new URL("../creatives", import.meta.url));
/** The built publisher embed script (`apps/preview-embed/dist`). */
export const DEFAULT_EMBED_DIR = fileURLToPath(new URL("../../preview-embed/dist", import.meta.url));

export const DEFAULT_MAIL_FROM = "Adstudio <no-reply@adstudio.local>";

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** `someone@example.com` or `Display Name <someone@example.com>`, on one line. */
function isMailbox(value: string): boolean {
  const named = /^([^<>\r\n]*)<([^<>\s]+)>$/.exec(value.trim());
  return EMAIL.test(named ? (named[2] ?? "") : value.trim());
}

/** A whole number from `min` to `max`, read from its environment string. */
const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `must be a whole number of ${what}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** An IPv4 or IPv6 address, or a CIDR range of them (`203.0.113.0/24`, `2001:db8::/32`). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const addressList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  ),
  v.check(
    (entries) => entries.every(isAddressOrRange),
    "must be IP addresses or CIDR ranges separated by commas",
  ),
);

const portNumber = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, "must be a port number"),
  v.transform(Number),
  v.number(),
  v.minValue(1, "must be a port number"),
  v.maxValue(65535, "must be a port number"),
);

/** Every environment variable the server reads; the README's configuration table mirrors this. */
const EnvSchema = v.object({
  PORT: v.optional(portNumber, "3000"),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), "0.0.0.0"),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")),
  ),
  ADSTUDIO_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), ".data"),
  ADSTUDIO_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url("must be an absolute URL"))),
  ADSTUDIO_ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email("must be an email address")),
    "admin@adstudio.local",
  ),
  ADSTUDIO_ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, "must be at least 8 characters"))),
  ADSTUDIO_JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
  ADSTUDIO_SECRET_KEY_ENCRYPTION_KEY: v.optional(
    v.pipe(v.string(), v.minLength(32, "must be at least 32 characters")),
  ),
  ADSTUDIO_SESSION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of days"),
      v.transform(Number),
      v.number(),
      v.minValue(1, "must be at least 1"),
      v.maxValue(365, "must be at most 365"),
    ),
    "7",
  ),
  ADSTUDIO_REGISTRATION: v.optional(v.picklist(["open", "closed"], "must be open or closed"), "open"),
  ADSTUDIO_TRUST_PROXY: v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
  ADSTUDIO_DEMO_ADS: v.optional(v.picklist(["true", "false"], "must be true or false"), "true"),
  ADSTUDIO_STUDIO_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  ADSTUDIO_CREATIVES_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  ADSTUDIO_EMBED_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  ADSTUDIO_PUBLIC_SOURCEMAPS: v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
      v.url("must be an smtp:// or smtps:// URL"),
    ),
  ),
  ADSTUDIO_MAIL_TO: v.optional(v.pipe(v.string(), v.trim(), v.email("must be an email address"))),
  ADSTUDIO_MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(isMailbox, "must be an address such as Adstudio <no-reply@example.com>"),
    ),
    DEFAULT_MAIL_FROM,
  ),
  ADSTUDIO_TRACKER_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number of days"),
      v.transform(Number),
      v.number(),
      v.minValue(1, "must be at least 1"),
      v.maxValue(3650, "must be at most 3650"),
    ),
    "90",
  ),
  ADSTUDIO_TRACKER_CLIENT_LIMIT: v.optional(wholeNumber(1, 1_000_000, "impressions"), "60"),
  ADSTUDIO_TRACKER_ADDRESS_LIMIT: v.optional(wholeNumber(1, 1_000_000, "impressions"), "600"),
  ADSTUDIO_TRACKER_WINDOW_SECONDS: v.optional(wholeNumber(1, 86_400, "seconds"), "60"),
  ADSTUDIO_TRACKER_SSAI_STITCHERS: v.optional(addressList, ""),
  LOG_LEVEL: v.optional(
    v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "must be a pino level"),
    "info",
  ),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** Encrypts users' secret keys at rest (≥ 32 characters); unset: generated once and kept in the database. */
  secretKeyEncryptionKey: string | undefined;
  sessionDays: number;
  registrationOpen: boolean;
  trustProxy: boolean;
  /** Seed the demo company with a published sample ad of every format at start (`npm start`). */
  demoAds: boolean;
  /** Folder of the built studio SPA served for every non-API path. */
  studioDir: string;
  /** Folder served under `/creatives/` (the samples); published creatives come from storage. */
  creativesDir: string;
  /** Folder holding the built `embed.js` served at `/embed.js`. */
  embedDir: string;
  /** Serve the studio's `*.map` files (they expose the source); off by default. */
  publicSourceMaps: boolean;
  /** SMTP server for contact messages; unset: messages are only stored. */
  smtpUrl: string | undefined;
  /** Recipient of contact messages (default: the admin email). */
  mailTo: string;
  mailFrom: string;
  /** Days of raw tracker events kept (whole day partitions are dropped); the rollups are kept for ever. */
  trackerRetentionDays: number;
  /** New impression ids one client (device address and user agent) may start per window; beyond: invalid. */
  trackerClientLimit: number;
  /** New impression ids one connecting address may start per window, trusted stitchers exempt. */
  trackerAddressLimit: number;
  /** The sliding window of both limits, in seconds. */
  trackerWindowSeconds: number;
  /**
   * Server-side ad insertion servers (addresses or CIDR ranges) whose `X-Forwarded-For` names the device
   * and who are exempt from the per-address limit. `X-Device-IP` / `X-Device-User-Agent` need no listing.
   */
  trackerStitchers: string[];
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops the server with a clear line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(EnvSchema, pickKnown(env));
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join(".") ?? "environment";
      return `${key} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.ADSTUDIO_DATA_DIR),
    publicUrl: e.ADSTUDIO_PUBLIC_URL?.replace(/\/$/, ""),
    adminEmail: e.ADSTUDIO_ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADSTUDIO_ADMIN_PASSWORD,
    jwtSecret: e.ADSTUDIO_JWT_SECRET,
    secretKeyEncryptionKey: e.ADSTUDIO_SECRET_KEY_ENCRYPTION_KEY,
    sessionDays: e.ADSTUDIO_SESSION_DAYS,
    registrationOpen: e.ADSTUDIO_REGISTRATION === "open",
    trustProxy: e.ADSTUDIO_TRUST_PROXY === "true",
    demoAds: e.ADSTUDIO_DEMO_ADS === "true",
    studioDir: path.resolve(e.ADSTUDIO_STUDIO_DIR ?? DEFAULT_STUDIO_DIR),
    creativesDir: path.resolve(e.ADSTUDIO_CREATIVES_DIR ?? DEFAULT_CREATIVES_DIR),
    embedDir: path.resolve(e.ADSTUDIO_EMBED_DIR ?? DEFAULT_EMBED_DIR),
    publicSourceMaps: e.ADSTUDIO_PUBLIC_SOURCEMAPS === "true",
    smtpUrl: e.SMTP_URL,
    mailTo: e.ADSTUDIO_MAIL_TO ?? e.ADSTUDIO_ADMIN_EMAIL.toLowerCase(),
    mailFrom: e.ADSTUDIO_MAIL_FROM,
    trackerRetentionDays: e.ADSTUDIO_TRACKER_RETENTION_DAYS,
    trackerClientLimit: e.ADSTUDIO_TRACKER_CLIENT_LIMIT,
    trackerAddressLimit: e.ADSTUDIO_TRACKER_ADDRESS_LIMIT,
    trackerWindowSeconds: e.ADSTUDIO_TRACKER_WINDOW_SECONDS,
    trackerStitchers: e.ADSTUDIO_TRACKER_SSAI_STITCHERS,
    logLevel: e.LOG_LEVEL,
  };
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function pickKnown(env: Record<string, string | undefined>): Record<string, string> {
  const known: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = env[key];
    if (value !== undefined && value !== "") known[key] = value;
  }
  return known;
}

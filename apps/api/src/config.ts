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
/** The XR phone page's own script and styles (issue 35), served at `/xr/phone.js` and `/xr/phone.css`. */
export const XR_PAGE_DIR = fileURLToPath(new URL("../xr", import.meta.url));
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

/**
 * Every environment variable the server reads, each with what it means (`v.description`) and, where the
 * schema's own default is not what a reader should see (computed, a path, generated), the default to show
 * (`v.metadata({ default })`, Markdown). docs/configuration.md is generated from this (`pnpm docs:generate`),
 * and `npm test` fails when the two differ or a variable has no description.
 */
export const EnvSchema = v.object({
  PORT: v.pipe(v.optional(portNumber, "3000"), v.description("HTTP port.")),
  HOST: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1)), "0.0.0.0"),
    v.description("Interface to listen on."),
  ),
  DATABASE_URL: v.pipe(
    v.optional(
      v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")),
    ),
    v.description(
      "`postgres://…` of an external PostgreSQL. Unset: the embedded server is started under the data directory.",
    ),
  ),
  ADSTUDIO_DATA_DIR: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1)), ".data"),
    v.description(
      "Data directory: the embedded PostgreSQL (`pg/`, and its generated password) and uploaded files (`files/`).",
    ),
    v.metadata({ default: "`./.data`" }),
  ),
  ADSTUDIO_PUBLIC_URL: v.pipe(
    v.optional(v.pipe(v.string(), v.url("must be an absolute URL"))),
    v.description(
      "Address people reach the studio at (printed at start); QR scan links and the addresses in served VAST documents use it (unset: the request's origin, and such answers are never cached publicly). Set it in production.",
    ),
    v.metadata({ default: "`http://localhost:$PORT`" }),
  ),
  ADSTUDIO_ADMIN_EMAIL: v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.email("must be an email address")), "admin@adstudio.local"),
    v.description("Email of the seeded `superadmin` (used when it is first created)."),
  ),
  ADSTUDIO_ADMIN_PASSWORD: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(8, "must be at least 8 characters"))),
    v.description(
      "Password of `superadmin` (≥ 8 characters), applied at every start (so it also resets a forgotten one). Unset: generated and printed once on first start.",
    ),
    v.metadata({ default: "generated" }),
  ),
  ADSTUDIO_JWT_SECRET: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
    v.description(
      "HS256 key for access tokens (≥ 32 characters). Unset: generated once and kept in the database, shared by every replica.",
    ),
    v.metadata({ default: "generated" }),
  ),
  ADSTUDIO_SECRET_KEY_ENCRYPTION_KEY: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
    v.description(
      "Encrypts users' secret keys at rest (AES-256-GCM; ≥ 32 characters, e.g. `openssl rand -base64 32`). Unset: generated once and kept in the database. Changing it makes existing keys unusable (users generate new ones).",
    ),
    v.metadata({ default: "generated" }),
  ),
  ADSTUDIO_SESSION_DAYS: v.pipe(
    v.optional(wholeNumber(1, 365, "days"), "7"),
    v.description("Lifetime of a sign-in in days (1–365); each auto-login extends it."),
  ),
  ADSTUDIO_REGISTRATION: v.pipe(
    v.optional(v.picklist(["open", "closed"], "must be open or closed"), "open"),
    v.description(
      "`open`: anyone may register (with the least privileged role, `publisher`). `closed`: registration answers 403.",
    ),
  ),
  ADSTUDIO_TRUST_PROXY: v.pipe(
    v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
    v.description(
      "`true` behind a reverse proxy: the client address for throttling (sign-in, contact form) comes from `X-Forwarded-For`, and HTTPS from `X-Forwarded-Proto`.",
    ),
  ),
  ADSTUDIO_DEMO_ADS: v.pipe(
    v.optional(v.picklist(["true", "false"], "must be true or false"), "true"),
    v.description(
      '`true`: the first start creates the company "Adstudio Demo" with one published sample ad of each of the 21 formats (skipped once that company exists). `false`: no demo.',
    ),
  ),
  ADSTUDIO_STUDIO_DIR: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1))),
    v.description(
      "The built studio, served for every path outside `/api`. Missing: those paths answer 503 saying how to build it.",
    ),
    v.metadata({ default: "`apps/studio-web/dist`" }),
  ),
  ADSTUDIO_CREATIVES_DIR: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1))),
    v.description(
      "Creatives served under `/creatives/` (the shipped samples); other paths there come from the file storage.",
    ),
    v.metadata({ default: "`apps/api/creatives`" }),
  ),
  ADSTUDIO_EMBED_DIR: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1))),
    v.description(
      "The built publisher script served at `/embed.js`. Missing: `/embed.js` answers 503 saying how to build it.",
    ),
    v.metadata({ default: "`apps/preview-embed/dist`" }),
  ),
  ADSTUDIO_PUBLIC_SOURCEMAPS: v.pipe(
    v.optional(v.picklist(["true", "false"], "must be true or false"), "false"),
    v.description(
      "`true`: serve the studio's `*.map` source maps (they expose the source). Otherwise they answer 404; the build still writes them for its own checks.",
    ),
  ),
  ADSTUDIO_FFMPEG: v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, "must name a program")), "ffmpeg"),
    v.description(
      "The ffmpeg that transcodes video uploads into VAST renditions: a name looked up on the `PATH`, or a path. Not found: uploads keep only their source and the studio says renditions need ffmpeg.",
    ),
  ),
  SMTP_URL: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
        v.url("must be an smtp:// or smtps:// URL"),
      ),
    ),
    v.description(
      "`smtp://user:pass@host:587` or `smtps://…:465`: contact messages are also mailed, and scheduled reports and comment mentions are sent. Unset: only stored.",
    ),
  ),
  ADSTUDIO_MAIL_TO: v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.email("must be an email address"))),
    v.description("Recipient of contact messages."),
    v.metadata({ default: "`ADSTUDIO_ADMIN_EMAIL`" }),
  ),
  ADSTUDIO_MAIL_FROM: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(isMailbox, "must be an address such as Adstudio <no-reply@example.com>"),
      ),
      DEFAULT_MAIL_FROM,
    ),
    v.description(
      "Sender of the mail the studio sends; a contact message's Reply-To is the person who wrote.",
    ),
  ),
  ADSTUDIO_TRACKER_RETENTION_DAYS: v.pipe(
    v.optional(wholeNumber(1, 3650, "days"), "90"),
    v.description(
      "Days of raw tracker events kept (1–3650; whole day partitions are dropped hourly, with the once-per-impression keys of the same age). The hourly and daily rollups the dashboard reads are kept for ever.",
    ),
  ),
  ADSTUDIO_TRACKER_CLIENT_LIMIT: v.pipe(
    v.optional(wholeNumber(1, 1_000_000, "impressions"), "60"),
    v.description(
      "New impression ids one client (device address and user agent) may start per window; the ones beyond, and every later event of them, are recorded as invalid traffic (`clientLimit`).",
    ),
  ),
  ADSTUDIO_TRACKER_ADDRESS_LIMIT: v.pipe(
    v.optional(wholeNumber(1, 1_000_000, "impressions"), "600"),
    v.description(
      "New impression ids one connecting address may start per window (`X-Device-IP` is anyone's to send); listed stitchers are exempt. Behind a reverse proxy set `ADSTUDIO_TRUST_PROXY`.",
    ),
  ),
  ADSTUDIO_TRACKER_WINDOW_SECONDS: v.pipe(
    v.optional(wholeNumber(1, 86_400, "seconds"), "60"),
    v.description("The sliding window of both limits, kept in memory by each server process."),
  ),
  ADSTUDIO_TRACKER_SSAI_STITCHERS: v.pipe(
    v.optional(addressList, ""),
    v.description(
      "SSAI servers (IP addresses or CIDR ranges, comma-separated) whose `X-Forwarded-For` names the device; exempt from the address limit. `X-Device-IP` / `-User-Agent` count from anyone.",
    ),
  ),
  ADSTUDIO_REPORT_CHECK_SECONDS: v.pipe(
    v.optional(wholeNumber(1, 3600, "seconds"), "60"),
    v.description(
      "How often each API process looks for due scheduled reports, in seconds (with several replicas, each report is still sent once).",
    ),
  ),
  ADSTUDIO_S3_BUCKET: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)",
        ),
      ),
    ),
    v.description(
      "S3-compatible bucket to keep uploaded files and published creatives in (it must exist). Unset: `<ADSTUDIO_DATA_DIR>/files`.",
    ),
  ),
  ADSTUDIO_S3_ENDPOINT: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^https?:\/\//, "must be an http:// or https:// URL"),
        v.url("must be an http:// or https:// URL"),
      ),
    ),
    v.description(
      "Address of an S3-compatible server (MinIO `http://127.0.0.1:9000`, R2, s3rver). Unset: AWS's own for the region.",
    ),
  ),
  ADSTUDIO_S3_REGION: v.pipe(
    v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1"))),
    v.description("The bucket's region."),
    v.metadata({ default: "`AWS_REGION`, else `us-east-1`" }),
  ),
  ADSTUDIO_S3_ACCESS_KEY_ID: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1))),
    v.description(
      "Access key of the bucket (with `ADSTUDIO_S3_SECRET_ACCESS_KEY`). Unset: the AWS SDK's own chain (`AWS_ACCESS_KEY_ID`, profiles, instance roles).",
    ),
  ),
  ADSTUDIO_S3_SECRET_ACCESS_KEY: v.pipe(
    v.optional(v.pipe(v.string(), v.minLength(1))),
    v.description("Secret of `ADSTUDIO_S3_ACCESS_KEY_ID`; set both or neither."),
  ),
  ADSTUDIO_S3_FORCE_PATH_STYLE: v.pipe(
    v.optional(v.picklist(["true", "false"], "must be true or false")),
    v.description(
      "`true`: `<endpoint>/<bucket>/<key>` addresses (MinIO, most S3-compatibles); `false`: `<bucket>.<host>`.",
    ),
    v.metadata({ default: "`true` with an endpoint, else `false`" }),
  ),
  ADSTUDIO_CDN_URL: v.pipe(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^https?:\/\//, "must be an http:// or https:// URL"),
        v.url("must be an http:// or https:// URL"),
      ),
    ),
    v.description(
      "A CDN in front of the stored files: every creative, asset and logo address handed out (ads, ad tags, VAST media, showcase) becomes `<ADSTUDIO_CDN_URL>/<key>`. Needs `ADSTUDIO_PUBLIC_URL` (creatives send their beacons there).",
    ),
  ),
  LOG_LEVEL: v.pipe(
    v.optional(
      v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "must be a pino level"),
      "info",
    ),
    v.description("pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`."),
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
  /** The ffmpeg program video renditions are made with (a name on the PATH, or a path). */
  ffmpeg: string;
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
  /** The S3-compatible bucket files are kept in (ADSTUDIO_S3_*); unset: `<data dir>/files`. */
  s3: S3Config | undefined;
  /**
   * ADSTUDIO_CDN_URL without its trailing slash: a CDN in front of the stored files (the bucket, or this
   * server's storage), so stored files and published creatives are addressed `<cdn>/<key>`.
   */
  cdnUrl: string | undefined;
  /** How often each API process looks for due scheduled reports, in seconds (each is claimed by one). */
  reportCheckSeconds: number;
  logLevel: string;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, shared files, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** The region when neither ADSTUDIO_S3_REGION nor AWS_REGION names one (MinIO and s3rver accept any). */
export const DEFAULT_S3_REGION = "us-east-1";

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
  const s3 = s3ConfigOf(e, env);
  if (e.ADSTUDIO_CDN_URL && !e.ADSTUDIO_PUBLIC_URL) {
    // Creatives on the CDN send their beacons to the studio: that address cannot be guessed from a request.
    throw new ConfigError("Invalid configuration: ADSTUDIO_CDN_URL needs ADSTUDIO_PUBLIC_URL to be set too");
  }
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
    ffmpeg: e.ADSTUDIO_FFMPEG,
    trackerRetentionDays: e.ADSTUDIO_TRACKER_RETENTION_DAYS,
    trackerClientLimit: e.ADSTUDIO_TRACKER_CLIENT_LIMIT,
    trackerAddressLimit: e.ADSTUDIO_TRACKER_ADDRESS_LIMIT,
    trackerWindowSeconds: e.ADSTUDIO_TRACKER_WINDOW_SECONDS,
    trackerStitchers: e.ADSTUDIO_TRACKER_SSAI_STITCHERS,
    s3,
    cdnUrl: e.ADSTUDIO_CDN_URL?.replace(/\/+$/, ""),
    reportCheckSeconds: e.ADSTUDIO_REPORT_CHECK_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}

type Env = v.InferOutput<typeof EnvSchema>;

/** The S3 settings, or undefined without a bucket; settings without a bucket, or half a key, stop the start. */
function s3ConfigOf(e: Env, env: Record<string, string | undefined>): S3Config | undefined {
  const others = (
    [
      "ADSTUDIO_S3_ENDPOINT",
      "ADSTUDIO_S3_REGION",
      "ADSTUDIO_S3_ACCESS_KEY_ID",
      "ADSTUDIO_S3_SECRET_ACCESS_KEY",
      "ADSTUDIO_S3_FORCE_PATH_STYLE",
    ] as const
  ).filter((key) => e[key] !== undefined);
  if (!e.ADSTUDIO_S3_BUCKET) {
    if (others.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration: ADSTUDIO_S3_BUCKET must be set to use ${others.join(", ")}`,
    );
  }
  const id = e.ADSTUDIO_S3_ACCESS_KEY_ID;
  const secret = e.ADSTUDIO_S3_SECRET_ACCESS_KEY;
  if ((id === undefined) !== (secret === undefined)) {
    throw new ConfigError(
      "Invalid configuration: ADSTUDIO_S3_ACCESS_KEY_ID and ADSTUDIO_S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return {
    bucket: e.ADSTUDIO_S3_BUCKET,
    endpoint: e.ADSTUDIO_S3_ENDPOINT,
    region: e.ADSTUDIO_S3_REGION ?? (env.AWS_REGION || DEFAULT_S3_REGION),
    // S3-compatible servers on their own address (MinIO, s3rver) want paths; AWS itself, host names.
    forcePathStyle:
      (e.ADSTUDIO_S3_FORCE_PATH_STYLE ?? String(e.ADSTUDIO_S3_ENDPOINT !== undefined)) === "true",
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
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

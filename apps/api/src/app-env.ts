import type { EndpointDefinition } from "@adstudio/contract";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { ClusterSignals } from "./db/cluster-signals.js";
import type { RenditionQueue } from "./features/assets/rendition-queue.js";
import type { AuthCache } from "./features/auth/auth-cache.js";
import type { UserWithRole } from "./features/auth/repo.js";
import type { ChatHub } from "./features/chat/hub.js";
import type { QrScans } from "./features/qr/scans.js";
import type { SecretKeyCipher } from "./features/secret-keys/crypto.js";
import type { TrackerIngest } from "./features/tracker/ingest.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";
import type { FileStorage } from "./storage/storage.js";

/** What every request can reach: built once at start by `createDeps`, shared by all requests. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  /** Tells every API process on the database which cached entries to drop (LISTEN/NOTIFY). */
  signals: ClusterSignals;
  authCache: AuthCache;
  /** Encrypts and decrypts users' secret keys at rest (AES-256-GCM). */
  secretKeyCipher: SecretKeyCipher;
  /** Sends contact messages; undefined when no SMTP_URL is configured (messages are only stored). */
  mailer: Mailer | undefined;
  /** Uploaded files (logos …): a local directory under the data directory by default. */
  storage: FileStorage;
  /** The public QR scan path: cached code lookups and group-committed scan counts. */
  qrScans: QrScans;
  /** The tracker's beacons: group-committed into the day-partitioned events and their rollups. */
  tracker: TrackerIngest;
  /** Team chat's live delivery: this process's event streams and its LISTEN connection. */
  chat: ChatHub;
  /** Video uploads' transcoding into VAST renditions: this process's one-at-a-time ffmpeg jobs. */
  renditions: RenditionQueue;
  /** The time rules read (chat presence, stream tickets, the quick panel …); tests replace it. */
  clock: () => Date;
}

/** The signed-in caller of a request. `sessionId` is null when a secret key authenticated it. */
export interface AuthContext {
  user: UserWithRole;
  sessionId: string | null;
  /** The session role in the shape core's `can()` reads. */
  role: { roleName: string; moduleRoles: string[] };
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    auth: AuthContext | undefined;
    /** The contract endpoint the request was routed to (set before authentication). */
    endpoint: EndpointDefinition | undefined;
  };
}

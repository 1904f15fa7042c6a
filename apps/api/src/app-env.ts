import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { AuthCache } from "./features/auth/auth-cache.js";
import type { UserWithRole } from "./features/auth/repo.js";
import type { Logger } from "./logger.js";
import type { Mailer } from "./mail/mailer.js";

/** What every request can reach: built once at start by `createDeps`, shared by all requests. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array;
  authCache: AuthCache;
  /** Sends contact messages; undefined when no SMTP_URL is configured (messages are only stored). */
  mailer: Mailer | undefined;
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
  };
}

import { type ApiClient, createApiClient } from "@adstudio/api-client";
import { type Credentials, resolveCredentials } from "./config.js";
import type { CliIo } from "./io.js";
import { Output } from "./output.js";

/** Requests taking longer than this fail (a 1000-row batch takes well under a second). */
const REQUEST_TIMEOUT_MS = 120_000;

/** What every command gets: its streams and environment, and the API client of the saved sign-in. */
export interface CliContext {
  io: CliIo;
  out: Output;
  /** What the run exits with when no error is thrown (an import with failed rows sets 3). */
  exitCode: number;
  credentials(): Promise<Credentials>;
  api(): Promise<ApiClient>;
}

export function createContext(io: CliIo): CliContext {
  let credentials: Promise<Credentials> | undefined;
  const context: CliContext = {
    io,
    out: new Output(io),
    exitCode: 0,
    credentials: () => {
      credentials ??= resolveCredentials(io.env);
      return credentials;
    },
    api: async () => apiFor(await context.credentials()),
  };
  return context;
}

/** A client sending the secret key as `x-secret-key`. */
export function apiFor(credentials: Pick<Credentials, "url" | "key">): ApiClient {
  return createApiClient({
    baseURL: credentials.url,
    secretKey: credentials.key,
    timeout: REQUEST_TIMEOUT_MS,
  });
}

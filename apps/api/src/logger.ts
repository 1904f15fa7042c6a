import pino from "pino";
import { databaseErrorSummary } from "./db/errors.js";

export type Logger = pino.Logger;

/**
 * Secrets and personal data that must never be written, wherever a log call puts them: credentials in
 * request headers, passwords and their hashes, tokens and secret keys, emails, and the parameters and
 * query text of a failed database call (in case an error object slips past the serializer below).
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-secret-key']",
  ...["password", "passwordHash", "password_hash", "token", "access_token", "secretKey", "email"].flatMap(
    (key) => [key, `*.${key}`],
  ),
  "*['x-secret-key']",
  "err.params",
  "err.query",
  "err.detail",
];

/** `err` as logged: database errors as their code and constraint only, anything else as pino shows it. */
export function serializeError(error: unknown): unknown {
  const database = databaseErrorSummary(error);
  if (database) return database;
  return error instanceof Error ? pino.stdSerializers.err(error) : error;
}

/**
 * JSON logs on stdout (or `destination`, for tests); every request logs through a child carrying its
 * request id.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "adstudio-api" },
      serializers: { err: serializeError },
      redact: { paths: REDACTED_PATHS, remove: true },
    },
    destination,
  );
}

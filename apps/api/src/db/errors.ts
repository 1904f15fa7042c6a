import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";

/** What a PostgreSQL error may tell beyond the request: its SQLSTATE and the constraint it hit. */
export interface PgErrorCode {
  code?: string;
  constraint?: string;
}

/** The SQLSTATE of a PostgreSQL error, whether pg raised it directly or Drizzle wrapped it. */
export function pgErrorOf(error: unknown): PgErrorCode | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== "object") return undefined;
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string") {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === "string" ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether the error, or one of the errors it wraps, came from a database query. */
export function isDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DrizzleQueryError || current instanceof pg.DatabaseError) return true;
    current = typeof current === "object" ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/**
 * The loggable face of a database error: its code and constraint name, nothing else. Drizzle's message
 * carries the query's parameters (password hashes, emails, message texts), PostgreSQL's `detail` the
 * failing row and some messages the offending value, so none of them may reach a log. Undefined for
 * errors that are not database errors.
 */
export function databaseErrorSummary(
  error: unknown,
): { type: "DatabaseError"; code?: string; constraint?: string } | undefined {
  if (!isDatabaseError(error)) return undefined;
  return { type: "DatabaseError", ...pgErrorOf(error) };
}

/**
 * The HTTP status for a database error nothing else handled: a data exception (class 22: a value out of
 * range, malformed text) is the request's fault (400); anything else is the server's (500).
 */
export function databaseErrorStatus(error: unknown): 400 | 500 {
  return pgErrorOf(error)?.code?.startsWith("22") ? 400 : 500;
}

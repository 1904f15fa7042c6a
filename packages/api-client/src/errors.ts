import { isPlainObject } from "@adstudio/core";
/** Why a call failed, in one shape for the studio and the CLI whatever went wrong underneath. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, or 0 when no response arrived (network failure, timeout, cancel). */
  readonly status: number;
  /** Field errors from a 400 body `{message, errors: {field: message}}`, shown on matching inputs. */
  readonly errors?: Record<string, string>;
  /** Seconds to wait before trying again (429's `Retry-After` header or body `retryAfter`). */
  readonly retryAfter?: number;
  /** The parsed response body, for callers that need more than the message. */
  readonly data?: unknown;

  constructor(
    message: string,
    init: {
      status: number;
      errors?: Record<string, string>;
      retryAfter?: number;
      data?: unknown;
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.data !== undefined) this.data = init.data;
  }
}

/** True for errors thrown by this client; `instanceof` alone can fail across duplicated bundles. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError || (value instanceof Error && value.name === "ApiError" && "status" in value)
  );
}

const NETWORK_MESSAGE = "Network error: could not reach the server";

/** Builds the ApiError for a response with status ≥ 400 from its parsed body and headers. */
export function errorFromResponse(status: number, headers: Headers, data: unknown): ApiError {
  const body = isPlainObject(data) ? data : undefined;
  const message =
    typeof body?.message === "string" && body.message !== ""
      ? body.message
      : `Request failed with status ${status}`;
  const errors = fieldErrors(body?.errors);
  const retryAfter = parseRetryAfter(headers.get("retry-after")) ?? nonNegativeNumber(body?.retryAfter);
  return new ApiError(message, {
    status,
    data,
    ...(errors ? { errors } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  });
}

/** Builds the ApiError for a request that got no response at all. */
export function errorFromFailure(cause: unknown, timeoutMs?: number): ApiError {
  const name = cause instanceof Error ? cause.name : "";
  // ofetch aborts with a TimeoutError of its own; a caller's AbortSignal yields an AbortError.
  if (name === "TimeoutError") {
    const after = timeoutMs ? ` after ${timeoutMs} ms` : "";
    return new ApiError(`Request timed out${after}: the server did not answer`, { status: 0, cause });
  }
  if (name === "AbortError") return new ApiError("Request was cancelled", { status: 0, cause });
  return new ApiError(NETWORK_MESSAGE, { status: 0, cause });
}

/**
 * Seconds from a `Retry-After` value, which is either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Returns undefined for absent or unreadable values so the body's `retryAfter` can be used instead.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  // Keep only string messages: anything else cannot be shown under an input.
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function nonNegativeNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape of the API: `{message, errors?}` plus optional extras (e.g. `retryAfter`). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

/** Thrown by services and middleware; the app's error handler turns it into the JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "Invalid access_token") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);

export function sendError(c: Context, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body(), error.status);
}

import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.js";
import { badRequest, notFound } from "./errors.js";
import {
  depthMessage,
  type Findings,
  fieldName,
  findHostileValues,
  textProblem,
  tooDeepAt,
} from "./hostile-input.js";
import { INVALID_JSON_MESSAGE, isJsonContentType } from "./validate.js";

export const BAD_ENCODING_MESSAGE = (field: string) => `${field} is not valid percent-encoded UTF-8.`;

function reject(findings: Findings): never {
  const [first] = Object.values(findings);
  throw badRequest(first ?? "Invalid request", findings);
}

/** `decodeURIComponent` that answers null for malformed escapes instead of throwing. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Path segments: every id, name and code in a path is looked up, and none can hold a NUL, an unpaired
 * surrogate or a broken escape, so such a path names nothing (404, like any unknown id).
 */
function checkPath(pathname: string): void {
  for (const segment of pathname.split("/")) {
    const text = decoded(segment);
    if (text === null || textProblem(text, "path") !== null) throw notFound();
  }
}

/**
 * Paths that ad servers and video players call with their own macros in the query (`cb=%%CACHEBUSTER%%`,
 * `ord=%n`, `code=[ERRORCODE]`), left unexpanded in previews and by some servers: a tag or pixel must
 * still answer, so a parameter there that is not valid percent-encoding is passed on as written (Hono
 * leaves such an escape as it is) for the route to use or, mostly, ignore. NULs and lone surrogates are
 * still refused.
 */
const MACRO_TOLERANT_PATHS = ["/api/vast/"];
/** A UTF-16 surrogate written as UTF-8 bytes (`%ED%A0%80`): hostile, not a macro, refused everywhere. */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]/i;

/** Query parameters, decoded like Hono does (`+` is a space); JSON-looking values get the depth check. */
function checkQuery(search: string, tolerateBadEscapes: boolean): void {
  const findings: Findings = {};
  for (const pair of search.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const split = pair.indexOf("=");
    const rawKey = split < 0 ? pair : pair.slice(0, split);
    const rawValue = split < 0 ? "" : pair.slice(split + 1);
    const key = decoded(rawKey.replace(/\+/g, " "));
    const value = decoded(rawValue.replace(/\+/g, " "));
    const field = fieldName(key ?? rawKey);
    if (key === null || value === null) {
      if (!tolerateBadEscapes || ENCODED_SURROGATE.test(pair)) findings[field] = BAD_ENCODING_MESSAGE(field);
    } else {
      const problem = textProblem(key, "A query parameter name") ?? textProblem(value, field);
      if (problem) findings[field] = problem;
      else if (/^\s*[[{]/.test(value) && tooDeepAt(value) !== null) findings[field] = depthMessage(field);
    }
  }
  if (Object.keys(findings).length > 0) reject(findings);
}

/** A JSON body: depth first, on the text (cheap and stack-safe), then the parsed values. */
function checkJsonBody(text: string): void {
  const deep = tooDeepAt(text);
  if (deep !== null) {
    const field = deep === "" ? "body" : deep;
    reject({ [field]: depthMessage(field) });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON_MESSAGE);
  }
  const findings = findHostileValues(body, "body");
  if (Object.keys(findings).length > 0) reject(findings);
}

/**
 * The one gate in front of every `/api` route: path segments, query parameters and JSON bodies holding
 * a NUL, an unpaired surrogate, a non-finite number or nesting deeper than 32 answer 400 `{message,
 * errors}` naming the field (a path segment 404) before any route, validator or database sees them.
 * The body text is cached by Hono, so the route reads the same body again.
 */
export const edgeGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  checkPath(url.pathname);
  checkQuery(
    url.search,
    MACRO_TOLERANT_PATHS.some((path) => url.pathname.startsWith(path)),
  );
  if (isJsonContentType(c.req.header("content-type"))) {
    const text = await c.req.text();
    if (text.trim() !== "") checkJsonBody(text);
  }
  await next();
});

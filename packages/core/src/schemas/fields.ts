import * as v from "valibot";

/**
 * Building blocks shared by the schemas of this folder. Every text is bounded, so a huge string is a
 * validation error and never reaches the database; a missing or `null` value counts as empty text, so a
 * body without a field answers the spec's "should not be blank" message rather than a type error.
 */

/** Names, titles, short texts. */
export const MAX_NAME_LENGTH = 255;
/** E-mail addresses (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Addresses and other one-paragraph texts. */
export const MAX_TEXT_LENGTH = 1000;
/** URLs and stored file locations. */
export const MAX_URL_LENGTH = 2048;
/** Free-text messages (contact form). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Passwords: long passphrases are welcome, megabyte bodies are not. */
export const MAX_PASSWORD_LENGTH = 256;
/** Phone and mobile numbers with their dial code. */
export const MAX_PHONE_LENGTH = 32;

export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

export function notTextMessage(label: string): string {
  return `${label} must be text.`;
}

/** Trimmed text that may be empty; missing or `null` becomes `''`. */
export function optionalText(label: string, max: number) {
  return v.pipe(
    v.nullish(v.string(notTextMessage(label)), ""),
    v.trim(),
    v.maxLength(max, tooLongMessage(label, max)),
  );
}

/** Trimmed text that must not be empty; missing, `null` and blank all answer `blankMessage`. */
export function requiredText(label: string, max: number, blankMessage: string) {
  return v.pipe(
    v.nullish(v.string(notTextMessage(label)), ""),
    v.trim(),
    v.nonEmpty(blankMessage),
    v.maxLength(max, tooLongMessage(label, max)),
  );
}

/** http(s) URL with a host and no whitespace. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL_PATTERN.test(value);
}

// Anything that starts like "scheme:" (javascript:, data:, vbscript:) — only http(s) is allowed as a link.
const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*:/i;

/** An http(s) URL or a path inside the product (`/studio/ads`, `assets/logo.png`), never another scheme. */
export function isLinkOrPath(value: string): boolean {
  if (isHttpUrl(value)) return true;
  return !SCHEME_PATTERN.test(value) && !value.startsWith("//") && !/\s/.test(value);
}

/** Whether a value is a plain object (`{}`), not an array, `null` or a class instance such as `Date`. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

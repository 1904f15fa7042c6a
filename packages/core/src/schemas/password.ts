import * as v from "valibot";
import { MAX_PASSWORD_LENGTH, notTextMessage, tooLongMessage } from "./fields";

/*
 * New passwords (registration, accounts made or reset on the Users screen) need at least 8 characters
 * (issue 10). The server also refuses common and breached ones against a maintained dictionary, which is
 * too large for the browser; `PASSWORD_TOO_COMMON_MESSAGE` is its answer on the `password` field. The
 * sign-in form keeps the spec's 4-character rule, so nobody with an older, shorter password is locked out.
 */
export const MIN_NEW_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON_MESSAGE = "This password is too common. Choose a less common one.";

/**
 * A new password: text, not blank (`blankMessage`, which differs between the registration and the
 * Users screen), 8 to 256 characters. Never trimmed: a leading or trailing space is part of what was typed.
 */
export function newPasswordSchema(blankMessage: string) {
  return v.pipe(
    v.nullish(v.string(notTextMessage("Password")), ""),
    v.nonEmpty(blankMessage),
    v.minLength(MIN_NEW_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    v.maxLength(MAX_PASSWORD_LENGTH, tooLongMessage("Password", MAX_PASSWORD_LENGTH)),
  );
}

import * as v from "valibot";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";

/**
 * Secret keys (spec studio §2 'Secret key', §7 Users): scripts and the CLI send one in this header
 * instead of a bearer token, and act as the key's user with that user's permissions.
 */
export const SECRET_KEY_HEADER = "x-secret-key";

/** Every key starts with this, so a leaked key is recognisable (and findable by secret scanners). */
export const SECRET_KEY_PREFIX = "adsk_";

/** Random bytes behind a key: 256 bits. */
export const SECRET_KEY_RANDOM_BYTES = 32;

/** `adsk_` and 43 base64url characters (32 random bytes). */
export const SECRET_KEY_PATTERN = /^adsk_[A-Za-z0-9_-]{43}$/;

export function isSecretKeyFormat(value: string): boolean {
  return SECRET_KEY_PATTERN.test(value);
}

export const SECRET_KEY_USER_ID_MESSAGE = "userId must be a user id.";

/**
 * `POST /api/user/get-secret-key` and `POST /api/user/generate-secret-key` bodies: `{userId}`. An absent
 * `userId` means the caller's own key.
 */
export const SecretKeyRequestSchema = v.object(
  {
    userId: v.optional(
      v.pipe(
        v.string(SECRET_KEY_USER_ID_MESSAGE),
        v.trim(),
        v.nonEmpty(SECRET_KEY_USER_ID_MESSAGE),
        v.maxLength(64, SECRET_KEY_USER_ID_MESSAGE),
      ),
    ),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type SecretKeyRequest = v.InferOutput<typeof SecretKeyRequestSchema>;

import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { SECRET_KEY_PREFIX, SECRET_KEY_RANDOM_BYTES } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import type { StoredSecretKey } from "./repo.js";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = "aes-256-gcm";

/** A new key: the recognisable prefix and 256 random bits, base64url. */
export function newSecretKey(): string {
  return `${SECRET_KEY_PREFIX}${randomBytes(SECRET_KEY_RANDOM_BYTES).toString("base64url")}`;
}

/** Hex SHA-256 of a key: what the table is searched by, so the key itself is never a lookup value. */
export function secretKeyDigest(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Compares two keys in time independent of where they differ (their digests have equal length). */
export function sameSecretKey(a: string, b: string): boolean {
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}

/**
 * AES-256-GCM for keys at rest. The 256-bit key is derived (HKDF-SHA256) from the configured or
 * generated secret text; each key is sealed with a fresh IV and the owner's id as associated data, so a
 * ciphertext copied onto another user's row does not decrypt.
 */
export class SecretKeyCipher {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync("sha256", secret, "adstudio", "secret-keys aes-256-gcm", 32));
  }

  seal(plain: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    cipher.setAAD(Buffer.from(userId, "utf8"));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
  }

  /** Throws when the ciphertext was altered, belongs to another user or was sealed with another key. */
  open(sealed: string, userId: string): string {
    const box = Buffer.from(sealed, "base64url");
    if (box.length <= IV_BYTES + TAG_BYTES) throw new Error("sealed secret key is too short");
    const decipher = createDecipheriv(ALGORITHM, this.#key, box.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(userId, "utf8"));
    decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  }
}

/** The decrypted key, or undefined when it cannot be opened (altered, or another encryption key). */
export function openStored(deps: AppDeps, stored: StoredSecretKey): string | undefined {
  try {
    return deps.secretKeyCipher.open(stored.ciphertext, stored.userId);
  } catch {
    return undefined;
  }
}

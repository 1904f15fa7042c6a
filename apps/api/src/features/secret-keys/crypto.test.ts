import { isSecretKeyFormat, SECRET_KEY_PREFIX } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { newSecretKey, SecretKeyCipher, sameSecretKey, secretKeyDigest } from "./crypto.js";

const USER_A = "0b4c9c1e-8f55-4a8e-9a47-111111111111";
const USER_B = "0b4c9c1e-8f55-4a8e-9a47-222222222222";

describe("secret key material", () => {
  it("makes prefixed keys of 256 random bits, never the same twice", () => {
    const keys = new Set(Array.from({ length: 200 }, newSecretKey));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key.startsWith(SECRET_KEY_PREFIX)).toBe(true);
      expect(isSecretKeyFormat(key)).toBe(true);
      expect(Buffer.from(key.slice(SECRET_KEY_PREFIX.length), "base64url")).toHaveLength(32);
    }
  });

  it("digests with SHA-256 and compares keys of any length without throwing", () => {
    expect(secretKeyDigest("adsk_x")).toMatch(/^[0-9a-f]{64}$/);
    expect(secretKeyDigest("adsk_x")).not.toBe(secretKeyDigest("adsk_y"));
    expect(sameSecretKey("adsk_same", "adsk_same")).toBe(true);
    expect(sameSecretKey("adsk_same", "adsk_other-and-longer")).toBe(false);
  });
});

describe("SecretKeyCipher (AES-256-GCM)", () => {
  const cipher = new SecretKeyCipher("a".repeat(40));

  it("seals without revealing the key and opens it again", () => {
    const key = newSecretKey();
    const sealed = cipher.seal(key, USER_A);
    expect(sealed).not.toContain(key.slice(SECRET_KEY_PREFIX.length, 20));
    expect(cipher.seal(key, USER_A)).not.toBe(sealed); // a fresh IV each time
    expect(cipher.open(sealed, USER_A)).toBe(key);
  });

  it("refuses another user's row, another encryption key and altered bytes", () => {
    const sealed = cipher.seal(newSecretKey(), USER_A);
    expect(() => cipher.open(sealed, USER_B)).toThrow();
    expect(() => new SecretKeyCipher("b".repeat(40)).open(sealed, USER_A)).toThrow();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => cipher.open(bytes.toString("base64url"), USER_A)).toThrow();
    expect(() => cipher.open("", USER_A)).toThrow();
  });
});

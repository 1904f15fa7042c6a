import { describe, expect, it } from "vitest";
import { isSecretKeyFormat, SECRET_KEY_USER_ID_MESSAGE, SecretKeyRequestSchema } from "./secret-key";
import { failure, output } from "./test-helpers";

describe("secret keys", () => {
  it("recognises the key format: the prefix and 43 base64url characters", () => {
    expect(isSecretKeyFormat(`adsk_${"A1_-".repeat(10)}xyz`)).toBe(true);
    for (const bad of [
      "",
      "adsk_",
      `adsk_${"a".repeat(42)}`,
      `adsk_${"a".repeat(44)}`,
      `ADSK_${"a".repeat(43)}`,
      `adsk_${"a".repeat(42)}=`,
    ]) {
      expect(isSecretKeyFormat(bad), bad).toBe(false);
    }
  });

  it("takes an optional userId", () => {
    expect(output(SecretKeyRequestSchema, {})).toEqual({});
    expect(output(SecretKeyRequestSchema, { userId: " u1 " })).toEqual({ userId: "u1" });
    expect(failure(SecretKeyRequestSchema, { userId: 7 }).message).toBe(SECRET_KEY_USER_ID_MESSAGE);
    expect(failure(SecretKeyRequestSchema, { userId: "" }).errors).toEqual({
      userId: SECRET_KEY_USER_ID_MESSAGE,
    });
  });
});

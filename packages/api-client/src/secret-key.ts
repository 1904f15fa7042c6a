import { type BodyInput, type SecretKeyResponse, secretKeysEndpoints } from "@adstudio/contract";
import type { Transport } from "./transport";

export type { SecretKeyResponse };

/** `{userId}`; empty for the caller's own key. */
export type SecretKeyRequest = BodyInput<typeof secretKeysEndpoints.get>;

const requestOf = (userId: string | undefined): SecretKeyRequest => (userId ? { userId } : {});

/**
 * The secret-key endpoints (spec studio §7 Users): `{userId}` in, `{result: {'x-secret-key'}}` out.
 * Users read and replace their own key; the admin group may replace anyone's.
 */
export function createSecretKeyApi({ call }: Transport) {
  const endpoints = secretKeysEndpoints;
  return {
    /** POST /api/user/get-secret-key – the caller's own key (made on first read); another user's is 403. */
    get: (userId?: string) => call(endpoints.get, { body: requestOf(userId) }),
    /** POST /api/user/generate-secret-key – a new key; the old one stops working at once. */
    generate: (userId?: string) => call(endpoints.generate, { body: requestOf(userId) }),
  };
}

export type SecretKeyApi = ReturnType<typeof createSecretKeyApi>;

/** The key held by a secret-key answer. */
export const secretKeyOf = (response: SecretKeyResponse): string => response.result["x-secret-key"];

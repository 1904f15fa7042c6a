import type { SecretKeyResponse } from "@adstudio/core";
import type { Transport } from "./transport";

export type { SecretKeyResponse };

/**
 * The secret-key endpoints (spec studio §7 Users): `{userId}` in, `{result: {'x-secret-key'}}` out.
 * Users read and replace their own key; the admin group may replace anyone's.
 */
export function createSecretKeyApi({ request }: Transport) {
  return {
    /** POST /api/user/get-secret-key – the caller's own key (made on first read); another user's is 403. */
    get: (userId?: string) =>
      request<SecretKeyResponse>("/user/get-secret-key", { method: "POST", body: userId ? { userId } : {} }),
    /** POST /api/user/generate-secret-key – a new key; the old one stops working at once. */
    generate: (userId?: string) =>
      request<SecretKeyResponse>("/user/generate-secret-key", {
        method: "POST",
        body: userId ? { userId } : {},
      }),
  };
}

export type SecretKeyApi = ReturnType<typeof createSecretKeyApi>;

/** The key held by a secret-key answer. */
export const secretKeyOf = (response: SecretKeyResponse): string => response.result["x-secret-key"];

import { SECRET_KEY_PATTERN, SecretKeyRequestSchema } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/** What both endpoints answer (spec studio §3: "a result holding an x-secret-key value"). */
export const SecretKeyResponseSchema = named(
  "SecretKeyResponse",
  v.strictObject({
    result: v.strictObject({ "x-secret-key": v.pipe(v.string(), v.regex(SECRET_KEY_PATTERN)) }),
  }),
);
export type SecretKeyResponse = v.InferOutput<typeof SecretKeyResponseSchema>;

const EXAMPLE_ANSWER = { result: { "x-secret-key": `adsk_${"Q3x9".repeat(10)}Zk_` } };

/** `{userId}`, or no body at all (a bare `curl -X POST`): absent means the caller's own key. */
const secretKeyBody = {
  schema: named("SecretKeyRequest", SecretKeyRequestSchema),
  required: false,
  example: { userId: "5f0c2b1e-8a3d-4c6e-9b7f-2d1e0a9c8b7a" },
} as const;

/**
 * Per-user API keys (spec studio §7 Users), sent as `x-secret-key` instead of a bearer token. Naming
 * another user's `userId` needs the admin group (403 otherwise, before any lookup); an unknown one is 404.
 */
export const secretKeysEndpoints = {
  get: endpoint({
    operationId: "getSecretKey",
    method: "post",
    path: "/api/user/get-secret-key",
    tag: "secretKeys",
    summary: "The caller's own key, made on first read → {result: {x-secret-key}}",
    description:
      "Nobody reads another user's key, admins included (403): they may only replace it. 409 when the stored key cannot be opened with the server's current encryption key; generating a new one fixes it.",
    auth: "required",
    permissions: ["secretKey"],
    body: secretKeyBody,
    responses: {
      200: { description: "The key.", schema: SecretKeyResponseSchema, example: EXAMPLE_ANSWER },
      ...failures(404, 409),
    },
  }),
  generate: endpoint({
    operationId: "generateSecretKey",
    method: "post",
    path: "/api/user/generate-secret-key",
    tag: "secretKeys",
    summary: "Replace a key; the old one fails at once → {result: {x-secret-key}}",
    description:
      "Users replace their own key; the admin group replaces anyone's (a superadmin's only by a superadmin), e.g. to provision a CI account or revoke a leaked key.",
    auth: "required",
    permissions: ["secretKey"],
    body: secretKeyBody,
    responses: {
      200: { description: "The new key.", schema: SecretKeyResponseSchema, example: EXAMPLE_ANSWER },
      ...failures(404),
    },
  }),
};

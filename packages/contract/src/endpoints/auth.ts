import {
  isPlainObject,
  LoginSchema,
  RegisterBodySchema,
  SessionUserSchema,
  UserUpdateSchema,
} from "@adstudio/core";
import * as v from "valibot";
import { endpoint, type JsonResponse } from "../endpoint";
import { ErrorBodySchema, failures } from "../errors";
import { named } from "../names";
import { MessageSchema } from "../shared";

const SessionUser = named("SessionUser", SessionUserSchema);

/** `POST /api/auth/login`: the session a token opens. */
export const LoginResponseSchema = named(
  "LoginResponse",
  v.strictObject({
    user: SessionUser,
    token: v.string(),
    status: v.literal("success"),
    message: v.string(),
    /** True when the account is signed in elsewhere too; the studio then offers to end those sessions. */
    multipleDevices: v.boolean(),
  }),
);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** `POST /api/auth/register`: the new account, already signed in (the original API's field names). */
export const RegisterResponseSchema = named(
  "RegisterResponse",
  v.strictObject({ user: SessionUser, access_token: v.string(), error: v.null() }),
);
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** `GET /api/auth/access-token`: a fresh token for the same session, which replaces the stored one. */
export const AccessTokenResponseSchema = named(
  "AccessTokenResponse",
  v.strictObject({ token: v.string(), user: SessionUser }),
);
export type AccessTokenResponse = v.InferOutput<typeof AccessTokenResponseSchema>;

/** `GET /api/auth/me`: the caller, and whether a bearer token or a secret key signed the request. */
export const MeResponseSchema = named(
  "MeResponse",
  v.strictObject({ user: SessionUser, via: v.picklist(["token", "secretKey"]) }),
);
export type MeResponse = v.InferOutput<typeof MeResponseSchema>;

export const LogoutOthersResponseSchema = named(
  "LogoutOthersResponse",
  v.strictObject({
    message: v.string(),
    /** How many other sessions were ended. */
    ended: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
export type LogoutOthersResponse = v.InferOutput<typeof LogoutOthersResponseSchema>;

/** `POST /api/auth/user/update`: the caller with the changes. */
export const SessionUserResponseSchema = named("SessionUserResponse", v.strictObject({ user: SessionUser }));
export type SessionUserResponse = v.InferOutput<typeof SessionUserResponseSchema>;

/** The fields of `POST /api/auth/user/update`, wherever a client put them (see OwnProfileUpdateSchema). */
function ownProfileFields(body: unknown): unknown {
  const user = isPlainObject(body) && isPlainObject(body.user) ? body.user : body;
  if (!isPlainObject(user) || !isPlainObject(user.data)) return user;
  const { displayName, photoURL, settings, shortcuts } = user.data;
  const fromData = Object.entries({ displayName, photoURL, settings, shortcuts }).filter(
    ([, value]) => value !== undefined,
  );
  const { data: _data, ...topLevel } = user;
  return { ...Object.fromEntries(fromData), ...topLevel };
}

/**
 * The original studio posts its profile changes wrapped as `{user: {...}}`, often the whole session user
 * (spec §3: the changes under `data`); a bare object is accepted too. Unwrapped before core's schema runs,
 * so every shape answers the same messages with the same field names; a field at the top level wins over
 * the same one under `data`, and the rest of a session user (`role`, `data.email`…) is not changed here.
 */
export const OwnProfileUpdateSchema = v.pipe(
  v.unknown(),
  v.transform(ownProfileFields),
  UserUpdateSchema,
  v.description(
    "Any of the caller's own fields, at least one; sent bare, wrapped as `{user: {...}}` (the original studio's form), or as the session user with them under `data`.",
  ),
);

/** A secret key whose role may not use keys is refused on every signed-in operation. */
const KEY_REFUSED: JsonResponse = {
  description: "A secret key whose role may not use keys (`Your role may not use secret keys.`).",
  schema: ErrorBodySchema,
};

/** The session operations need a session: a secret key has none. */
const SESSION_REQUIRED: JsonResponse = {
  description:
    "Missing, bad, expired or revoked token (`Invalid access_token`, `access_token expired`), or a secret key, which has no session.",
  schema: ErrorBodySchema,
};

const EXAMPLE_USER = {
  uuid: "9b2f4c1e-3d5a-4e6f-8a7b-0c1d2e3f4a5b",
  username: "ann",
  companyName: ["c5a1e2f3-4b5c-4d6e-9f7a-8b9c0d1e2f3a"],
  role: { roleName: "designer", moduleRoles: ["createAds", "readMenuCollection"] },
  data: {
    displayName: "Ann Lee",
    email: "ann@example.com",
    photoURL: "",
    settings: { layout: "vertical" },
    shortcuts: ["qrCode"],
  },
};
const EXAMPLE_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5YjJmIn0.c2lnbmF0dXJl";

/** Sign-in, sessions and the caller's own profile (spec studio §3 session, §7 Auth). */
export const authEndpoints = {
  login: endpoint({
    operationId: "login",
    method: "post",
    path: "/api/auth/login",
    tag: "auth",
    summary:
      "Sign in with a username or email and a password → {user, token, status, message, multipleDevices}",
    description:
      "Failures are counted per account and per client address; past the limit sign-in answers 429 for 15 minutes, even with the right password.",
    auth: "public",
    body: {
      schema: named("LoginInput", LoginSchema),
      example: { email: "ann@example.com", password: "correct horse battery" },
    },
    responses: {
      200: {
        description: "Signed in: a new session and its bearer token.",
        schema: LoginResponseSchema,
        example: {
          user: EXAMPLE_USER,
          token: EXAMPLE_TOKEN,
          status: "success",
          message: "Login successful",
          multipleDevices: false,
        },
      },
      401: {
        description:
          "Unknown account, wrong password or disabled account, with one message for all (`Invalid username/email or password`) on both fields.",
        schema: ErrorBodySchema,
      },
      ...failures(429),
    },
  }),
  register: endpoint({
    operationId: "register",
    method: "post",
    path: "/api/auth/register",
    tag: "auth",
    summary: "Open self-registration with the least privileged role → {user, access_token, error: null}",
    auth: "public",
    body: {
      schema: named("RegisterInput", RegisterBodySchema),
      example: { displayName: "Ann Lee", email: "ann@example.com", password: "correct horse battery" },
    },
    responses: {
      200: {
        description: "The account, signed in.",
        schema: RegisterResponseSchema,
        example: { user: { ...EXAMPLE_USER, companyName: [] }, access_token: EXAMPLE_TOKEN, error: null },
      },
      403: { description: "Registration is closed on this server.", schema: ErrorBodySchema },
      409: { description: "The email is already in use.", schema: ErrorBodySchema },
    },
  }),
  accessToken: endpoint({
    operationId: "refreshAccessToken",
    method: "get",
    path: "/api/auth/access-token",
    tag: "auth",
    summary: "Auto-login with a stored token → {token, user}, extending the session",
    auth: "required",
    responses: {
      200: { description: "A fresh token for the same session.", schema: AccessTokenResponseSchema },
      401: SESSION_REQUIRED,
      403: KEY_REFUSED,
    },
  }),
  me: endpoint({
    operationId: "getCurrentUser",
    method: "get",
    path: "/api/auth/me",
    tag: "auth",
    summary: "Who the caller is (token or secret key) → {user, via}; the CLI's `whoami`",
    auth: "required",
    responses: {
      200: {
        description: "The caller.",
        schema: MeResponseSchema,
        example: { user: EXAMPLE_USER, via: "secretKey" },
      },
      403: KEY_REFUSED,
    },
  }),
  logout: endpoint({
    operationId: "logout",
    method: "post",
    path: "/api/auth/logout",
    tag: "auth",
    summary: "End this session → {message: 'Logged out'}",
    auth: "required",
    responses: {
      200: { description: "The token no longer works.", schema: MessageSchema },
      401: SESSION_REQUIRED,
      403: KEY_REFUSED,
    },
  }),
  logoutOthers: endpoint({
    operationId: "logoutOtherSessions",
    method: "post",
    path: "/api/auth/logout-others",
    tag: "auth",
    summary: "End every other session of the caller → {message, ended}",
    auth: "required",
    responses: {
      200: { description: "The other sessions are ended.", schema: LogoutOthersResponseSchema },
      401: SESSION_REQUIRED,
      403: KEY_REFUSED,
    },
  }),
  updateUser: endpoint({
    operationId: "updateOwnProfile",
    method: "post",
    path: "/api/auth/user/update",
    tag: "auth",
    summary: "Change the caller's display name, photo, settings or shortcuts → {user}",
    auth: "required",
    body: {
      schema: named("OwnProfileUpdate", OwnProfileUpdateSchema),
      description: "The fields to change, bare (as here) or wrapped as `{user: {...}}`.",
      example: { displayName: "Ann Lee", shortcuts: ["qrCode", "company"] },
    },
    responses: {
      200: { description: "The caller with the changes.", schema: SessionUserResponseSchema },
      403: KEY_REFUSED,
    },
  }),
};

// Request and response shapes of the auth and health endpoints (spec studio §3 session, §7 Auth).
import type {
  LoginInput as CoreLoginInput,
  RegisterBody,
  SessionUser,
  UserUpdateInput,
} from "@adstudio/core";

export type { SessionUser };

// Request bodies are the valibot output types of core's schemas (LoginSchema, RegisterBodySchema,
// UserUpdateSchema): what a form holds after validation, so the server's check of the same schema passes.

/** Login form: `email` accepts a username or an email address. */
export type LoginInput = CoreLoginInput;

/** Registration body: the form without the confirmation field, which only the form checks. */
export type RegisterInput = RegisterBody;

/** Fields a user may change on their own account; at least one of them. */
export type UpdateUserInput = UserUpdateInput;

export interface LoginResponse {
  user: SessionUser;
  token: string;
  status: "success";
  message: string;
  /** True when the account already had other live sessions, so the studio can offer "log out others". */
  multipleDevices: boolean;
}

export interface AccessTokenResponse {
  /** A fresh token that replaces the stored one. */
  token: string;
  user: SessionUser;
}

/** `GET /api/auth/me`: the caller, and whether a bearer token or a secret key signed the request. */
export interface MeResponse {
  user: SessionUser;
  via: "token" | "secretKey";
}

export interface MessageResponse {
  message: string;
}

export interface LogoutOthersResponse {
  message: string;
  /** How many other sessions were ended. */
  ended: number;
}

export interface RegisterResponse {
  user: SessionUser;
  access_token: string;
  error: null;
}

export interface UpdateUserResponse {
  user: SessionUser;
}

export interface HealthResponse {
  status: "ok";
  database: "ok";
  version: string;
}

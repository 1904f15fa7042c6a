// Request and response shapes of the auth and health endpoints (spec studio §3 session, §7 Auth), all
// taken from the contract. MessageResponse is the `{message}` answer of the other groups' deletes too.
import type {
  authEndpoints,
  BodyInput,
  healthEndpoints,
  MessageResponse,
  SuccessBody,
} from "@adstudio/contract";
import type { SessionUser } from "@adstudio/core";

export type { MessageResponse, SessionUser };

/** Login form: `email` accepts a username or an email address. */
export type LoginInput = BodyInput<typeof authEndpoints.login>;
/** Registration body: the form without the confirmation field, which only the form checks. */
export type RegisterInput = BodyInput<typeof authEndpoints.register>;
/** Fields a user may change on their own account; at least one of them. */
export type UpdateUserInput = BodyInput<typeof authEndpoints.updateUser>;

export type LoginResponse = SuccessBody<typeof authEndpoints.login>;
export type AccessTokenResponse = SuccessBody<typeof authEndpoints.accessToken>;
export type MeResponse = SuccessBody<typeof authEndpoints.me>;
export type LogoutOthersResponse = SuccessBody<typeof authEndpoints.logoutOthers>;
export type RegisterResponse = SuccessBody<typeof authEndpoints.register>;
export type UpdateUserResponse = SuccessBody<typeof authEndpoints.updateUser>;
export type HealthResponse = SuccessBody<typeof healthEndpoints.check>;

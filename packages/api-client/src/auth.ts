import type { Transport } from "./transport";
import type {
  AccessTokenResponse,
  HealthResponse,
  LoginInput,
  LoginResponse,
  LogoutOthersResponse,
  MeResponse,
  MessageResponse,
  RegisterInput,
  RegisterResponse,
  UpdateUserInput,
  UpdateUserResponse,
} from "./types";

/** The `/api/auth` endpoints (plus the health check), bound to one client's request function. */
export function createAuthApi({ request }: Transport) {
  return {
    /**
     * POST /api/auth/login. A failure (including 401) is left to the caller, which shows the server's
     * message and field errors on the form instead of logging the user out.
     */
    login: (input: LoginInput) =>
      request<LoginResponse>("/auth/login", { method: "POST", body: input, skipUnauthorized: true }),

    /**
     * GET /api/auth/access-token – the auto-login check with the stored token. A 401 does not call
     * `onUnauthorized`: the caller reports 'Failed to login with token.' itself.
     */
    accessToken: () => request<AccessTokenResponse>("/auth/access-token", { skipUnauthorized: true }),

    /** GET /api/auth/me – the caller (bearer token or secret key) and which one signed the request. */
    me: () => request<MeResponse>("/auth/me"),

    /** POST /api/auth/logout – ends this session (empty body). */
    logout: () => request<MessageResponse>("/auth/logout", { method: "POST" }),

    /** POST /api/auth/logout-others – ends every other session of the signed-in user. */
    logoutOthers: () => request<LogoutOthersResponse>("/auth/logout-others", { method: "POST" }),

    /** POST /api/auth/register – creates an account and signs it in (`access_token`). */
    register: (input: RegisterInput) =>
      request<RegisterResponse>("/auth/register", { method: "POST", body: input }),

    /** POST /api/auth/user/update – changes the signed-in user's profile, settings or shortcuts. */
    updateUser: (input: UpdateUserInput) =>
      request<UpdateUserResponse>("/auth/user/update", { method: "POST", body: input }),

    /** GET /api/health – liveness plus database reachability, used by the CLI and deploy checks. */
    health: () => request<HealthResponse>("/health"),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

import { authEndpoints, healthEndpoints } from "@adstudio/contract";
import type { Transport } from "./transport";
import type { LoginInput, RegisterInput, UpdateUserInput } from "./types";

/** The `/api/auth` endpoints (plus the health check), bound to one client's transport. */
export function createAuthApi({ call }: Transport) {
  const endpoints = authEndpoints;
  return {
    /**
     * POST /api/auth/login. A failure (including 401) is left to the caller, which shows the server's
     * message and field errors on the form instead of logging the user out; a 429 carries `retryAfter`.
     */
    login: (input: LoginInput) => call(endpoints.login, { body: input, options: { skipUnauthorized: true } }),

    /**
     * GET /api/auth/access-token – the auto-login check with the stored token. A 401 does not call
     * `onUnauthorized`: the caller reports 'Failed to login with token.' itself.
     */
    accessToken: () => call(endpoints.accessToken, { options: { skipUnauthorized: true } }),

    /** GET /api/auth/me – the caller (bearer token or secret key) and which one signed the request. */
    me: () => call(endpoints.me),

    /** POST /api/auth/logout – ends this session (empty body). */
    logout: () => call(endpoints.logout),

    /** POST /api/auth/logout-others – ends every other session of the signed-in user. */
    logoutOthers: () => call(endpoints.logoutOthers),

    /** POST /api/auth/register – creates an account and signs it in (`access_token`). */
    register: (input: RegisterInput) => call(endpoints.register, { body: input }),

    /** POST /api/auth/user/update – changes the signed-in user's profile, settings or shortcuts. */
    updateUser: (input: UpdateUserInput) => call(endpoints.updateUser, { body: input }),

    /** GET /api/health – liveness plus database reachability, used by the CLI and deploy checks. */
    health: () => call(healthEndpoints.check),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

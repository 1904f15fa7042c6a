import { type APIRequestContext, expect } from "@playwright/test";
import type { Credentials } from "./env";

let counter = 0;

/** A user registered through the API: self-registration gives the least privileged role (publisher). */
export interface RegisteredUser extends Credentials {
  token: string;
  /** The role name the server gave the account. */
  role: string;
}

/** Thin helpers over the real HTTP API, for arranging state that a test is not about. */
export class AdstudioApi {
  constructor(readonly request: APIRequestContext) {}

  /** POST /api/auth/login; fails the test unless it succeeds. */
  async login(creds: Pick<Credentials, "email" | "password">) {
    const response = await this.request.post("/api/auth/login", {
      data: { email: creds.email, password: creds.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { token: string; multipleDevices: boolean };
  }

  /** POST /api/auth/register with a unique email; answers the credentials and the session's token. */
  async register(label: string): Promise<RegisteredUser> {
    counter += 1;
    const stamp = `${Date.now().toString(36)}${counter}`;
    const creds = {
      email: `${label}-${stamp}@e2e.example.com`,
      password: `e2e-${label}-pass`,
      displayName: `E2E ${label} ${stamp}`,
    };
    const response = await this.request.post("/api/auth/register", { data: creds });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      user: { role: { roleName: string } };
    };
    // The registration session is not needed; ending it keeps the multiple-devices check quiet.
    await this.logout(body.access_token);
    return { ...creds, token: body.access_token, role: body.user.role.roleName };
  }

  /** Status of GET /api/auth/access-token with a token: 200 while its session lives, 401 after. */
  async tokenStatus(token: string): Promise<number> {
    const response = await this.request.get("/api/auth/access-token", {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.status();
  }

  async logout(token: string): Promise<void> {
    await this.request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  }

  /** POST /api/auth/logout-others: ends every session of the token's user except this one. */
  async logoutOthers(token: string): Promise<number> {
    const response = await this.request.post("/api/auth/logout-others", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { ended: number }).ended;
  }

  /**
   * Ends every live session of a user, so the next browser sign-in is not a "multiple devices" one.
   * Tests share the superadmin, and each browser context that signed in leaves a session behind.
   */
  async endAllSessions(creds: Pick<Credentials, "email" | "password">): Promise<void> {
    const { token } = await this.login(creds);
    await this.logoutOthers(token);
    await this.logout(token);
  }
}

import type { SessionUser } from "@adstudio/core";
import { act } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach } from "vitest";
import { sessionStore, signIn, signOut } from "../features/auth/session-store";
import { tokenStorage } from "../lib/token-storage";
import { server } from "./msw";

/** A session user for component tests: a designer without permissions unless `overrides` say otherwise. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uuid: "u-test",
    username: "tester",
    companyName: [],
    role: { roleName: "designer", moduleRoles: [] },
    data: {
      displayName: "Test User",
      email: "tester@example.com",
      photoURL: "",
      settings: {},
      shortcuts: [],
    },
    ...overrides,
  };
}

/**
 * Signs the studio in as `user` before each test of the calling file, through the real sign-in answered
 * by the fake API (so the calling file needs `useMockApi()`), and out after it; `setSessionUser` changes
 * the user within a test.
 *
 * This replaces mocking the session module: a file that mocks a module must run isolated, in a fresh
 * worker of its own, which cost each such file seconds (vitest.config.ts).
 */
export function useSignedIn(user: SessionUser): void {
  beforeEach(async () => {
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json({
          user,
          token: "test-token",
          status: "success",
          message: "",
          multipleDevices: false,
        }),
      ),
    );
    await signIn(user.username, "password");
  });
  afterEach(async () => {
    // Without a token the sign-out only ends the session here: the fake API is not asked.
    tokenStorage.clear();
    await act(() => signOut());
  });
}

/** Changes the signed-in user (their role, their companies); what shows them re-renders. */
export function setSessionUser(user: SessionUser): void {
  act(() => sessionStore.setUser(user));
}

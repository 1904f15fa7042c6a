import type { LoginResponse, SessionUser } from "@adstudio/api-client";
import { isApiError } from "@adstudio/api-client";
import { LOGOUT_PATH, rootRedirectFor } from "@adstudio/core";

import { setUnauthorizedHandler } from "../../lib/api-transport";
import { notify } from "../../lib/notify";
import { tokenStorage } from "../../lib/token-storage";
import { authApi } from "./auth-api";

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "guest"; user: null }
  | { status: "signedIn"; user: SessionUser };

type Listener = (state: SessionState) => void;

let state: SessionState = { status: "loading", user: null };
const listeners = new Set<Listener>();
/** The page a guest asked for before being sent to /login (spec shell §2). */
let rememberedPath: string | null = null;
/** Where the multiple-devices page goes on to: the page the sign-in was heading for. */
let continuePath: string | null = null;

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener(state);
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  remember(path: string): void {
    rememberedPath = path;
  },
  remembered: (): string | null => rememberedPath,
  /** After a sign-in that found other sessions: the page it was heading for (null after a reload). */
  continuePath: (): string | null => continuePath,
  takeRemembered(): string | null {
    const path = rememberedPath;
    rememberedPath = null;
    return path;
  },
  /** Replaces the user after a profile, settings or shortcuts change answered by the server. */
  setUser(user: SessionUser): void {
    if (state.status === "signedIn") setState({ status: "signedIn", user });
  },
};

/** A stored token (any non-empty one) triggers auto-login; a failure says so and leaves a guest. */
export async function autoLogin(): Promise<void> {
  if (!tokenStorage.get()) {
    setState({ status: "guest", user: null });
    return;
  }
  try {
    const { token, user } = await authApi.accessToken();
    tokenStorage.set(token);
    setState({ status: "signedIn", user });
  } catch (error) {
    // Only a refusal by the server ends the stored session; a request cut off (the page navigating
    // away mid-check) or an unreachable server keeps the token for the next load.
    if (isApiError(error) && error.status >= 400 && error.status < 500) tokenStorage.clear();
    setState({ status: "guest", user: null });
    notify("Failed to login with token.", "error");
  }
}

/** A sign-in's answer plus the page the studio continues to. */
export type SignInResult = LoginResponse & { next: string };

/**
 * Signs in; a failure rejects with the server's ApiError so the form can show field errors.
 * `next` is /logout when the account is signed in elsewhere, else the remembered page or the start page.
 * It is stored as the remembered path before the session changes: the change re-runs the guard of the
 * open /login page, which then redirects to the same place as the form, so the two navigations agree.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const answer = await authApi.login({ email, password });
  const heading = rememberedPath ?? rootRedirectFor(answer.user);
  const next = answer.multipleDevices ? LOGOUT_PATH : heading;
  continuePath = answer.multipleDevices ? heading : null;
  tokenStorage.set(answer.token);
  rememberedPath = next;
  setState({ status: "signedIn", user: answer.user });
  return { ...answer, next };
}

/** Creates an account and signs it in; resolves with the page to continue to (same agreement as signIn). */
export async function register(displayName: string, email: string, password: string): Promise<string> {
  const answer = await authApi.register({ displayName, email, password });
  const next = rootRedirectFor(answer.user);
  tokenStorage.set(answer.access_token);
  rememberedPath = next;
  setState({ status: "signedIn", user: answer.user });
  return next;
}

/** Ends the session; clears it locally even when the server cannot be reached (spec §8). */
export async function signOut(): Promise<void> {
  try {
    if (tokenStorage.get()) await authApi.logout();
  } catch {
    // The session is cleared below whatever the server said.
  }
  endLocalSession();
}

function endLocalSession(): void {
  tokenStorage.clear();
  rememberedPath = null;
  continuePath = null;
  setState({ status: "guest", user: null });
}

// A 401 on any normal request: the session is gone (revoked elsewhere, expired); log out at once.
setUnauthorizedHandler((message) => {
  if (state.status !== "signedIn") return;
  endLocalSession();
  notify(message, "warning");
});

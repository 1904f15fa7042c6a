import type { LoginResponse, SessionUser } from "@adstudio/api-client";

import { api, setUnauthorizedHandler } from "../../lib/api";
import { notify } from "../../lib/notify";
import { tokenStorage } from "../../lib/token-storage";

export type SessionState =
  | { status: "loading"; user: null }
  | { status: "guest"; user: null }
  | { status: "signedIn"; user: SessionUser };

type Listener = (state: SessionState) => void;

let state: SessionState = { status: "loading", user: null };
const listeners = new Set<Listener>();
/** The page a guest asked for before being sent to /login (spec shell §2). */
let rememberedPath: string | null = null;

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
    const { token, user } = await api.auth.accessToken();
    tokenStorage.set(token);
    setState({ status: "signedIn", user });
  } catch {
    tokenStorage.clear();
    setState({ status: "guest", user: null });
    notify("Failed to login with token.", "error");
  }
}

/** Signs in; a failure rejects with the server's ApiError so the form can show field errors. */
export async function signIn(email: string, password: string): Promise<LoginResponse> {
  const answer = await api.auth.login({ email, password });
  tokenStorage.set(answer.token);
  setState({ status: "signedIn", user: answer.user });
  return answer;
}

export async function register(displayName: string, email: string, password: string): Promise<void> {
  const answer = await api.auth.register({ displayName, email, password });
  tokenStorage.set(answer.access_token);
  setState({ status: "signedIn", user: answer.user });
}

/** Ends the session; clears it locally even when the server cannot be reached (spec §8). */
export async function signOut(): Promise<void> {
  try {
    if (tokenStorage.get()) await api.auth.logout();
  } catch {
    // The session is cleared below whatever the server said.
  }
  endLocalSession();
}

function endLocalSession(): void {
  tokenStorage.clear();
  rememberedPath = null;
  setState({ status: "guest", user: null });
}

// A 401 on any normal request: the session is gone (revoked elsewhere, expired); log out at once.
setUnauthorizedHandler((message) => {
  if (state.status !== "signedIn") return;
  endLocalSession();
  notify(message, "warning");
});

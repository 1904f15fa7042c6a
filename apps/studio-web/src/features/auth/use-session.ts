import { useSyncExternalStore } from "react";
import { type SessionState, sessionStore } from "./session-store";

/** The current session; re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

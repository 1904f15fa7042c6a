import { createApiClient } from "@adstudio/api-client";
import { notify, REFUSAL_NOTICES } from "./notify";
import { tokenStorage } from "./token-storage";

type UnauthorizedListener = (message: string) => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session module registers what a 401 does (log out); kept here to avoid an import cycle. */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/**
 * The one API client of the studio: same origin, the stored token on every request, a 401 logs the
 * user out, and 403/409 answers show the server's message as an error notice (spec §8).
 */
export const api = createApiClient({
  baseURL: "",
  getToken: () => tokenStorage.get(),
  onUnauthorized: (error) => onUnauthorized(error.message || "Invalid access_token"),
  onNotice: (error) => notify(error.message, "error", { key: REFUSAL_NOTICES }),
});

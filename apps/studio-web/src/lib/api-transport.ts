import { createApiTransport } from "@adstudio/api-client";
import { notify, REFUSAL_NOTICES } from "./notify";
import { tokenStorage } from "./token-storage";

type UnauthorizedListener = (message: string) => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session module registers what a 401 does (log out); kept here to avoid an import cycle. */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/**
 * The studio's one transport: same origin, the stored token on every request, a 401 logs the user out,
 * and 403/409 answers show the server's message as an error notice (spec §8). Endpoint groups are built
 * over it where they are used (lib/api.ts for the studio, features' own for the public pages), so a page
 * loads only the schemas of the endpoints it calls (issue 34).
 */
export const transport = createApiTransport({
  baseURL: "",
  getToken: () => tokenStorage.get(),
  onUnauthorized: (error) => onUnauthorized(error.message || "Invalid access_token"),
  onNotice: (error) => notify(error.message, "error", { key: REFUSAL_NOTICES }),
});

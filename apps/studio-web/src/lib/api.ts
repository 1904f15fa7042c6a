import { createApiClient } from "@adstudio/api-client";
import { transport } from "./api-transport";

export { setUnauthorizedHandler } from "./api-transport";

/**
 * The studio's API client: every endpoint group over the one transport (lib/api-transport.ts). The
 * public pages and the sign-in use only their own groups (features/auth/auth-api.ts,
 * features/showcase/public-api.ts), so this module, which carries every endpoint's schemas, is not
 * part of their first paint.
 */
export const api = createApiClient(transport);

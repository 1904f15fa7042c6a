import { createAuthApi } from "@adstudio/api-client";
import { transport } from "../../lib/api-transport";

/** The `/api/auth` endpoints alone, for the sign-in and auto-login (no other endpoint's schemas). */
export const authApi = createAuthApi(transport);

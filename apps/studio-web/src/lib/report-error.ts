import { isApiError } from "@adstudio/api-client";
import { type NoticeOptions, notify } from "./notify";

/**
 * Shows a failed call's message as an error notice, except where the API client already reacted:
 * 401 logs the user out, 403 and 409 are shown by the client itself (spec §8).
 */
export function reportError(error: unknown, fallback: string, options?: NoticeOptions): void {
  if (shownByClient(error)) return;
  notify(error instanceof Error && error.message ? error.message : fallback, "error", options);
}

/**
 * A failure the API client already reacted to: 401 logs out; 403 and 409 it shows itself (a 409 unless
 * the call passed `skipConflictNotice`, whose caller shows it).
 */
export function shownByClient(error: unknown): boolean {
  return isApiError(error) && [401, 403, 409].includes(error.status);
}

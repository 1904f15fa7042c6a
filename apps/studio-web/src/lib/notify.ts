import { NOTIFICATION_AUTO_HIDE_MS, PAGE_HEADER_HEIGHT_PX, TOOLBAR_HEIGHT_PX } from "@adstudio/core";
import { notifications, notificationsStore } from "@mantine/notifications";

export type NoticeVariant = "success" | "warning" | "error" | "info";

const COLORS: Record<NoticeVariant, string> = {
  success: "green",
  warning: "yellow",
  error: "red",
  info: "blue",
};

/**
 * Where the top-center notices start: below the toolbar and the page header, so a notice never covers
 * the page's title or its Save button (the issue 'toasts cover page titles').
 */
export const NOTICES_TOP_PX = TOOLBAR_HEIGHT_PX + PAGE_HEADER_HEIGHT_PX.normal;

export interface NoticeOptions {
  /**
   * Notices of one source (an editor's checks) share a key, so that `clearNotices(key)` can take the
   * stale ones away when that source succeeds.
   */
  key?: string;
}

/**
 * The key of the server's refusals that the API client shows itself (403, 409): a later successful save
 * takes a stale "already exists" away with the form's own check messages.
 */
export const REFUSAL_NOTICES = "api-refusals";

const byKey = new Map<string, Set<string>>();
/**
 * A message notice (spec shell §3): top-center, auto-hides after 12 s, one of four variants. The same
 * variant and text as a notice still on screen (or queued) adds nothing: a page whose several requests
 * were refused alike said "You do not have permission to do this." three times, stacked.
 */
export function notify(message: string, variant: NoticeVariant = "info", options: NoticeOptions = {}): void {
  const { notifications: present, queue } = notificationsStore.getState();
  const same = (notice: { message?: unknown; color?: unknown }) =>
    notice.message === message && notice.color === COLORS[variant];
  if (present.some(same) || queue.some(same)) return;
  const id = notifications.show({
    message,
    color: COLORS[variant],
    autoClose: NOTIFICATION_AUTO_HIDE_MS,
    withBorder: true,
    "data-variant": variant,
    onClose: ({ id: closed }) => {
      if (options.key && closed) byKey.get(options.key)?.delete(closed);
    },
  } as Parameters<typeof notifications.show>[0]);
  if (!options.key) return;
  const ids = byKey.get(options.key) ?? new Set<string>();
  ids.add(id);
  byKey.set(options.key, ids);
}

/** Hides every notice shown with `key` that is still on screen. */
export function clearNotices(key: string): void {
  for (const id of byKey.get(key) ?? []) notifications.hide(id);
  byKey.delete(key);
}

import { NOTIFICATION_AUTO_HIDE_MS } from "@adstudio/core";
import { notifications } from "@mantine/notifications";

export type NoticeVariant = "success" | "warning" | "error" | "info";

const COLORS: Record<NoticeVariant, string> = {
  success: "green",
  warning: "yellow",
  error: "red",
  info: "blue",
};

/** A message notice (spec shell §3): top-center, auto-hides after 12 s, one of four variants. */
export function notify(message: string, variant: NoticeVariant = "info"): void {
  notifications.show({
    message,
    color: COLORS[variant],
    autoClose: NOTIFICATION_AUTO_HIDE_MS,
    withBorder: true,
    "data-variant": variant,
  } as Parameters<typeof notifications.show>[0]);
}

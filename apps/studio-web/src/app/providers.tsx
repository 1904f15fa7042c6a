import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { useNoticePlace } from "../lib/notice-place";
import { NOTICES_TOP_PX } from "../lib/notify";
import classes from "./notices.module.css";
import { queryClient } from "./router";
import { ThemeProvider } from "./theme-provider";

import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";

const noticesTop = { "--notices-top": `${NOTICES_TOP_PX}px` } as CSSProperties;

/**
 * Notices at the top centre, below the page title; or where the open page asks for them (the editor: the
 * foot of its canvas area, lib/notice-place.ts). Notices already shown move along with the container.
 */
function Notices() {
  const place = useNoticePlace();
  if (!place)
    return <Notifications position="top-center" zIndex={1000} classNames={classes} style={noticesTop} />;
  const style = {
    "--notices-bottom": `${place.bottom}px`,
    "--notices-centre": `${place.centre}px`,
    "--notices-width": `${place.width}px`,
  } as CSSProperties;
  return <Notifications position="bottom-center" zIndex={1000} classNames={classes} style={style} />;
}

/** Everything every page needs around it: theme, notifications, server state. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <Notices />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

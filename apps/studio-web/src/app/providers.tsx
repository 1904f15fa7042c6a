import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { NOTICES_TOP_PX } from "../lib/notify";
import classes from "./notices.module.css";
import { queryClient } from "./router";
import { theme } from "./theme";

import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";

const noticesTop = { "--notices-top": `${NOTICES_TOP_PX}px` } as CSSProperties;

/** Everything every page needs around it: theme, notifications (top center, below the page title), server state. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" zIndex={1000} classNames={classes} style={noticesTop} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

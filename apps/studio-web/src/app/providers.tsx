import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";

// Placeholders (a FileInput's "Choose a file" is real text to axe) at the theme's readable greys:
// Mantine's gray 5 is 2.1:1 on white; gray 6 is 5.6:1, dark 2 5.5:1 on the dark scheme.
const readablePlaceholders: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-placeholder": "var(--mantine-color-gray-6)" },
  dark: { "--mantine-color-placeholder": "var(--mantine-color-dark-2)" },
});

import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import type { CSSProperties, ReactNode } from "react";
import { useNoticePlace } from "../lib/notice-place";
import { NOTICES_TOP_PX } from "../lib/notify";
import classes from "./notices.module.css";
import { queryClient } from "./router";
import { theme } from "./theme";

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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readablePlaceholders}>
      <Notices />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

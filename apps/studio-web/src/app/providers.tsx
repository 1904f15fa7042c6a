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
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readablePlaceholders}>
      <Notifications position="top-center" zIndex={1000} classNames={classes} style={noticesTop} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

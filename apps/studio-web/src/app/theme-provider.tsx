import { type CSSVariablesResolver, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "./theme";

// Placeholders (a FileInput's "Choose a file" is real text to axe) at the theme's readable greys:
// Mantine's gray 5 is 2.1:1 on white; gray 6 is 5.6:1, dark 2 5.5:1 on the dark scheme.
const readablePlaceholders: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-placeholder": "var(--mantine-color-gray-6)" },
  dark: { "--mantine-color-placeholder": "var(--mantine-color-dark-2)" },
});

/**
 * The studio's theme, for the studio (providers.tsx) and the public pages (src/public/). Each brings its
 * own Mantine stylesheet: the studio all of it, the public pages only their components'.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readablePlaceholders}>
      {children}
    </MantineProvider>
  );
}

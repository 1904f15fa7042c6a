/**
 * Named themes for the four shell regions (main, navbar, toolbar, footer). Each is a light or dark
 * Mantine colour scheme plus a background and text colour; a region renders with its own scheme, so a
 * dark navbar can sit beside a light page.
 */
export const SHELL_THEMES = {
  light: { label: "Light", scheme: "light", background: "#ffffff", text: "#1f2937" },
  mist: { label: "Mist", scheme: "light", background: "#f3f4f8", text: "#1f2937" },
  sand: { label: "Sand", scheme: "light", background: "#f7f2e8", text: "#3b2f1e" },
  dark: { label: "Dark", scheme: "dark", background: "#1f2126", text: "#e5e7eb" },
  navy: { label: "Navy", scheme: "dark", background: "#1b2138", text: "#e2e8f0" },
  indigo: { label: "Indigo", scheme: "dark", background: "#2c347f", text: "#eef2ff" },
} as const satisfies Record<string, ShellTheme>;

export interface ShellTheme {
  label: string;
  scheme: "light" | "dark";
  background: string;
  text: string;
}

export type ThemeName = keyof typeof SHELL_THEMES;
export const THEME_NAMES = Object.keys(SHELL_THEMES) as ThemeName[];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && Object.hasOwn(SHELL_THEMES, value);
}

export function shellTheme(name: ThemeName): ShellTheme {
  return SHELL_THEMES[name];
}

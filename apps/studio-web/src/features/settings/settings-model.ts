import { isThemeName, type ThemeName } from "./themes";

/** The shell's settings (spec shell §2 'Settings panel'): pure data, stored as the user's `settings`. */
export const LAYOUT_STYLES = ["vertical", "horizontal", "boxed"] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export const DIRECTIONS = ["ltr", "rtl"] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** `fixed` stays in view while the page scrolls; `static` scrolls away with the content. */
export const BAR_POSITIONS = ["fixed", "static"] as const;
export type BarPosition = (typeof BAR_POSITIONS)[number];
export const NAVBAR_POSITIONS = ["left", "right"] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];
/** `container` caps the content at the container width; `fullwidth` uses all of it. */
export const CONTENT_WIDTHS = ["fullwidth", "container"] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export const THEME_ELEMENTS = ["main", "navbar", "toolbar", "footer"] as const;
export type ThemeElement = (typeof THEME_ELEMENTS)[number];

export interface LayoutConfig {
  mode: ContentWidth;
  navbar: { display: boolean; folded: boolean; position: NavbarPosition };
  toolbar: { display: boolean; position: BarPosition };
  footer: { display: boolean; position: BarPosition };
}

export interface ShellSettings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  direction: Direction;
  theme: Record<ThemeElement, ThemeName>;
  customScrollbars: boolean;
  animations: boolean;
  /** Quick panel: chat messages that arrive while their conversation is not open show as notices. */
  notifications: boolean;
}

const bars = {
  toolbar: { display: true, position: "fixed" },
  footer: { display: true, position: "fixed" },
} as const;

/** Each layout style's own defaults; choosing a style starts again from these (spec shell §4). */
export const LAYOUT_DEFAULTS: Readonly<Record<LayoutStyle, LayoutConfig>> = {
  vertical: { mode: "fullwidth", navbar: { display: true, folded: false, position: "left" }, ...bars },
  horizontal: { mode: "container", navbar: { display: true, folded: false, position: "left" }, ...bars },
  boxed: { mode: "fullwidth", navbar: { display: true, folded: false, position: "left" }, ...bars },
};

export const DEFAULT_SETTINGS: ShellSettings = {
  layout: { style: "vertical", config: LAYOUT_DEFAULTS.vertical },
  direction: "ltr",
  theme: { main: "mist", navbar: "navy", toolbar: "light", footer: "navy" },
  customScrollbars: true,
  animations: true,
  notifications: true,
};

export type LayoutConfigPatch = {
  mode?: ContentWidth;
  navbar?: Partial<LayoutConfig["navbar"]>;
  toolbar?: Partial<LayoutConfig["toolbar"]>;
  footer?: Partial<LayoutConfig["footer"]>;
};

export type SettingsAction =
  | { type: "setLayoutStyle"; style: LayoutStyle }
  | { type: "patchLayout"; patch: LayoutConfigPatch }
  | { type: "setDirection"; direction: Direction }
  | { type: "setTheme"; element: ThemeElement; theme: ThemeName }
  /** A colour scheme: one theme for every element at once. */
  | { type: "applyScheme"; theme: ThemeName }
  | { type: "setCustomScrollbars"; value: boolean }
  | { type: "setAnimations"; value: boolean }
  | { type: "setNotifications"; value: boolean }
  | { type: "reset" };

function patchLayout(config: LayoutConfig, patch: LayoutConfigPatch): LayoutConfig {
  return {
    mode: patch.mode ?? config.mode,
    navbar: { ...config.navbar, ...patch.navbar },
    toolbar: { ...config.toolbar, ...patch.toolbar },
    footer: { ...config.footer, ...patch.footer },
  };
}

export function settingsReducer(state: ShellSettings, action: SettingsAction): ShellSettings {
  switch (action.type) {
    case "setLayoutStyle":
      // A new style resets the layout options: the old style's choices may not exist in the new one.
      return { ...state, layout: { style: action.style, config: LAYOUT_DEFAULTS[action.style] } };
    case "patchLayout":
      return {
        ...state,
        layout: { ...state.layout, config: patchLayout(state.layout.config, action.patch) },
      };
    case "setDirection":
      return { ...state, direction: action.direction };
    case "setTheme":
      return { ...state, theme: { ...state.theme, [action.element]: action.theme } };
    case "applyScheme":
      return {
        ...state,
        theme: { main: action.theme, navbar: action.theme, toolbar: action.theme, footer: action.theme },
      };
    case "setCustomScrollbars":
      return { ...state, customScrollbars: action.value };
    case "setAnimations":
      return { ...state, animations: action.value };
    case "setNotifications":
      return { ...state, notifications: action.value };
    case "reset":
      return DEFAULT_SETTINGS;
  }
}

type Loose = Record<string, unknown>;
const object = (value: unknown): Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

/**
 * Reads settings from anywhere (the user's stored `settings`, localStorage): unknown or malformed fields
 * fall back to the defaults of the stored layout style, so an old or hand-edited value never breaks the shell.
 */
export function normalizeSettings(raw: unknown): ShellSettings {
  const input = object(raw);
  const layout = object(input.layout);
  const style = oneOf(layout.style, LAYOUT_STYLES, DEFAULT_SETTINGS.layout.style);
  const base = LAYOUT_DEFAULTS[style];
  const config = object(layout.config);
  const navbar = object(config.navbar);
  const toolbar = object(config.toolbar);
  const footer = object(config.footer);
  const theme = object(input.theme);
  const themeOf = (element: ThemeElement) => {
    const value = theme[element];
    return isThemeName(value) ? value : DEFAULT_SETTINGS.theme[element];
  };
  return {
    layout: {
      style,
      config: {
        mode: oneOf(config.mode, CONTENT_WIDTHS, base.mode),
        navbar: {
          display: flag(navbar.display, base.navbar.display),
          folded: flag(navbar.folded, base.navbar.folded),
          position: oneOf(navbar.position, NAVBAR_POSITIONS, base.navbar.position),
        },
        toolbar: {
          display: flag(toolbar.display, base.toolbar.display),
          position: oneOf(toolbar.position, BAR_POSITIONS, base.toolbar.position),
        },
        footer: {
          display: flag(footer.display, base.footer.display),
          position: oneOf(footer.position, BAR_POSITIONS, base.footer.position),
        },
      },
    },
    direction: oneOf(input.direction, DIRECTIONS, DEFAULT_SETTINGS.direction),
    theme: {
      main: themeOf("main"),
      navbar: themeOf("navbar"),
      toolbar: themeOf("toolbar"),
      footer: themeOf("footer"),
    },
    customScrollbars: flag(input.customScrollbars, DEFAULT_SETTINGS.customScrollbars),
    animations: flag(input.animations, DEFAULT_SETTINGS.animations),
    notifications: flag(input.notifications, DEFAULT_SETTINGS.notifications),
  };
}

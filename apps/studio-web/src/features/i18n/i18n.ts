import { NAVIGATION_LANGUAGES } from "@adstudio/core";
import i18next from "i18next";
import { NAVIGATION_RESOURCES } from "./resources";

export type NavigationLanguage = (typeof NAVIGATION_LANGUAGES)[number];

/** Languages written right to left; the shell flips its layout for them (spec shell §2). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set(["ar"]);
const STORAGE_KEY = "adstudio.language";

export function isNavigationLanguage(value: unknown): value is NavigationLanguage {
  return typeof value === "string" && (NAVIGATION_LANGUAGES as readonly string[]).includes(value);
}

export function isRtlLanguage(language: string): boolean {
  return RTL_LANGUAGES.has(language);
}

/**
 * The menu offers English only (spec shell §9), but the Turkish and Arabic texts exist; they are reached
 * with `?lang=tr|ar` (remembered in localStorage), which is also how they are tested.
 */
function initialLanguage(): NavigationLanguage {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get("lang");
    if (isNavigationLanguage(fromUrl)) {
      localStorage.setItem(STORAGE_KEY, fromUrl);
      return fromUrl;
    }
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isNavigationLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked (private mode); English is a fine answer then.
  }
  return "en";
}

/** The shell's own i18next instance, so nothing global is configured before the shell is loaded. */
export const i18n = i18next.createInstance();

void i18n.init({
  resources: NAVIGATION_RESOURCES,
  lng: initialLanguage(),
  fallbackLng: "en",
  ns: ["navigation"],
  defaultNS: "navigation",
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialising synchronously avoids a first render without texts.
  initAsync: false,
  react: { useSuspense: false },
});

export function setLanguage(language: NavigationLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across reloads; the change still applies now.
  }
  void i18n.changeLanguage(language);
}

export function currentLanguage(): string {
  return i18n.resolvedLanguage ?? i18n.language ?? "en";
}

/** Subscribes to language changes; returns the unsubscribe function. */
export function onLanguageChange(listener: (language: string) => void): () => void {
  i18n.on("languageChanged", listener);
  return () => i18n.off("languageChanged", listener);
}

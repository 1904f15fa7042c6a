import { useSyncExternalStore } from "react";
import { api } from "../../lib/api";
import { reportError } from "../../lib/report-error";
import { type SessionState, sessionStore } from "../auth/session-store";
import { currentLanguage, isRtlLanguage, onLanguageChange } from "../i18n/i18n";
import {
  DEFAULT_SETTINGS,
  normalizeSettings,
  type SettingsAction,
  type ShellSettings,
  settingsReducer,
} from "./settings-model";
import { shellTheme } from "./themes";

/** Guests keep their settings in this browser; signed-in users in their account (spec shell §4). */
export const GUEST_SETTINGS_KEY = "adstudio.guestSettings";

function readGuestSettings(): ShellSettings {
  try {
    const raw = localStorage.getItem(GUEST_SETTINGS_KEY);
    return normalizeSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function writeGuestSettings(value: ShellSettings): void {
  try {
    localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(value));
  } catch {
    // Blocked storage: the settings still apply until the page is reloaded.
  }
}

/**
 * Cloud Sync (quick panel): on, a signed-in user's settings live in their account and follow them to every
 * browser; off, this browser keeps its own copy and changes stay here. The choice itself is per browser.
 */
const cloudSyncKey = (userId: string) => `adstudio.cloudSync.${userId}`;
const localSettingsKey = (userId: string) => `adstudio.localSettings.${userId}`;

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice applies until the page is reloaded.
  }
}

const syncsToAccount = (userId: string) => readStored(cloudSyncKey(userId)) !== "off";

function fromSession(session: SessionState): ShellSettings {
  if (session.status !== "signedIn") return readGuestSettings();
  const account = normalizeSettings(session.user.data.settings);
  if (syncsToAccount(session.user.uuid)) return account;
  const local = readStored(localSettingsKey(session.user.uuid));
  try {
    return local ? normalizeSettings(JSON.parse(local)) : account;
  } catch {
    return account;
  }
}

/** Direction, colour scheme, scrollbars and animations live on <html> so that portals follow them too. */
function applyToDocument(value: ShellSettings): void {
  const root = document.documentElement;
  const language = currentLanguage();
  root.setAttribute("dir", value.direction === "rtl" || isRtlLanguage(language) ? "rtl" : "ltr");
  root.setAttribute("lang", language);
  root.setAttribute("data-mantine-color-scheme", shellTheme(value.theme.main).scheme);
  root.toggleAttribute("data-custom-scrollbars", value.customScrollbars);
  root.toggleAttribute("data-no-animations", !value.animations);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let previousSession = sessionStore.get();
let settings = fromSession(previousSession);
/** Saves sent but not answered; while any is pending the local copy is newer than the user's. */
let pendingSaves = 0;
let latestSave = 0;

function set(next: ShellSettings): void {
  settings = next;
  applyToDocument(next);
  for (const listener of listeners) listener();
}

applyToDocument(settings);
onLanguageChange(() => applyToDocument(settings));

sessionStore.subscribe((session) => {
  const before = previousSession;
  previousSession = session;
  if (session.status === "signedIn") {
    if (pendingSaves > 0 && before.user?.uuid === session.user.uuid) return;
    set(fromSession(session));
  } else if (before.status === "signedIn") {
    // Logout resets the settings to the defaults (spec shell §4), for the guest that remains too.
    writeGuestSettings(DEFAULT_SETTINGS);
    set(DEFAULT_SETTINGS);
  } else {
    set(readGuestSettings());
  }
});

async function saveForUser(next: ShellSettings): Promise<void> {
  const save = ++latestSave;
  pendingSaves += 1;
  try {
    const { user } = await api.auth.updateUser({ settings: next as unknown as Record<string, unknown> });
    pendingSaves -= 1;
    // An older answer would put back settings that a newer change already replaced.
    if (save === latestSave) sessionStore.setUser(user);
  } catch (error) {
    pendingSaves -= 1;
    if (save !== latestSave) return;
    reportError(error, "Settings could not be saved.");
    set(fromSession(sessionStore.get()));
  }
}

/** Applies a change at once and stores it: in the account when signed in, else in this browser. */
export function updateSettings(action: SettingsAction): void {
  const next = settingsReducer(settings, action);
  set(next);
  const session = sessionStore.get();
  if (session.status !== "signedIn") writeGuestSettings(next);
  else if (syncsToAccount(session.user.uuid)) void saveForUser(next);
  else writeStored(localSettingsKey(session.user.uuid), JSON.stringify(next));
}

/** Whether the signed-in user's settings are kept in their account (true for guests: nothing to sync). */
export function cloudSyncOn(): boolean {
  const session = sessionStore.get();
  return session.status !== "signedIn" || syncsToAccount(session.user.uuid);
}

/**
 * Turns Cloud Sync on (this browser's settings are saved to the account) or off (the account's current
 * settings are copied here, and later changes stay in this browser).
 */
export function setCloudSync(on: boolean): void {
  const session = sessionStore.get();
  if (session.status !== "signedIn") return;
  const userId = session.user.uuid;
  writeStored(cloudSyncKey(userId), on ? "on" : "off");
  if (on) void saveForUser(settings);
  else writeStored(localSettingsKey(userId), JSON.stringify(settings));
  for (const listener of listeners) listener();
}

export const settingsStore = {
  get: (): ShellSettings => settings,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShellSettings(): ShellSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}

import type { SessionUser } from "@adstudio/core";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { tokenStorage } from "../../lib/token-storage";
import { server, useMockApi } from "../../test/msw";
import { signIn, signOut } from "../auth/session-store";
import { DEFAULT_SETTINGS } from "./settings-model";
import {
  cloudSyncOn,
  GUEST_SETTINGS_KEY,
  setCloudSync,
  settingsStore,
  updateSettings,
} from "./settings-store";

useMockApi();
afterEach(async () => {
  tokenStorage.clear();
  await signOut();
});

const user: SessionUser = {
  uuid: "u1",
  username: "ada",
  companyName: ["c1"],
  role: { roleName: "designer", moduleRoles: ["readAds"] },
  data: {
    displayName: "Ada",
    email: "ada@example.com",
    photoURL: "",
    settings: { direction: "rtl" },
    shortcuts: [],
  },
};

describe("settings store", () => {
  it("keeps a guest's changes in this browser, without calling the server", () => {
    updateSettings({ type: "setLayoutStyle", style: "boxed" });
    expect(settingsStore.get().layout.style).toBe("boxed");
    expect(JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? "{}").layout.style).toBe("boxed");
  });

  it("follows the signed-in user's settings, saves changes to the account, and resets them on logout", async () => {
    const saved: unknown[] = [];
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json({ user, token: "jwt-1", status: "success", message: "ok", multipleDevices: false }),
      ),
      http.post("*/api/auth/user/update", async ({ request }) => {
        const body = (await request.json()) as { settings: Record<string, unknown> };
        saved.push(body);
        return HttpResponse.json({ user: { ...user, data: { ...user.data, settings: body.settings } } });
      }),
      http.post("*/api/auth/logout", () => HttpResponse.json({ message: "ok" })),
    );
    await signIn("ada", "secret-password");
    expect(settingsStore.get().direction).toBe("rtl");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");

    updateSettings({ type: "setAnimations", value: false });
    // Applied at once, before the server answers.
    expect(document.documentElement.hasAttribute("data-no-animations")).toBe(true);
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toEqual({ settings: expect.objectContaining({ animations: false, direction: "rtl" }) });

    await signOut();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    expect(document.documentElement.hasAttribute("data-no-animations")).toBe(false);
    expect(JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? "{}")).toEqual(DEFAULT_SETTINGS);
  });

  it("with Cloud Sync off keeps changes in this browser only, and on again saves them to the account", async () => {
    const saved: unknown[] = [];
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json({ user, token: "jwt-1", status: "success", message: "ok", multipleDevices: false }),
      ),
      http.post("*/api/auth/user/update", async ({ request }) => {
        const body = (await request.json()) as { settings: Record<string, unknown> };
        saved.push(body);
        return HttpResponse.json({ user: { ...user, data: { ...user.data, settings: body.settings } } });
      }),
      http.post("*/api/auth/logout", () => HttpResponse.json({ message: "ok" })),
    );
    await signIn("ada", "secret-password");
    expect(cloudSyncOn()).toBe(true);
    setCloudSync(false);
    expect(cloudSyncOn()).toBe(false);
    updateSettings({ type: "setNotifications", value: false });
    expect(settingsStore.get().notifications).toBe(false);
    // Nothing went to the account; this browser remembers it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(JSON.parse(localStorage.getItem("adstudio.localSettings.u1") ?? "{}").notifications).toBe(false);

    setCloudSync(true);
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]).toEqual({ settings: expect.objectContaining({ notifications: false }) });
    localStorage.removeItem("adstudio.cloudSync.u1");
  });
});

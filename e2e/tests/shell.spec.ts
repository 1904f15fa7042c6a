import type { Page } from "@playwright/test";
import { ADMIN, expect, test } from "../support/fixtures";
import { expectAdsPage, expectPath, openWithToken, saveScreenshot, signInThroughForm } from "../support/ui";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const searchInput = (page: Page) => page.getByRole("textbox", { name: "Search", exact: true });
const searchResults = (page: Page) => page.getByTestId(/^search-result-/);
const profileSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith("/api/auth/user/update") && response.request().method() === "POST",
  );

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(searchInput(page)).toBeVisible();
}

test.describe("studio shell", () => {
  test("the admin sees the whole navigation, Users and Master included", async ({ page }, testInfo) => {
    await signInThroughForm(page, ADMIN);
    await expectAdsPage(page);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("group", { name: "Users" })).toBeVisible();
    await expect(nav.getByRole("group", { name: "Master" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Company" })).toBeVisible();
    await expect(page.getByTestId("user-menu-name")).toHaveText(ADMIN.displayName);
    await saveScreenshot(page, testInfo, "shell-admin");
  });

  test("a publisher sees only the navigation items it may open", async ({ page, api }) => {
    const publisher = await api.register("navigation");
    expect(publisher.role).toBe("publisher");
    const { token } = await api.login(publisher);
    await openWithToken(page, token, "/studio/ads");
    await expectAdsPage(page);

    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Ads", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Secret Key" })).toBeVisible();
    await expect(nav.getByRole("group", { name: "Users" })).toHaveCount(0);
    await expect(nav.getByRole("group", { name: "Master" })).toHaveCount(0);
    for (const hidden of ["User List", "New User", "Roles", "Company", "Create Campaign", "Analytics"]) {
      await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    }
    // Search offers only what the user may open as well.
    await openSearch(page);
    await searchInput(page).fill("User");
    await expect(page.getByText("No results.")).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
    await api.logout(token);
  });

  test("search matches titles ignoring case and accents, shows at most 10, and navigates", async ({
    page,
  }) => {
    await signInThroughForm(page, ADMIN);
    await expectAdsPage(page);

    await openSearch(page);
    await searchInput(page).fill("  ÁNALYTÎCS ");
    await expect(searchResults(page)).toHaveCount(1);
    await expect(searchResults(page)).toHaveText("Analytics");

    // Plenty of admin pages contain an 'e'; only ten are suggested.
    await searchInput(page).fill("e");
    await expect(searchResults(page)).toHaveCount(10);

    await searchInput(page).fill("zzqx nothing");
    await expect(page.getByText("No results.")).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);

    await searchInput(page).fill("calendar");
    await expect(searchResults(page)).toHaveText(["Calendar"]);
    await searchInput(page).press("Enter");
    await expectPath(page, "/studio/coming-soon/5");
    await expect(searchInput(page)).toBeHidden();

    await openSearch(page);
    await searchInput(page).fill("notes");
    await page.keyboard.press("Escape");
    await expect(searchInput(page)).toBeHidden();
    await expectPath(page, "/studio/coming-soon/5");
  });

  test("a starred shortcut stays after a reload", async ({ page, api }) => {
    const user = await api.register("shortcuts");
    const { token } = await api.login(user);
    await openWithToken(page, token, "/studio/ads");
    const bar = page.getByTestId("shortcuts-bar");
    await expect(bar.getByRole("link", { name: "Calendar" })).toHaveCount(0);

    await bar.getByRole("button", { name: "Shortcuts" }).click();
    await page.getByRole("textbox", { name: "Search for an app or page" }).fill("calen");
    const star = page.getByRole("button", { name: "Add Calendar to shortcuts" });
    const saved = profileSaved(page);
    await star.click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole("button", { name: "Remove Calendar from shortcuts" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.keyboard.press("Escape");

    await page.reload();
    await expectAdsPage(page);
    await expect(bar.getByRole("link", { name: "Calendar" })).toBeVisible();
    await bar.getByRole("link", { name: "Calendar" }).click();
    await expectPath(page, "/studio/coming-soon/5");

    // Unstarring is kept as well.
    await bar.getByRole("button", { name: "Shortcuts" }).click();
    await page.getByRole("textbox", { name: "Search for an app or page" }).fill("calen");
    const unsaved = profileSaved(page);
    await page.getByRole("button", { name: "Remove Calendar from shortcuts" }).click();
    expect((await unsaved).ok()).toBe(true);
    await page.reload();
    await expect(mainNav(page)).toBeVisible();
    await expect(bar.getByRole("link", { name: "Calendar" })).toHaveCount(0);
    await api.logout(token);
  });

  test("settings are kept across a reload, and RTL turns the whole page around", async ({
    page,
    api,
  }, testInfo) => {
    const user = await api.register("settings");
    const { token } = await api.login(user);
    await openWithToken(page, token, "/studio/ads");
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    await page.getByRole("button", { name: "Settings", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("*Not all option combinations are available.")).toBeVisible();
    await saveScreenshot(page, testInfo, "settings-panel");

    let saved = profileSaved(page);
    await panel.getByRole("radio", { name: "RTL" }).check();
    expect((await saved).ok()).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    saved = profileSaved(page);
    await panel.getByRole("switch", { name: "Animations" }).uncheck();
    expect((await saved).ok()).toBe(true);
    await panel.getByRole("button", { name: "Close settings" }).click();
    await expect(panel).toBeHidden();
    await saveScreenshot(page, testInfo, "shell-rtl");

    await page.reload();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await expect(panel.getByRole("radio", { name: "RTL" })).toBeChecked();
    await expect(panel.getByRole("switch", { name: "Animations" })).not.toBeChecked();
    await api.logout(token);
  });
});

import { ADMIN, expect, test } from "../support/fixtures";
import {
  expectAdsPage,
  expectPath,
  loginButton,
  openWithToken,
  pathOf,
  signInThroughForm,
  submitSignIn,
} from "../support/ui";

test.describe("route guards", () => {
  test("a guest is sent to /login and, after signing in, back to the page asked for", async ({ page }) => {
    await page.goto("/studio/coming-soon/6?from=e2e");
    await expectPath(page, "/login");
    await submitSignIn(page, ADMIN.username, ADMIN.password);
    await expectPath(page, "/studio/coming-soon/6");
    await expect(page.getByText("To-Do is coming soon")).toBeVisible();
    expect(new URL(page.url()).search).toBe("?from=e2e");
  });

  test("a signed-in user opening /login is sent on into the studio", async ({ page }) => {
    await signInThroughForm(page, ADMIN);
    await expectAdsPage(page);
    await page.goto("/login");
    await expectAdsPage(page);
    await expect(loginButton(page)).toHaveCount(0);
  });

  test("a user without the permission is sent away from /studio/users", async ({ page, api }) => {
    const publisher = await api.register("guard");
    expect(publisher.role).toBe("publisher");
    const { token } = await api.login(publisher);
    await openWithToken(page, token, "/studio/ads");
    await expectAdsPage(page);

    await page.goto("/studio/users");
    await expect.poll(() => pathOf(page)).not.toBe("/studio/users");
    await expectAdsPage(page);
    await api.logout(token);
  });

  test("/ opens the ads list", async ({ page }) => {
    await signInThroughForm(page, ADMIN);
    await expectAdsPage(page);
    await page.goto("/");
    await expectAdsPage(page);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page-here");
    await expectPath(page, "/pages/errors/error-404");
    await expect(page.getByRole("heading", { name: /404|not found/i }).first()).toBeVisible();
  });

  test("an unknown path while signed in shows the 404 page too", async ({ page }) => {
    await signInThroughForm(page, ADMIN);
    await expectAdsPage(page);
    await page.goto("/studio/definitely-not-a-page");
    await expectPath(page, "/pages/errors/error-404");
    await expect(page.getByRole("heading", { name: /404|not found/i }).first()).toBeVisible();
  });
});

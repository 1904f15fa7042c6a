import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectPath, openWithToken, saveScreenshot } from "../support/ui";

const KEY = /^adsk_[A-Za-z0-9_-]{43}$/;

/** Status of an API call made with a secret key instead of a token (GET /api/auth/me). */
async function statusWithKey(request: APIRequestContext, key: string): Promise<number> {
  const response = await request.get("/api/auth/me", { headers: { "x-secret-key": key } });
  return response.status();
}

test.describe("/secret-key", () => {
  test("reveal, copy, and generate a new key (the old one stops working through the API)", async ({
    page,
    context,
    api,
  }, testInfo) => {
    // Self-registration gives the publisher role, which holds the secretKey permission.
    const user = await api.register("secret-key");
    const { token } = await api.login(user);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openWithToken(page, token, "/secret-key");
    await expectPath(page, "/secret-key");
    await expect(page.getByRole("heading", { level: 1, name: "Secret Key" })).toBeVisible();

    // Masked and read-only until revealed.
    const field = page.getByLabel("Secret Key");
    await expect(field).toHaveAttribute("readonly", "");
    await expect(field).toHaveValue(/^•{48}$/);
    await saveScreenshot(page, testInfo, "secret-key-masked");
    await page.getByRole("button", { name: "Reveal" }).click();
    await expect(field).toHaveValue(KEY);
    const first = await field.inputValue();
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(field).toHaveValue(/^•+$/);

    // The key acts as this user through the API.
    const me = await api.request.get("/api/auth/me", { headers: { "x-secret-key": first } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { data: { email: string } } }).user.data.email).toBe(user.email);

    // Copy puts the key on the clipboard and says 'Copied' for 3 seconds.
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expect(page.getByRole("button", { name: "Copy", exact: true })).toBeVisible({ timeout: 5_000 });

    // Generate New: Disagree keeps the key; Agree replaces it and reads it again.
    await page.getByRole("button", { name: "Generate New" }).click();
    let dialog = page.getByRole("dialog", { name: "Generate New Secret Key" });
    await expect(dialog).toContainText("stop working at once");
    await dialog.getByRole("button", { name: "Disagree", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await statusWithKey(api.request, first)).toBe(200);

    await page.getByRole("button", { name: "Generate New" }).click();
    dialog = page.getByRole("dialog", { name: "Generate New Secret Key" });
    const reread = page.waitForResponse((response) => response.url().endsWith("/api/user/get-secret-key"));
    await dialog.getByRole("button", { name: "Agree", exact: true }).click();
    await reread;
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("A new secret key was generated.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Reveal" }).click();
    await expect(field).toHaveValue(KEY);
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    await saveScreenshot(page, testInfo, "secret-key-revealed");

    // The old key is refused at once; the new one works.
    expect(await statusWithKey(api.request, first)).toBe(401);
    expect(await statusWithKey(api.request, second)).toBe(200);
  });

  test("guests are sent to sign in, and come back to the page after it", async ({ page, api }) => {
    const user = await api.register("secret-key-guest");
    await page.goto("/secret-key");
    await expectPath(page, "/login");
    await page.getByLabel("Username or email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectPath(page, "/secret-key");
    await expect(page.getByLabel("Secret Key")).toHaveValue(/^•+$/);
  });
});

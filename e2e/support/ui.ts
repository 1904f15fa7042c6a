import { expect, type Page, type TestInfo } from "@playwright/test";
import type { Credentials } from "./env";

export const TOKEN_KEY = "jwt_access_token";

/** The sign-in form's submit button (spec studio §4: 'Login', disabled until the form is valid). */
export const loginButton = (page: Page) => page.getByRole("button", { name: "Login", exact: true });

/** Fills the sign-in form of the page already open at /login and submits it. */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
  await loginButton(page).click();
  await answered;
}

/** Signs in through the real form, starting at /login. */
export async function signInThroughForm(page: Page, creds: Pick<Credentials, "email" | "password">) {
  await page.goto("/login");
  await submitSignIn(page, creds.email, creds.password);
}

/** Signs in by storing a token the way the studio does (then auto-login runs), and opens `path`. */
export async function openWithToken(page: Page, token: string, path = "/studio/ads"): Promise<void> {
  await page.goto("/login");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

/** Path of the current page (no origin, query or hash). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's path is exactly `path` (query and hash ignored). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `path should become ${path}` }).toBe(path);
}

/** The start page after sign-in: at /studio/ads, inside the shell, with the page's heading shown. */
export async function expectAdsPage(page: Page): Promise<void> {
  await expectPath(page, "/studio/ads");
  await expect(page.getByRole("heading", { level: 1, name: "Ads" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await expectPath(page, "/studio/ads");
}

/** Saves a full-page screenshot under test-results/screenshots and attaches it to the report. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = `${testInfo.project.outputDir}/screenshots/${name}.png`;
  // Park the pointer on empty space, so no hover state or tooltip from the last click is pictured.
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width / 2, size.height - 100);
  await page
    .waitForFunction(() => !document.querySelector('[role="tooltip"]'), undefined, { timeout: 2000 })
    .catch(() => undefined); // a tooltip that stays is worth seeing in the picture
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/**
 * The errors and warnings `page` logs to its console from now on: what a user never sees, yet a header the
 * browser cannot apply or a script that failed shows up there first.
 */
export function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  return messages;
}

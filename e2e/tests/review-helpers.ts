import type { Browser, Page } from "@playwright/test";
import { expect } from "../support/fixtures";

/** The phone a reviewer opens a review link on. */
export const PHONE = { width: 360, height: 740 };

/**
 * Makes a review link on the ad details' "Share for review" card and answers its address (shown once).
 * `comments` lets reviewers comment; `password` asks for one first.
 */
export async function createReviewLink(
  page: Page,
  options: { password?: string; comments?: boolean } = {},
): Promise<string> {
  const card = page.getByRole("region", { name: "Share for review" });
  await card.getByRole("button", { name: "Create link" }).click();
  const dialog = page.getByRole("dialog", { name: "Create review link" });
  await expect(dialog.getByRole("textbox", { name: /Expires after/ })).toHaveValue("14");
  if (options.comments) await dialog.getByRole("radio", { name: "View and comment" }).check();
  if (options.password) await dialog.getByLabel(/Password \(optional\)/).fill(options.password);
  await dialog.getByRole("button", { name: "Create link" }).click();
  const address = dialog.getByRole("textbox", { name: "Review link" });
  await expect(address).toHaveValue(/\/review\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText("This link is shown only once.", { exact: false })).toBeVisible();
  const url = await address.inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  return url;
}

/** A reviewer's browser: a fresh context, so no studio sign-in. */
export async function reviewerPage(browser: Browser, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: true });
  return context.newPage();
}

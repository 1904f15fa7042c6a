import { expectAccessible } from "../support/axe";
import { demoAd, expect, test } from "../support/demo";
import { openWithToken } from "../support/ui";
import { createReviewLink, reviewerPage } from "./review-helpers";

/**
 * Issue 31, share lane: a designer makes a review link on the ad details; a reviewer without an account
 * opens it on a phone-sized page and sees the ad's 300×250; once revoked, the link shows a clear page and
 * nothing of the ad. A link with a password asks for it first.
 */

test("a review link shows the ad on a phone without a sign-in, and nothing once revoked", async ({
  page,
  demo,
  browser,
}) => {
  const mini = demoAd(demo, "mini");
  await openWithToken(page, demo.token, `/studio/ad-details/${mini._id}`);
  const card = page.getByRole("region", { name: "Share for review" });
  await expect(card.getByText("No active review links.")).toBeVisible();
  const url = await createReviewLink(page);
  const row = card.getByRole("list", { name: "Active review links" }).getByRole("listitem").first();
  await expect(row).toContainText("View");
  await expect(row).toContainText("No password");
  await expect(row).toContainText("0 views");

  const reviewer = await reviewerPage(browser);
  await reviewer.goto(url);
  await expect(reviewer.getByRole("heading", { level: 1, name: mini.name })).toBeVisible();
  await expect(reviewer.getByText("Draft (no review requested yet)")).toBeVisible();
  const frame = reviewer.getByTitle(`Creative: ${mini.name}`);
  await expect(frame).toHaveAttribute("data-width", "300");
  await expect(frame).toHaveAttribute("data-height", "250");
  const box = await frame.boundingBox();
  expect(box?.width).toBe(300);
  await expect(
    reviewer.frameLocator(`iframe[title="Creative: ${mini.name}"]`).locator("body *").first(),
  ).toBeAttached();
  await expect(reviewer.getByRole("link", { name: /studio/i })).toHaveCount(0);
  await expectAccessible(reviewer, "review page (phone)");
  await reviewer.screenshot({ path: "test-results/review-phone.png", fullPage: true });

  const desktop = await reviewerPage(browser, { width: 1280, height: 800 });
  await desktop.goto(url);
  await expect(desktop.getByTitle(`Creative: ${mini.name}`)).toBeVisible();
  await expectAccessible(desktop, "review page (desktop)");
  await desktop.screenshot({ path: "test-results/review-desktop.png" });

  // The view was counted.
  await page.reload();
  await expect(row).toContainText("2 views");
  await page.screenshot({ path: "test-results/share-card.png", fullPage: true });
  await row.getByRole("button", { name: /^Revoke/ }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke review link" });
  await confirm.getByRole("button", { name: "Revoke link" }).click();
  await expect(card.getByText("No active review links.")).toBeVisible();

  await reviewer.reload();
  await expect(
    reviewer.getByRole("heading", { name: "This review link is no longer available" }),
  ).toBeVisible();
  await expect(reviewer.getByText("This review link was revoked. Ask for a new one.")).toBeVisible();
  await expect(reviewer.getByText(mini.name)).toHaveCount(0);
  await expect(reviewer.locator("iframe")).toHaveCount(0);
  await expectAccessible(reviewer, "revoked review link");
  await reviewer.screenshot({ path: "test-results/review-revoked.png" });
  await reviewer.context().close();
  await desktop.context().close();
});

test("a review link with a password asks for it and says when it is wrong", async ({
  page,
  demo,
  browser,
}) => {
  const mini = demoAd(demo, "mini");
  await openWithToken(page, demo.token, `/studio/ad-details/${mini._id}`);
  const url = await createReviewLink(page, { password: "legal-review-2026" });
  const reviewer = await reviewerPage(browser);
  await reviewer.goto(url);
  await expect(reviewer.getByRole("heading", { name: "This review link needs a password" })).toBeVisible();
  await expect(reviewer.getByText(mini.name)).toHaveCount(0);
  await expectAccessible(reviewer, "review password form");
  await reviewer.screenshot({ path: "test-results/review-password.png" });
  await reviewer.getByRole("textbox", { name: "Password" }).fill("not-the-password");
  await reviewer.getByRole("button", { name: "Open the review" }).click();
  await expect(reviewer.getByRole("alert")).toHaveText("Wrong password for this review link.");
  await reviewer.getByRole("textbox", { name: "Password" }).fill("legal-review-2026");
  await reviewer.keyboard.press("Enter");
  await expect(reviewer.getByRole("heading", { level: 1, name: mini.name })).toBeVisible();
  await expect(reviewer.getByTitle(`Creative: ${mini.name}`)).toBeVisible();
  await reviewer.context().close();
});

test("names on the review page are text: a stored script in the ad's name does not run", async ({
  demo,
  browser,
  playwright,
}) => {
  const mini = demoAd(demo, "mini");
  const api = await playwright.request.newContext({ baseURL: demo.baseURL });
  const headers = { authorization: `Bearer ${demo.token}` };
  const hostile = `<img src=x onerror="window.__xss=1"> Autumn <script>window.__xss=2</script>`;
  const created = await api.post("/api/ads/create", {
    headers,
    data: { name: hostile, type: "mini", company: mini.company._id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { ad } = await created.json();
  const link = await api.post(`/api/ads/share/${ad._id}`, { headers, data: { mode: "comment" } });
  expect(link.status(), await link.text()).toBe(201);
  const { url } = await link.json();

  const reviewer = await reviewerPage(browser);
  await reviewer.goto(url);
  await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(hostile);
  await expect(reviewer.locator("img[src='x']")).toHaveCount(0);
  expect(await reviewer.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await reviewer.context().close();
  await api.dispose();
});

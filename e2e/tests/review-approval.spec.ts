import type { APIRequestContext, Page } from "@playwright/test";
import { blockingViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { createAd, getAd, userWithCompany } from "./editor-helpers";
import { adminToken, createVia, stamp } from "./master-data-helpers";
import { createReviewLink, reviewerPage } from "./review-helpers";

/**
 * Issue 31, "Done when": a company that requires approval; a designer requests review from the Approval
 * card and makes a comment link; a reviewer without an account opens it on a phone, gives a name and pins
 * a comment on the 300×250; the designer sees the marker in the editor, replies, fixes the ad, resolves
 * and sends version 2; publishing fails before approval with the company's 409 message; an approver
 * approves version 2 and publishing then succeeds. Stored markup from a reviewer shows as text
 * everywhere, and axe finds nothing serious on the review page with comments nor on the comments panel.
 */

/** If it ever ran as markup, it would set `window.__xss`. */
const HOSTILE = "<img src=x onerror=window.__xss=1>";
const NEEDS_APPROVAL = "This ad needs an approved version before it can be published.";

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Saves a headline and a clickTag exit into the ad (a publishable 300×250); answers the new revision. */
async function saveHeadline(request: APIRequestContext, token: string, adId: string, text: string) {
  const ad = await getAd(request, token, adId);
  const document = {
    ...ad.document,
    exits: { clickTag: { url: "https://coffee.example/spring", label: "Shop" } },
    layers: {
      headline: {
        id: "headline",
        name: "headline",
        page: "page1",
        parent: null,
        order: "a0",
        content: { kind: "text", text },
        props: { posleft: 20, postop: 20, width: 260, height: 60 },
        overrides: {},
        animations: [],
        actions: [{ on: { type: "tap" }, do: { type: "exit", exit: "clickTag" } }],
        hidden: false,
        locked: false,
      },
    },
  };
  const saved = await request.put(`/api/ads/update/${adId}`, {
    headers: auth(token),
    data: { revision: ad.revision, document },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { ad: { revision: number } }).ad.revision;
}

async function requestReviewOnCard(page: Page, version: number) {
  const card = page.getByRole("region", { name: "Approval" });
  await card.getByRole("button", { name: "Request review" }).click();
  const dialog = page.getByRole("dialog", { name: "Request review" });
  await dialog.getByRole("button", { name: "Send for review" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`Version ${version}`, { exact: false }).first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Request review" })).toBeDisabled();
}

const xssRan = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

test.describe("review and approval", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });

  test("reviewer comment on a phone, fix, version 2, approval, publish", async ({
    page,
    api,
    browser,
  }, testInfo) => {
    const admin = await adminToken(api);
    const { company } = await createVia<{ company: { _id: string; name: string } }>(
      api.request,
      admin,
      "/api/company/create",
      {
        name: `e2e-approval-${stamp()}`,
        shortName: `appr-${stamp()}`,
        domains: ["e2e.example.com"],
        mobile: "+919876543210",
        country: "IN",
        city: "Mumbai",
        address: "1 Market Street",
        status: true,
        approvalRequired: true,
      },
    );
    const designer = await userWithCompany(api.request, admin, "designer", company);
    const approver = await userWithCompany(api.request, admin, "advertiser", company);
    const ad = await createAd(api.request, designer.token, "mini", company._id);
    const firstRevision = await saveHeadline(api.request, designer.token, ad._id, "Spring coffee");
    expect(firstRevision).toBeGreaterThan(1);

    let url = "";
    await test.step("the designer requests review on the Approval card and makes a comment link", async () => {
      await openWithToken(page, designer.token, `/studio/ad-details/${ad._id}`);
      await requestReviewOnCard(page, 1);
      url = await createReviewLink(page, { comments: true });
    });

    const reviewer = await reviewerPage(browser);
    await test.step("a reviewer without an account pins a comment on the 300×250 on a phone", async () => {
      await reviewer.goto(url);
      await expect(reviewer.getByText("Version 1", { exact: true })).toBeVisible();
      const frame = reviewer.getByTitle(/^Creative: /);
      await expect(frame).toHaveAttribute("data-width", "300");
      await reviewer.getByRole("textbox", { name: "Your name" }).fill("Riley Reviewer");
      await reviewer.getByRole("textbox", { name: "E-mail (optional)" }).fill("riley@brand.example");
      await reviewer.getByRole("button", { name: "Continue" }).click();
      await expect(reviewer.getByText("Commenting as")).toContainText("Riley Reviewer");
      await reviewer.getByRole("button", { name: "Pin a comment" }).click();
      const placer = reviewer.getByTestId("comment-placer");
      await expect(placer).toBeVisible();
      await placer.click({ position: { x: 150, y: 125 } });
      await reviewer.getByRole("textbox", { name: "New comment" }).fill("The price is too small.");
      await reviewer.getByRole("button", { name: "Comment", exact: true }).click();
      const marker = reviewer.getByRole("button", { name: "Comment 1 by Riley Reviewer" });
      await expect(marker).toBeVisible();
      // The marker's tip sits at the pin: the middle of the 300×250.
      const f = await frame.boundingBox();
      const m = await marker.boundingBox();
      if (!f || !m) throw new Error("no box");
      expect((m.x + m.width / 2 - f.x) / f.width).toBeCloseTo(0.5, 1);
      expect((m.y + m.height - f.y) / f.height).toBeCloseTo(0.5, 1);
      // The name is remembered for this link.
      await reviewer.reload();
      await expect(reviewer.getByText("Commenting as")).toContainText("Riley Reviewer");
      await expect(reviewer.getByRole("textbox", { name: "Your name" })).toHaveCount(0);
    });

    await test.step("stored markup from a reviewer shows as text on the review page and never runs", async () => {
      const token = url.split("/review/")[1] ?? "";
      const hostile = await api.request.post("/api/review/comments", {
        headers: { "x-review-token": token },
        data: { body: HOSTILE, size: "sz300x250", x: 0.2, y: 0.8, name: HOSTILE },
      });
      expect(hostile.status(), await hostile.text()).toBe(201);
      await reviewer.reload();
      const panel = reviewer.getByTestId("comments-panel");
      await expect(panel.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
      await expect(reviewer.getByRole("button", { name: `Comment 2 by ${HOSTILE}` })).toBeVisible();
      await expect(panel.locator("img")).toHaveCount(0);
      expect(await xssRan(reviewer)).toBeUndefined();
      expect.soft(await blockingViolations(reviewer), "axe on the review page (phone)").toEqual([]);
      await saveScreenshot(reviewer, testInfo, "review-comments-phone");
      const desktop = await reviewerPage(browser, { width: 1280, height: 800 });
      await desktop.goto(url);
      await expect(desktop.getByRole("button", { name: "Comment 1 by Riley Reviewer" })).toBeVisible();
      expect.soft(await blockingViolations(desktop), "axe on the review page (desktop)").toEqual([]);
      await saveScreenshot(desktop, testInfo, "review-comments-desktop");
      await desktop.context().close();
    });

    let fixedRevision = 0;
    await test.step("the designer sees the marker in the editor, replies, fixes the ad and resolves", async () => {
      await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
      await expect(page.getByTestId("ad-editor")).toBeVisible();
      await page.getByRole("button", { name: "Comments", exact: true }).click();
      const panel = page.getByRole("complementary", { name: "Comments" });
      await expect(panel.getByText(HOSTILE, { exact: true }).first()).toBeVisible();
      await expect(panel.locator("img")).toHaveCount(0);
      expect(await xssRan(page)).toBeUndefined();
      const marker = page.getByRole("button", { name: "Comment 1 by Riley Reviewer" });
      await expect(marker).toBeVisible();
      await marker.click();
      const thread = panel.getByRole("article", { name: "Comment 1" });
      await expect(thread).toBeFocused();
      await thread.getByRole("button", { name: "Reply to comment 1" }).click();
      await thread.getByRole("textbox", { name: "Reply to comment 1" }).fill("Larger in version 2.");
      await thread.getByRole("button", { name: "Reply", exact: true }).click();
      await expect(thread.getByText("Larger in version 2.")).toBeVisible();
      expect.soft(await blockingViolations(page), "axe on the studio comments panel").toEqual([]);
      fixedRevision = await saveHeadline(api.request, designer.token, ad._id, "Spring coffee – 2.50");
      await thread.getByRole("button", { name: "Resolve comment 1" }).click();
      await expect(panel.getByRole("article", { name: "Comment 1, resolved" })).toBeVisible();
      await saveScreenshot(page, testInfo, "review-approval-editor-panel");
    });

    await test.step("the designer sends version 2 while version 1 is in review; publishing before approval fails", async () => {
      await openWithToken(page, designer.token, `/studio/ad-details/${ad._id}`);
      await requestReviewOnCard(page, 2);
      const refused = await api.request.post(`/api/ads/publish/${ad._id}`, {
        headers: auth(designer.token),
        data: { revision: fixedRevision },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(NEEDS_APPROVAL);
    });

    await test.step("an approver approves version 2 on the Approval card; publishing then succeeds", async () => {
      const approverPage = await (await browser.newContext()).newPage();
      await openWithToken(approverPage, approver.token, `/studio/ad-details/${ad._id}`);
      const card = approverPage.getByRole("region", { name: "Approval" });
      await card.getByRole("button", { name: "Approve" }).click();
      const dialog = approverPage.getByRole("dialog", { name: /^Approve/ });
      await dialog.getByRole("button", { name: "Approve" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText("Approved version: 2", { exact: false })).toBeVisible();
      const published = await api.request.post(`/api/ads/publish/${ad._id}`, {
        headers: auth(designer.token),
        data: { revision: fixedRevision },
      });
      expect(published.status(), await published.text()).toBe(200);
      await approverPage.context().close();
    });
    await reviewer.context().close();
  });
});

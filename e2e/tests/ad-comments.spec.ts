import { blockingViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { createAd, editor, userWithCompany, zoomTo } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";

/** A stored XSS attempt: if it ever ran as markup, it would set `window.__xss`. */
const HOSTILE = '<img src=x onerror="window.__xss=1">';

/**
 * Issue 31 (comments lane): a designer pins a comment on the 300×250 canvas, sees its numbered marker
 * (which follows the zoom), replies and resolves it; a stored markup comment shows as text; the comments
 * panel has no serious or critical axe finding. No e-mail is involved.
 */
test.describe("comments in the editor", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 15_000 });

  test("pin, marker, reply, resolve; markup as text; axe on the panel", async ({ page, api }, testInfo) => {
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ad = await createAd(api.request, designer.token, "mini", designer.company._id);
    const stored = await api.request.post(`/api/ads/comments/${ad._id}`, {
      headers: { authorization: `Bearer ${designer.token}` },
      data: { body: HOSTILE, size: "sz300x250", x: 0.2, y: 0.8 },
    });
    expect(stored.status(), await stored.text()).toBe(201);

    const ed = editor(page);
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    await expect(ed.root).toBeVisible();
    await zoomTo(page, "100 %");
    const toggle = page.getByRole("button", { name: "Comments", exact: true });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    const panel = page.getByRole("complementary", { name: "Comments" });

    await test.step("a stored markup comment shows as the text typed", async () => {
      await expect(panel.getByText(HOSTILE, { exact: true })).toBeVisible();
      await expect(panel.locator("img")).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await expect(page.getByRole("button", { name: /^Comment 1 by / })).toBeVisible();
    });

    const stage = page.getByTestId("canvas-stage");
    await test.step("pin a comment at a point of the 300×250", async () => {
      await panel.getByRole("button", { name: "Pin a comment" }).click();
      const placer = page.getByTestId("comment-placer");
      await expect(placer).toBeFocused();
      await placer.click({ position: { x: 150, y: 62 } });
      await panel
        .getByRole("textbox", { name: "New comment" })
        .fill("Make the headline larger.\nIt gets lost.");
      await panel.getByRole("button", { name: "Comment", exact: true }).click();
      await expect(panel.getByRole("article", { name: "Comment 2" })).toContainText(
        "Make the headline larger.",
      );
    });

    const marker = page.getByRole("button", { name: /^Comment 2 by / });
    await test.step("the marker sits at the pin and follows the zoom", async () => {
      const at = async () => {
        const s = await stage.boundingBox();
        const m = await marker.boundingBox();
        if (!s || !m) throw new Error("no box");
        // The marker's tip (its bottom centre) is the pin.
        return { x: (m.x + m.width / 2 - s.x) / s.width, y: (m.y + m.height - s.y) / s.height, w: s.width };
      };
      await expect(marker).toHaveText("2");
      const before = await at();
      expect(before.w).toBeCloseTo(300, 0);
      expect(before.x).toBeCloseTo(0.5, 1);
      expect(before.y).toBeCloseTo(0.25, 1);
      await saveScreenshot(page, testInfo, "comments-editor-markers");
      await zoomTo(page, "200 %");
      await expect.poll(async () => (await at()).w).toBeCloseTo(600, 0);
      const after = await at();
      expect(after.x).toBeCloseTo(0.5, 1);
      expect(after.y).toBeCloseTo(0.25, 1);
      await zoomTo(page, "100 %");
    });

    await test.step("clicking a marker opens its thread; reply and resolve", async () => {
      await page.getByRole("button", { name: /^Comment 1 by / }).click();
      await expect(panel.getByRole("article", { name: "Comment 1" })).toBeFocused();
      await marker.click();
      const thread = panel.getByRole("article", { name: "Comment 2" });
      await expect(thread).toBeFocused();
      await thread.getByRole("button", { name: "Reply to comment 2" }).click();
      await thread.getByRole("textbox", { name: "Reply to comment 2" }).fill("Done: 28 px now.");
      await thread.getByRole("button", { name: "Reply", exact: true }).click();
      await expect(thread.getByText("Done: 28 px now.")).toBeVisible();
      expect.soft(await blockingViolations(page), "axe on the comments panel").toEqual([]);
      await thread.getByRole("button", { name: "Resolve comment 2" }).click();
      const resolved = panel.getByRole("article", { name: "Comment 2, resolved" });
      await expect(resolved).toContainText(/Resolved by .+ on version 0/);
      await expect(page.getByRole("button", { name: /^Comment 2 by .* \(resolved\)$/ })).toBeVisible();
      await saveScreenshot(page, testInfo, "comments-editor-panel");
    });

    await test.step("Escape leaves comment mode; Shift+C hides the comments", async () => {
      await panel.getByRole("button", { name: "Pin a comment" }).click();
      await expect(page.getByTestId("comment-placer")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("comment-placer")).toHaveCount(0);
      await ed.canvas.focus();
      await page.keyboard.press("Shift+C");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByTestId("comment-markers")).toHaveCount(0);
    });
  });
});

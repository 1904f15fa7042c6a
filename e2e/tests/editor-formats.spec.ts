import { AD_TYPES } from "../../packages/core/src/catalogue/ad-formats";
import { demoAd, expect, test } from "../support/demo";
import { openWithToken, saveScreenshot } from "../support/ui";
import { editor } from "./editor-helpers";

/**
 * Issue 13 "Done when": each of the 21 formats opens in the editor with its structure and palettes. The
 * ads are the demo company's seeded ones (one per format). Read-only: nothing is edited, so nothing is
 * saved, and the demo server stays as the other demo specs count it.
 */
test.describe("editor formats", () => {
  test("every format's demo ad opens in the editor: canvas, layers, panels and the Add layer menu", async ({
    page,
    demo,
  }, testInfo) => {
    test.setTimeout(120_000);
    expect(AD_TYPES).toHaveLength(21);
    const ed = editor(page);
    await openWithToken(page, demo.token, "/studio/ads");
    for (const type of AD_TYPES) {
      const ad = demoAd(demo, type);
      await test.step(type, async () => {
        await page.goto(`/studio/pro-ad/${ad._id}`);
        await expect(ed.root, type).toBeVisible();
        await expect(page.getByRole("textbox", { name: "Ad name", exact: true })).toHaveValue(ad.name);
        // The canvas draws the format's structure in its frame; a document it cannot draw says so instead.
        await expect(ed.frame, type).toBeVisible();
        await expect(page.getByText("This size cannot be drawn")).toHaveCount(0);
        await expect(
          page.frameLocator('[data-testid="canvas-frame"]').locator("body > *").first(),
        ).toBeAttached();
        await expect(page.getByTestId("canvas-caption")).toHaveText(/^\d+ × \d+ · \d+ %/);
        // The palettes: layers (with the sample's layers), properties, pages and the animation timeline.
        expect(await ed.layerNames.count(), `${type} layers`).toBeGreaterThan(0);
        await expect(ed.properties.getByRole("heading", { name: "Properties", exact: true })).toBeVisible();
        await expect(ed.timeline).toBeVisible();
        await ed.layers.getByRole("button", { name: "Add layer", exact: true }).click();
        const menu = page.getByRole("menu");
        await expect(menu.getByRole("menuitem", { name: "Text", exact: true })).toBeVisible();
        await expect(menu.getByRole("menuitem", { name: "Button with an exit", exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(menu).toHaveCount(0);
        await expect(ed.saveState).toHaveAttribute("data-save-status", "saved");
        if (type === "rich-media" || type === "3d-roll" || type === "vast") {
          await saveScreenshot(page, testInfo, `editor-${type}`);
        }
      });
    }
    // Opening and looking changed nothing: every demo ad is still at the revision it was seeded with.
    const list = await page.request.get("/api/ads?limit=50&status=published", {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    const { ads } = (await list.json()) as { ads: { type: string; revision: number }[] };
    expect(Object.fromEntries(ads.map((ad) => [ad.type, ad.revision]))).toEqual(
      Object.fromEntries([...demo.ads.values()].map((ad) => [ad.type, ad.revision])),
    );
  });
});

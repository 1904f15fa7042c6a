import type { Locator, Page } from "@playwright/test";
import type { AdRecord } from "../../packages/contract/src/endpoints/ads";
import { blockingViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { createAd, editor, expectSaved, getAd, userWithCompany, zoomTo } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";

/** Where the closing note's pictures go (the session's notes, outside the repository). */
const SHOTS = process.env.CRAFT_SHOTS ?? "/work/notes/shots";

/** A properties field's number ("Left", "Top", "Height"…) for the selected layer. */
async function field(page: Page, name: string): Promise<number> {
  const box = editor(page).properties.getByRole("textbox", { name, exact: true });
  return Number(await box.inputValue());
}

/** The first page's layers of the saved ad, bottom first. */
function layersOf(ad: AdRecord) {
  return Object.values(ad.document.layers).sort((a, b) => (a.order < b.order ? -1 : 1));
}

/** A screen point on the canvas for a design point (the stage is shown at 100 %). */
async function onStage(stage: Locator, x: number, y: number) {
  const box = await stage.boundingBox();
  if (!box) throw new Error("no stage");
  return { x: box.x + x, y: box.y + y };
}

/**
 * Issue 28 "Canvas craft": type on the canvas (the box grows with the words), align three layers,
 * delete from the Layers list with the Delete key, and the context menu (duplicate, hide), with axe
 * finding nothing serious while the menu is open.
 */
test.describe("canvas craft", () => {
  test.use({ actionTimeout: 15_000 });

  test("a designer types on the canvas, aligns, deletes from the list and uses the context menu", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ad = await createAd(api.request, designer.token, "rich-media", designer.company._id);
    const ed = editor(page);
    const stage = page.getByTestId("canvas-stage");
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    await expect(ed.root).toBeVisible();
    await zoomTo(page, "100 %");

    await test.step("add a text, double-click it and type two lines; the box grows to hold them", async () => {
      await ed.addLayer("Text");
      await expect(ed.layerNames).toHaveCount(1);
      const left = await field(page, "Left");
      const top = await field(page, "Top");
      const width = await field(page, "Width");
      const height = await field(page, "Height");
      expect(height).toBe(40);
      const centre = await onStage(stage, left + width / 2, top + height / 2);
      await page.mouse.dblclick(centre.x, centre.y);
      const typing = page.getByRole("textbox", { name: "Text of Text", exact: true });
      await expect(typing).toBeFocused();
      await page.keyboard.type("Summer sale");
      await page.keyboard.press("Shift+Enter");
      await page.keyboard.type("ends on Sunday");
      await expect(typing).toHaveValue("Summer sale\nends on Sunday");
      await page.screenshot({ path: `${SHOTS}/craft-canvas-typing.png` });
      // A click outside the text commits the words as one undo step.
      const outside = await onStage(stage, 5, 245);
      await page.mouse.click(outside.x, outside.y);
      await expect(typing).toHaveCount(0);
      await ed.layer("Text").click();
      await expect(ed.properties.getByRole("textbox", { name: "Text", exact: true })).toHaveValue(
        "Summer sale\nends on Sunday",
      );
      // Two lines of 20 px text at 1.25 are 50 px: more than the 40 px the box had.
      expect(await field(page, "Height")).toBeGreaterThanOrEqual(48);
    });

    await test.step("add two more texts: each lands where it covers no text, selected", async () => {
      await ed.addLayer("Text");
      await ed.addLayer("Text");
      await expect(ed.layerNames).toHaveCount(3);
      await expect(ed.layerNames.first()).toHaveAttribute("aria-pressed", "true");
      await expectSaved(page);
      const texts = layersOf(await getAd(api.request, designer.token, ad._id));
      const boxes = texts.map((l) => l.props);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const apart =
            (a.postop ?? 0) + (a.height ?? 0) <= (b.postop ?? 0) ||
            (b.postop ?? 0) + (b.height ?? 0) <= (a.postop ?? 0);
          expect(apart, "new texts never cover one another").toBe(true);
        }
    });

    await test.step("spread them, then distribute horizontally and align left; undo restores each in one step", async () => {
      const setLeft = async (value: string) => {
        const left = ed.properties.getByRole("textbox", { name: "Left", exact: true });
        await left.fill(value);
        await left.press("Tab");
      };
      await setLeft("100"); // the text added last, still selected
      await ed.layerNames.nth(2).click(); // the first text
      await setLeft("10");
      await ed.canvas.focus();
      await page.keyboard.press("Control+a");
      const buttons = page.getByRole("toolbar", { name: "Selection", exact: true });
      await page.screenshot({ path: `${SHOTS}/craft-selection-buttons.png` });
      // Bottom first: the first text at 10, the second where it landed (50), the last at 100.
      const lefts = async () => {
        await expectSaved(page);
        return layersOf(await getAd(api.request, designer.token, ad._id)).map((l) => l.props.posleft);
      };
      expect(await lefts()).toEqual([10, 50, 100]);
      await buttons.getByRole("button", { name: "Distribute horizontally", exact: true }).click();
      expect(await lefts()).toEqual([10, 55, 100]);
      await buttons.getByRole("button", { name: "Align left", exact: true }).click();
      expect(await lefts()).toEqual([10, 10, 10]);
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      expect(await lefts()).toEqual([10, 55, 100]);
      await page.getByRole("button", { name: "Undo", exact: true }).click();
      expect(await lefts()).toEqual([10, 50, 100]);
    });

    await test.step("select a layer in the Layers list and press Delete", async () => {
      await ed.layerNames.first().click();
      await page.keyboard.press("Delete");
      await expect(ed.layerNames).toHaveCount(2);
    });

    await test.step("right-click a layer: the context menu passes axe, duplicates, then hides", async () => {
      await ed.layerNames.first().click({ button: "right" });
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem", { name: /^Duplicate/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/craft-context-menu.png` });
      expect(await blockingViolations(page), "axe in the editor with the context menu open").toEqual([]);
      await menu.getByRole("menuitem", { name: /^Duplicate/ }).click();
      await expect(ed.layerNames).toHaveCount(3);
      await expect(ed.layerNames.first()).toHaveText("Text copy");

      // From the keyboard on the canvas: Shift+F10 opens the same menu for the copy.
      await ed.canvas.focus();
      await page.keyboard.press("Shift+F10");
      await menu.getByRole("menuitem", { name: "Hide", exact: true }).click();
      await expect(ed.layers.getByRole("button", { name: "Show Text copy", exact: true })).toBeVisible();
      await expectSaved(page);
      const saved = layersOf(await getAd(api.request, designer.token, ad._id));
      expect(saved.map((l) => [l.name, l.hidden])).toEqual([
        ["Text", false],
        ["Text", false],
        ["Text copy", true],
      ]);
    });
  });
});

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { createAd, editor, expectSaved, getAd, userWithCompany, zoomTo } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";

/** A properties field's number ("Left", "Width"…) for the selected layer. */
async function field(page: Page, name: string): Promise<number> {
  const box = editor(page).properties.getByRole("textbox", { name, exact: true });
  return Number(await box.inputValue());
}

/** Waits until a properties field shows `value`. */
const expectField = (page: Page, name: string, value: number) =>
  expect(editor(page).properties.getByRole("textbox", { name, exact: true })).toHaveValue(String(value));

/** The centre of an element on screen. */
async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Issue 29 "marks and bail": a drag on the canvas and a scrub of a number field show their change while
 * the pointer moves, Escape puts everything back with no undo step, and a release is one undo step.
 */
test.describe("editor gestures", () => {
  test.use({ actionTimeout: 15_000 });

  test("a drag and a scrub show live, Escape puts them back, a release is one undo step", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ad = await createAd(api.request, designer.token, "rich-media", designer.company._id);
    const ed = editor(page);
    const stage = page.getByTestId("canvas-stage");
    const undo = page.getByRole("button", { name: "Undo", exact: true });
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    await expect(ed.root).toBeVisible();
    await zoomTo(page, "100 %");
    await ed.addLayer("Text");
    await expect(ed.layerNames).toHaveCount(1);
    const left = await field(page, "Left");
    const top = await field(page, "Top");
    const width = await field(page, "Width");
    const height = await field(page, "Height");
    const box = await stage.boundingBox();
    if (!box) throw new Error("no stage");
    const start = { x: box.x + left + width / 2, y: box.y + top + height / 2 };

    await test.step("drag the text and press Escape before letting go: it goes back, nothing to undo", async () => {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 20, start.y + 15, { steps: 4 });
      await page.mouse.move(start.x + 40, start.y + 30, { steps: 4 });
      // The panel follows the drag while it happens.
      await expect(ed.properties.getByRole("textbox", { name: "Left", exact: true })).toHaveValue(
        String(left + 40),
      );
      await expect(ed.canvas).toHaveAttribute("data-gesture", "move");
      await page.screenshot({ path: test.info().outputPath("gesture-mid-drag.png") });
      await page.keyboard.press("Escape");
      await expect(ed.properties.getByRole("textbox", { name: "Left", exact: true })).toHaveValue(
        String(left),
      );
      await page.mouse.up();
      await expectField(page, "Top", top);
    });

    await test.step("drag it again and let go: one undo step, saved where it was dropped", async () => {
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 40, start.y + 30, { steps: 8 });
      await page.mouse.up();
      await expect(ed.canvas).toHaveAttribute("data-gesture", "none");
      await expectField(page, "Left", left + 40);
      await expectField(page, "Top", top + 30);
      await expectSaved(page);
      const saved = Object.values((await getAd(api.request, designer.token, ad._id)).document.layers);
      expect(saved.map((l) => [l.props.posleft, l.props.postop])).toEqual([[left + 40, top + 30]]);
      // One undo takes the whole drag back; the next one the added layer (the cancelled drag left no step).
      await undo.click();
      await expectField(page, "Left", left);
      await expectField(page, "Top", top);
      await undo.click();
      await expect(ed.layerNames).toHaveCount(0);
      await page.getByRole("button", { name: "Redo", exact: true }).click();
      await ed.layer("Text").click();
    });

    await test.step("scrub the width by its label: live, Escape puts it back, a release is one step", async () => {
      const label = ed.properties.locator("[data-scrub='width']");
      await label.scrollIntoViewIfNeeded();
      const from = await centreOf(label);
      const widthBox = ed.properties.getByRole("textbox", { name: "Width", exact: true });
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 25, from.y, { steps: 5 });
      await expect(widthBox).toHaveValue(String(width + 25));
      await page.screenshot({ path: test.info().outputPath("gesture-mid-scrub.png") });
      await page.keyboard.press("Escape");
      await expect(widthBox).toHaveValue(String(width));
      await page.mouse.up();

      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 30, from.y, { steps: 6 });
      await page.mouse.up();
      await expect(widthBox).toHaveValue(String(width + 30));
      await undo.click();
      await expect(widthBox).toHaveValue(String(width));
    });
  });
});

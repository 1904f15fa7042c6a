import type { Page } from "@playwright/test";
import { blockingViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { createAd, editor, testPicture, userWithCompany } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";

/** Where the closing note's screenshots go (SHOTS_DIR), besides the test's own attachments. */
const SHOTS = process.env.SHOTS_DIR;

/** axe's serious and critical findings on the editor as it stands: none, label-content-name-mismatch included. */
async function expectNoBlocking(page: Page, where: string) {
  const found = await blockingViolations(page, ["label-content-name-mismatch"]);
  expect.soft(found, `axe on the editor: ${where}`).toEqual([]);
}

/**
 * Issue 28 (checks): the editor's parts a designer works in have no serious or critical axe violation,
 * and the publish dialog lists what `adstudio validate` would report instead of "Passes every check".
 */
test.describe("editor accessibility and checks", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });

  test("a Story's editor: a selected layer, Properties, Actions, Assets, the add-layer menu and the publish dialog", async ({
    page,
    api,
  }, testInfo) => {
    const designer = await userWithCompany(api.request, await adminToken(api), "designer");
    const ad = await createAd(api.request, designer.token, "story", designer.company._id);
    const ed = editor(page);
    await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
    await expect(ed.root).toBeVisible();

    await test.step("Assets, with a picture uploaded", async () => {
      await ed.tab("Assets").click();
      await page.locator('input[type="file"]').setInputFiles({
        name: "morning.png",
        mimeType: "image/png",
        buffer: await testPicture(),
      });
      const library = page.getByRole("list", { name: "Asset library", exact: true });
      await expect(library.getByRole("listitem")).toHaveCount(1);
      await expectNoBlocking(page, "Assets tab");
      // The picture becomes a layer with no alternative text yet.
      await library.getByRole("button", { name: /^Use / }).click();
      await ed.tab("Layers").click();
    });

    await test.step("the add-layer menu", async () => {
      await ed.layers.getByRole("button", { name: "Add layer" }).click();
      await expect(page.getByRole("menuitem", { name: "Text", exact: true })).toBeVisible();
      await expectNoBlocking(page, "add-layer menu");
      await page.getByRole("menuitem", { name: "Text", exact: true }).click();
    });

    await test.step("a selected layer's Properties and Actions", async () => {
      await expect(ed.properties.getByRole("textbox", { name: "Text", exact: true })).toBeVisible();
      await expectNoBlocking(page, "Properties of a selected text layer");
      await ed.tab("Actions").click();
      await expect(page.getByRole("region", { name: "Exits", exact: true })).toBeVisible();
      await expectNoBlocking(page, "Actions of a selected text layer");
      await ed.tab("Properties").click();
    });

    await test.step("a button with an exit: Properties and Actions say what a click on it does", async () => {
      await ed.addLayer("Button with an exit");
      await expect(ed.properties.getByRole("combobox", { name: "Exit", exact: true })).toBeVisible();
      await expectNoBlocking(page, "Properties of a selected button");
      await ed.tab("Actions").click();
      await expect(page.getByText("A click on it opens clickTag, which has no address yet.")).toBeVisible();
      await expectNoBlocking(page, "Actions of a selected button");
      await ed.tab("Properties").click();
    });

    await test.step("the page menu, the download menu and the add-animation dialog", async () => {
      await page.getByRole("button", { name: "Page 1 options", exact: true }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoBlocking(page, "page menu");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await page.getByRole("button", { name: "Download HTML5", exact: true }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoBlocking(page, "download menu");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await ed.timeline.getByRole("button", { name: "Add animation to Text", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add animation to Text", exact: true });
      await expect(dialog).toBeVisible();
      await expectNoBlocking(page, "add-animation dialog");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });

    await test.step("the publish dialog names what adstudio validate reports: an empty page, a picture without alt", async () => {
      await page.getByRole("button", { name: "Add page", exact: true }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish version 1", exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Passes every check.")).toHaveCount(0);
      await expect(dialog).toContainText('Page "Page 2" shows nothing: add a layer to it or remove it.');
      // The button's exit has no address yet: validate names it too.
      await expect(dialog).toContainText('Exit "clickTag" does not exist in this ad.');
      await expect(dialog).toContainText(
        /The picture "morning[^"]*" has no alternative text for screen readers/,
      );
      await expectNoBlocking(page, "publish dialog with issues");
      await saveScreenshot(page, testInfo, "checks-publish-story");
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/checks-publish-story.png` });
    });
  });
});

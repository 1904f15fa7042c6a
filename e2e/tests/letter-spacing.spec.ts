import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { createAd, editor, expectSaved, getAd, userWithCompany } from "./editor-helpers";
import { adminToken, toast } from "./master-data-helpers";

/**
 * Issue 29 "Done when": letter spacing, one entry of the creative engine's property registry, exists end to
 * end — the seeded Form Elements give text layers its field, the canvas draws it, the autosave keeps it and
 * the published creative ships it.
 */
test("a designer spaces a text layer's letters; the canvas and the published ad show the spacing", async ({
  page,
  api,
}, testInfo) => {
  test.setTimeout(90_000);
  const designer = await userWithCompany(api.request, await adminToken(api), "designer");
  const ad = await createAd(api.request, designer.token, "rich-media", designer.company._id);
  const ed = editor(page);
  await openWithToken(page, designer.token, `/studio/pro-ad/${ad._id}`);
  await ed.addLayer("Text");

  const spacing = ed.properties.getByRole("textbox", { name: "Letter spacing", exact: true });
  await expect(spacing).toHaveAttribute("placeholder", "0");
  await spacing.fill("4.5");
  const text = page.frameLocator('[data-testid="canvas-frame"]').locator(".l.text");
  await expect(text).toHaveCSS("letter-spacing", "4.5px");
  await expectSaved(page);
  const saved = Object.values((await getAd(api.request, designer.token, ad._id)).document.layers);
  expect(saved.find((layer) => layer.content.kind === "text")?.props.letterSpacing).toBe(4.5);
  await saveScreenshot(page, testInfo, "registry-letter-spacing");
  await page.screenshot({ path: "/work/notes/shots/registry-letter-spacing.png" });

  // Out of range: the field says so and the document keeps the last good value.
  await spacing.fill("120");
  await expect(ed.properties.getByText("Use -20 to 100 px.", { exact: true })).toBeVisible();
  await spacing.fill("4.5");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Publish version 1", exact: true })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(toast(page, "Published version 1.")).toBeVisible();
  const shipped = await page.context().newPage();
  await shipped.goto(`/creatives/${ad._id}/1/sz300x250/index.html?width=300&height=250`);
  await expect(shipped.locator(".l.text")).toHaveCSS("letter-spacing", "4.5px");
  await shipped.close();
});

import { expectAccessible } from "../support/axe";
import { ADMIN, expect, test } from "../support/fixtures";
import { openWithToken } from "../support/ui";
import { createAd, editor, expectSaved, userWithCompany } from "./editor-helpers";

/**
 * Rich-media templates (issue 13 'Templates'): a designer saves an ad as a template, finds it in the list,
 * uses it for a new ad that opens in the editor with the template's layers, and previews it on rm-test.
 */
test("an ad saved as a template starts a new ad with its layers, and previews with its sample content", async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { token: admin } = await api.login(ADMIN);
  const { company, token } = await userWithCompany(api.request, admin, "designer");
  const ad = await createAd(api.request, token, "rich-media", company._id);

  await openWithToken(page, token, `/studio/pro-ad/${ad._id}`);
  const ed = editor(page);
  await ed.addLayer("Text");
  await ed.addLayer("Button with an exit");
  await expect(ed.layerNames).toHaveText(["Button", "Text"]);
  await expectSaved(page);

  await page.getByRole("button", { name: "Save as template" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as template" });
  await dialog.getByRole("textbox", { name: /Template name/ }).fill("Launch layout");
  await dialog.getByRole("button", { name: "Save template" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Created successfully")).toBeVisible();

  // Templates are not ads: the list shows it, the ad list does not.
  await page.goto("/studio/rm-templates");
  await expect(page).toHaveTitle("Rich Media Templates · Adstudio");
  const row = page.locator("tbody tr").filter({ hasText: "Launch layout" });
  await expect(row).toContainText("Rich Media");
  await expect(row).toContainText("300x250");
  await expectAccessible(page, "the rich-media template list");

  await row.getByRole("button", { name: "Use template Launch layout" }).click();
  const use = page.getByRole("dialog", { name: /New ad from/ });
  await expect(use.getByRole("combobox", { name: /Company/ })).toHaveValue(company.name);
  await use.getByRole("textbox", { name: /Ad name/ }).fill("Launch DE");
  await use.getByRole("button", { name: "Create ad" }).click();
  await expect(page).toHaveURL(/\/studio\/pro-ad\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("textbox", { name: "Ad name" })).toHaveValue("Launch DE");
  await expect(editor(page).layerNames).toHaveText(["Button", "Text"]);
  expect(page.url()).not.toContain(ad._id);

  await page.goto("/studio/ads");
  await expect(page.locator("tbody tr").filter({ hasText: "Launch DE" })).toHaveCount(1);
  await expect(page.locator("tbody tr").filter({ hasText: "Launch layout" })).toHaveCount(0);

  // rm-test renders the chosen template in its mock-up, in a sandboxed frame. (axe runs before the choice:
  // inside the mock-up are the user's own design and the mock page's decoration, not the studio's controls.)
  await page.goto("/studio/rm-test");
  await expect(page).toHaveTitle("Rich Media Test · Adstudio");
  await expectAccessible(page, "the template test page");
  await page.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Launch layout · Rich Media" }).click();
  await expect(page).toHaveURL(/\/studio\/rm-test\?template=/);
  const mockup = page.getByTestId("rm-test-mockup");
  const frame = mockup.locator("iframe").first();
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
  expect(await frame.getAttribute("src")).toMatch(
    /\/creatives\/[0-9a-f-]{36}\/draft-[0-9a-f]{16}\/sz300x250\//,
  );
  await expect(mockup.frameLocator("iframe").first().getByText("Learn more")).toBeVisible();

  // The misspelt address of the old app opens the template editor, which saves rather than publishes.
  const templateId = new URL(page.url()).searchParams.get("template");
  await page.goto(`/studio/rich-templatessss/${templateId}`);
  await expect(page).toHaveURL(new RegExp(`/studio/rich-template/${templateId}$`));
  await expect(page.getByTestId("template-badge")).toHaveText("Template");
  await expect(page.getByRole("textbox", { name: "Template name" })).toHaveValue("Launch layout");
  await expect(page.getByRole("button", { name: /Publish/ })).toHaveCount(0);
});

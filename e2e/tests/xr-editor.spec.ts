import { mkdirSync, readFileSync } from "node:fs";
import { expect, test } from "../support/fixtures";
import { openWithToken, saveScreenshot } from "../support/ui";
import { editor, expectSaved } from "./editor-helpers";
import { adminToken } from "./master-data-helpers";
import { createXrAd, makePlainPoster, publishXrAd, upload } from "./xr-helpers";

/**
 * Issue 35 done-when: in the editor, an AI tracker ad's poster is compiled into its image target, the
 * target's quality (feature points) shows, and a plain single-colour poster gets "Too plain to track".
 */
test("a plain single-colour poster compiles to a target the editor calls too plain to track", async ({
  api,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await adminToken(api);
  const { ad, design } = await createXrAd(request, token);
  const dir = testInfo.outputPath("poster");
  mkdirSync(dir, { recursive: true });
  const plain = makePlainPoster(dir, design.width, design.height);
  const { asset } = await upload<{ asset: Record<string, unknown> & { hash: string } }>(
    request,
    token,
    "/api/assets/upload",
    { name: "plain.png", mimeType: "image/png", buffer: readFileSync(plain) },
  );
  await publishXrAd(request, token, ad, { asset, target: null }, false);

  await openWithToken(page, token, `/studio/pro-ad/${ad._id}`);
  const properties = editor(page).properties;
  const section = properties.getByRole("region", { name: "Image target" });
  await expect(section.getByText("Not compiled yet")).toBeVisible();
  await section.getByRole("button", { name: "Compile the poster" }).click();
  await expect(section.getByRole("alert")).toContainText("Too plain to track", { timeout: 120_000 });
  await expect(section.getByTestId("xr-feature-points")).toHaveText("0");
  await expect(section.getByText("Too plain", { exact: true })).toBeVisible();
  await expectSaved(page);
  await section.getByRole("alert").scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, "xr-editor-too-plain");
});

import { readFile } from "node:fs/promises";
import { demoAd, expect, test } from "../support/demo";
import { openWithToken, saveScreenshot } from "../support/ui";

/**
 * Issue 30 "Exports": on a published ad's details, the download menu's "Download package for ad servers"
 * saves one zip holding the CM360 and GAM layouts (HTML5 zip + backup image per size), the tags and the
 * manifest, while the button shows it is working.
 */
test("the ad details download the package for ad servers of a published ad", async ({
  page,
  demo,
}, testInfo) => {
  const mini = demoAd(demo, "mini");
  await openWithToken(page, demo.token, `/studio/ad-details/${mini._id}`);
  const menuButton = page.getByRole("button", { name: "Download HTML5" });
  await menuButton.click();
  const item = page.getByRole("menuitem", { name: "Download package for ad servers" });
  await expect(item).toBeVisible();
  await expect(page.getByText("For ad servers (published version)")).toBeVisible();
  await saveScreenshot(page, testInfo, "ad-export-menu");

  const downloading = page.waitForEvent("download");
  await item.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-ad-servers\.zip$/);
  await expect(page.getByText("The package for ad servers is downloaded.")).toBeVisible();

  // Entry names are stored as plain text in a zip's headers: enough to see the layout without a zip library.
  // Kept beside the report, to open the package by hand.
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  const bytes = await readFile(saved);
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  const text = bytes.toString("latin1");
  expect(text).toContain("manifest.json");
  expect(text).toMatch(/cm360\/[A-Za-z0-9_-]+_300x250\/[A-Za-z0-9_-]+_300x250\.zip/);
  expect(text).toMatch(/cm360\/[A-Za-z0-9_-]+_300x250\/[A-Za-z0-9_-]+_300x250\.jpg/);
  expect(text).toMatch(/gam\/[A-Za-z0-9_-]+_300x250\.zip/);
  expect(text).toMatch(/tags\/xandr\/[A-Za-z0-9_-]+_300x250\.iframe\.html/);
});

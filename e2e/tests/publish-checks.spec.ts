import { demoAd, expect, test } from "../support/demo";
import { openWithToken, saveScreenshot } from "../support/ui";

/** Where the closing note's screenshots go (SHOTS_DIR), besides the test's own attachments. */
const SHOTS = process.env.SHOTS_DIR;

/**
 * Issue 28 (checks): the ad details' Checks and publish dialog run `adstudio validate`'s checks on what
 * publishing ships. This studio runs on http, so the demo VAST ad's tag would name media that is not https.
 */
test("a VAST ad published from an http studio: Checks and the publish dialog name its media, not 'Passes every check'", async ({
  page,
  demo,
}, testInfo) => {
  const ad = demoAd(demo, "vast");
  await openWithToken(page, demo.token, `/studio/ad-details/${ad._id}`);
  const media =
    /vast\.xml › VAST\.Ad\[0\]\.InLine\.Linear\[0\]\.MediaFile\[0\]: The media file http:\/\/.+ must be an https address\./;
  const checks = page.getByRole("region", { name: "Checks", exact: true });
  await expect(checks).toContainText(media);
  await expect(checks).not.toContainText("Passes every check");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Publish version \d+$/ });
  await expect(dialog).toContainText(media);
  await expect(dialog.getByText("Passes every check.")).toHaveCount(0);
  await saveScreenshot(page, testInfo, "checks-publish-vast");
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/checks-publish-vast.png` });
});

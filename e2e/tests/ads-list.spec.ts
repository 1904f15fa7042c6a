import { SAMPLE_COPY } from "../../packages/creative/src/samples/copy";
import { expectAccessible } from "../support/axe";
import { demoAd, expect, test } from "../support/demo";
import { consoleProblems, expectPath, openWithToken, saveScreenshot } from "../support/ui";

/**
 * Issue 13 "Ad list and details", on the demo studio (a fresh install's seeded ads): the list with its
 * pictures and filters, and one ad's details with its mock-up, link, QR, embed snippet and checks.
 * Read-only: the demo server is shared with the formats specs, which count its ads.
 */
test.describe("ad list and details", () => {
  test("lists the seeded ads with pictures, filters by format and opens an ad's details", async ({
    page,
    demo,
  }, testInfo) => {
    const story = demoAd(demo, "story");
    const problems = consoleProblems(page);
    await openWithToken(page, demo.token, "/studio/ads");
    await expect(page.getByRole("heading", { level: 1, name: "Ads" })).toBeVisible();
    const table = page.getByTestId("server-table");
    await expect(table.locator("tbody tr")).toHaveCount(10);
    // Every published demo ad has a first frame drawn at publishing.
    await expect(table.locator("tbody tr img").first()).toHaveJSProperty("complete", true);
    await expect(page.getByText("1–10 of 21")).toBeVisible();
    await expectAccessible(page, "ad list");
    await saveScreenshot(page, testInfo, "ads-list");

    await page.getByRole("combobox", { name: "Format" }).click();
    await page.getByRole("option", { name: "Story", exact: true }).click();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr")).toContainText("Published");

    await page.getByRole("link", { name: story.name, exact: true }).click();
    await expectPath(page, `/studio/ad-details/${story._id}`);
    await expect(page.getByRole("heading", { level: 1, name: story.name })).toBeVisible();
    const frame = page.frameLocator('[data-testid="ad-details-mockup"] iframe');
    const words = SAMPLE_COPY.story;
    await expect(frame.getByText(words.headline).first()).toBeVisible();
    const link = page.getByRole("textbox", { name: "Preview link" });
    await expect(link).toHaveValue(new RegExp(`/preview\\?url=.*${story._id}.*&type=story`));
    await expect(page.getByRole("textbox", { name: "Embed snippet" })).toHaveValue(
      new RegExp(`data-ad-id="${story._id}"`),
    );
    await expect(page.getByRole("region", { name: "Checks" })).toContainText("KB of 300.0 KB");
    await expectAccessible(page, "ad details");
    await saveScreenshot(page, testInfo, "ad-details");

    // The preview link opens the public preview of the same ad.
    await page.goto(await link.inputValue());
    await expect(
      page.frameLocator('iframe[title^="Creative"]').getByText(words.headline).first(),
    ).toBeVisible();
    // The framed creatives' headers and the pages' scripts logged nothing along the way.
    expect(problems).toEqual([]);
  });
});

import { SAMPLE_COPY } from "../../packages/creative/src/samples/copy";
import { demoAd, expect, test } from "../support/demo";
import { type OtherOrigin, startOtherOrigin } from "../support/other-origin";
import { expectAllFramesSandboxed, shot } from "./preview-helpers";

/**
 * Issue 12 "Embed": a publisher's page on another origin embeds a published ad by its id alone. The script
 * comes from the studio, asks it for the ad's public facts and frames the ad's hosted creative.
 */

const UNKNOWN_ID = "7d9f1b3c-5e7a-4c9e-8b1d-3f5a7c9e1b2d";

let site: OtherOrigin;

test.beforeAll(async ({ demo }) => {
  const mini = demoAd(demo, "mini");
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher</title>
<script async src="${demo.baseURL}/embed.js"></script></head>
<body style="margin:0;font:16px system-ui">
<h1>A publisher's article</h1>
<div id="by-id" data-adstudio-preview data-ad-id="${mini._id}"></div>
<div id="unknown" data-adstudio-preview data-ad-id="${UNKNOWN_ID}"></div>
</body></html>`;
  site = await startOtherOrigin({ "/article.html": { contentType: "text/html; charset=utf-8", body: page } });
});
test.afterAll(async () => {
  await site?.close();
});

test("a page on another origin shows a published ad from its data-ad-id alone", async ({
  page,
  demo,
}, testInfo) => {
  const mini = demoAd(demo, "mini");
  const studio = new URL(demo.baseURL).origin;
  expect(site.origin).not.toBe(studio);
  await page.goto(`${site.origin}/article.html`);

  // The ad's hosted creative at its first size (300x250), sandboxed, showing the sample's headline.
  const frame = page.locator("#by-id iframe");
  await expect(frame).toHaveCount(1);
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(`${src.origin}${src.pathname}`).toBe(mini.location);
  expect([src.searchParams.get("width"), src.searchParams.get("height")]).toEqual(["300", "250"]);
  await expect(frame.contentFrame().getByText(SAMPLE_COPY.mini.headline, { exact: true })).toBeVisible();
  expect(await expectAllFramesSandboxed(page)).toBe(1);

  // The caption names the ad and links to its preview on the studio.
  const byId = page.locator("#by-id");
  await expect(byId.locator("figcaption span")).toHaveText(`${mini.name} · 300x250`);
  const link = new URL((await byId.getByRole("link", { name: /Open on phone/ }).getAttribute("href")) ?? "");
  expect(`${link.origin}${link.pathname}`).toBe(`${studio}/preview`);
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    url: mini.location,
    size: "300x250",
    type: "mini",
  });

  // An id that names no published ad says so, and frames nothing.
  await expect(page.locator("#unknown")).toContainText("no published ad has this data-ad-id");
  await expect(page.locator("#unknown iframe")).toHaveCount(0);
  await shot(page, testInfo, "embed-ad-id", false);
});

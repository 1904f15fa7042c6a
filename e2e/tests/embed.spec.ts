import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { expectAllFramesSandboxed, sample, shot } from "./preview-helpers";

/**
 * The publisher embed (`/embed.js`): each `[data-adstudio-preview]` element gets a mock-up in its own
 * shadow root, and its sandboxed creative frame only once it comes near the viewport.
 */

const HOST_PATH = "/e2e-embed-host.html";

/** A publisher's page: two embeds, the second far below the fold. */
function hostPage(): string {
  const banner = sample("banner-300x250");
  const story = sample("story");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Publisher</title>
<script async src="/embed.js"></script></head>
<body style="margin:0;font:16px system-ui">
<h1>A publisher's article</h1>
<div id="first" data-adstudio-preview data-url="${banner.path}" data-size="300x250" data-type="mini" data-name="Banner"></div>
<div id="spacer" style="height:2600px;background:linear-gradient(#fff,#dde)">Long article…</div>
<div id="second" data-adstudio-preview data-url="${story.path}" data-size="responsive" data-type="story" data-name="Story"></div>
<p>End of the article.</p>
</body></html>`;
}

/** Per embed element: whether it has a shadow root, and how many frames are inside it. */
function framesInShadowRoots(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-adstudio-preview]")].map((el) => ({
      id: el.id,
      shadow: el.shadowRoot !== null,
      figures: el.shadowRoot?.querySelectorAll("figure").length ?? 0,
      frames: el.shadowRoot?.querySelectorAll("iframe").length ?? 0,
    })),
  );
}

test("the embed renders two previews and loads each frame only when scrolled into view", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: hostPage() }),
  );
  const storyRequested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/creatives/samples/story/")) storyRequested.push(request.url());
  });
  await page.goto(HOST_PATH);

  // Both mock-ups are drawn at once; only the first (in view) has its creative frame.
  await expect
    .poll(() => framesInShadowRoots(page))
    .toEqual([
      { id: "first", shadow: true, figures: 1, frames: 1 },
      { id: "second", shadow: true, figures: 1, frames: 0 },
    ]);
  // Once the first creative has loaded and nothing more is on its way, the second is still not asked for.
  await expect(page.locator("#first iframe").contentFrame().locator("body")).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect((await framesInShadowRoots(page)).map((e) => e.frames)).toEqual([1, 0]);
  expect(storyRequested).toEqual([]);

  const first = page.locator("#first");
  const firstFrame = first.locator("iframe");
  const src = new URL((await firstFrame.getAttribute("src")) ?? "");
  expect(src.origin).toBe(baseURL);
  expect(src.pathname).toBe("/creatives/samples/banner-300x250/index.html");
  expect([src.searchParams.get("width"), src.searchParams.get("height")]).toEqual(["300", "250"]);
  await expect(firstFrame.contentFrame().locator("body")).toBeAttached();
  expect(await expectAllFramesSandboxed(page)).toBe(1);
  // The caption links to the studio's public preview of the creative.
  const open = first.getByRole("link", { name: /Open on phone/ });
  const link = new URL((await open.getAttribute("href")) ?? "");
  expect(`${link.origin}${link.pathname}`).toBe(`${baseURL}/preview`);
  expect(link.searchParams.get("url")).toBe(`${baseURL}/creatives/samples/banner-300x250/index.html`);
  expect(link.searchParams.get("size")).toBe("300x250");
  expect(link.searchParams.get("type")).toBe("mini");
  await shot(page, testInfo, "embed-host-top", false);

  await page.locator("#second").scrollIntoViewIfNeeded();
  await expect
    .poll(() => framesInShadowRoots(page))
    .toEqual([
      { id: "first", shadow: true, figures: 1, frames: 1 },
      { id: "second", shadow: true, figures: 1, frames: 1 },
    ]);
  const storyFrame = page.locator("#second iframe");
  const storySrc = new URL((await storyFrame.getAttribute("src")) ?? "");
  expect(storySrc.pathname).toBe("/creatives/samples/story/index.html");
  // The story fills the phone's 360 × 660 content area.
  expect([storySrc.searchParams.get("width"), storySrc.searchParams.get("height")]).toEqual(["360", "660"]);
  await expect(storyFrame.contentFrame().locator("body")).toBeAttached();
  expect(storyRequested.length).toBeGreaterThan(0);
  expect(await expectAllFramesSandboxed(page)).toBe(2);
  await shot(page, testInfo, "embed-host-scrolled", false);
});

test("the demo page embeds every sample lazily and sandboxed", async ({ page }, testInfo) => {
  await page.goto("/embed-demo.html");
  const hosts = page.locator("[data-adstudio-preview]");
  // One per sample creative plus the isolation check.
  await expect(hosts).toHaveCount(11);
  await expect
    .poll(async () => (await framesInShadowRoots(page)).filter((e) => e.figures === 1).length)
    .toBe(11);
  const loadedAtTop = (await framesInShadowRoots(page)).filter((e) => e.frames > 0).length;
  expect(loadedAtTop).toBeGreaterThan(0);
  expect(loadedAtTop).toBeLessThan(9);
  await shot(page, testInfo, "embed-demo-page", false);

  for (let i = 0; i < 11; i++) await hosts.nth(i).scrollIntoViewIfNeeded();
  // Every sample but the QR-only ai-tracker has its frame now.
  await expect
    .poll(async () => (await framesInShadowRoots(page)).reduce((sum, e) => sum + e.frames, 0))
    .toBe(10);
  await expect(
    page.locator('[data-type="ai-tracker"]').getByRole("img", { name: "QR code of the preview" }),
  ).toBeVisible();
  expect(await expectAllFramesSandboxed(page)).toBe(10);
});

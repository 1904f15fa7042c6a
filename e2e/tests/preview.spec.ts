import { expect, test } from "../support/fixtures";
import {
  boxSize,
  type ControlState,
  cssSize,
  expectAllFramesSandboxed,
  expectControls,
  expectFrame,
  frame,
  samplePreviewPath,
  shot,
} from "./preview-helpers";

/**
 * The preview page (spec studio §2 'Preview page') with the sample creatives the API ships: each in its
 * device mock-up, the teasers, RELOAD, rotation, the browser bars and the narrow-window views.
 * Phone geometry: 360 × 660 (730 with browser bars), a 12 px bezel and a 28 px status bar, so the page
 * inside is 336 × 608 upright; sideways the camera side keeps 28 px clear.
 */

const PHONE_ONLY: ControlState = { desktop: false, mobile: true, bars: true, rotate: true };
const BOTH_ON_DESKTOP: ControlState = { desktop: true, mobile: true, bars: false, rotate: false };
const DESKTOP_ONLY: ControlState = { desktop: true, mobile: false, bars: false, rotate: false };

interface Expected {
  sample: string;
  /** data-testid of the mock-up. */
  mockup: string;
  /** The creative frame's size, or null when the mock-up shows no frame (TV player, QR code). */
  frame: { width: number; height: number } | null;
  controls: ControlState | null;
  /** The teaser buttons' texts, in order, and the one pressed. */
  teasers: string[];
  screenshot: string;
}

const SAMPLES: Expected[] = [
  {
    sample: "banner-300x250",
    mockup: "fixed-frame-mockup",
    frame: { width: 300, height: 250 },
    controls: BOTH_ON_DESKTOP,
    teasers: ["300x250"],
    screenshot: "fixed-frame-300x250",
  },
  {
    sample: "leaderboard-728x90",
    mockup: "fixed-frame-mockup",
    frame: { width: 728, height: 90 },
    controls: BOTH_ON_DESKTOP,
    teasers: ["728x90"],
    screenshot: "fixed-frame-728x90",
  },
  {
    // rich-media is offered on both devices, but this creative turns the phone toggle off (toggles message).
    sample: "halfpage-300x600",
    mockup: "fixed-frame-mockup",
    frame: { width: 300, height: 600 },
    controls: DESKTOP_ONLY,
    teasers: ["300x600"],
    screenshot: "fixed-frame-300x600",
  },
  {
    sample: "belt-970x250",
    mockup: "desktop-page-mockup",
    frame: { width: 970, height: 250 },
    controls: DESKTOP_ONLY,
    teasers: ["970x250", "728x90"],
    screenshot: "desktop-page-belt-970x250",
  },
  {
    sample: "interstitial",
    mockup: "phone-mockup",
    frame: { width: 336, height: 608 },
    controls: PHONE_ONLY,
    teasers: ["Interstitial", "320x480"],
    screenshot: "phone-portrait-interstitial",
  },
  {
    sample: "story",
    mockup: "phone-mockup",
    frame: { width: 336, height: 608 },
    controls: PHONE_ONLY,
    teasers: ["Story"],
    screenshot: "phone-portrait-story",
  },
  {
    sample: "sticker",
    mockup: "phone-mockup",
    frame: { width: 320, height: 50 },
    controls: PHONE_ONLY,
    teasers: ["320x50", "320x100"],
    screenshot: "phone-portrait-sticker-320x50",
  },
  {
    sample: "scrolling-window",
    mockup: "phone-mockup",
    frame: { width: 320, height: 480 },
    controls: PHONE_ONLY,
    teasers: ["320x480", "300x250"],
    screenshot: "phone-portrait-scrolling-window",
  },
  {
    sample: "ctv-instream",
    mockup: "ctv-mockup",
    frame: null,
    controls: null,
    teasers: ["VAST"],
    screenshot: "tv-ctv-instream",
  },
  {
    sample: "ai-tracker",
    mockup: "qr-only-view",
    frame: null,
    controls: null,
    teasers: ["Mobile"],
    screenshot: "qr-only-ai-tracker",
  },
];

test.describe("each sample creative in its mock-up", () => {
  for (const expected of SAMPLES) {
    test(`${expected.sample}: ${expected.mockup}`, async ({ page }, testInfo) => {
      await page.goto(samplePreviewPath(expected.sample));
      await expect(page.getByTestId(expected.mockup)).toBeVisible();
      await expect(page.getByTestId("preview-top-bar").getByRole("button", { name: "RELOAD" })).toBeVisible();
      const teasers = page.getByRole("navigation", { name: "Sizes" }).getByRole("button");
      await expect(teasers).toHaveText(expected.teasers);
      await expect(teasers.first()).toHaveAttribute("aria-pressed", "true");

      if (expected.frame) await expectFrame(page, expected.frame.width, expected.frame.height);
      else await expect(frame(page)).toHaveCount(0);
      await expectControls(page, expected.controls);
      await expectAllFramesSandboxed(page);

      if (expected.sample === "ctv-instream") {
        const video = page.getByTestId("vast-video");
        expect(await cssSize(page.getByTestId("ctv-screen"))).toEqual({ width: 640, height: 360 });
        expect(await cssSize(video)).toEqual({ width: 640, height: 360 });
        // Wait for a picture, not a black screen, before taking the screenshot.
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
          .toBeGreaterThan(1);
      }
      if (expected.sample === "ai-tracker") {
        await expect(page.getByRole("button", { name: "Download QR Code" })).toBeVisible();
        expect(await cssSize(page.locator("#preview-qr-code"))).toEqual({ width: 260, height: 260 });
      }
      if (expected.mockup === "phone-mockup") {
        await expect(page.getByTestId("phone-mockup")).toHaveAttribute("data-orientation", "portrait");
        expect(await boxSize(page.getByTestId("phone-mockup"))).toEqual({ width: 360, height: 660 });
      }
      await shot(page, testInfo, expected.screenshot);
    });
  }
});

test("the banner's Mobile toggle shows it inside a phone page, and Desktop brings the frame back", async ({
  page,
}, testInfo) => {
  await page.goto(samplePreviewPath("banner-300x250"));
  await expect(page.getByTestId("toggle-desktop")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("toggle-mobile").click();
  await expect(page.getByTestId("phone-mockup")).toBeVisible();
  await expect(page.getByTestId("mobile-page")).toHaveAttribute("data-placement", "inline");
  await expectFrame(page, 300, 250);
  await expectControls(page, { desktop: true, mobile: true, bars: true, rotate: true });
  await shot(page, testInfo, "phone-portrait-banner-in-page");

  await page.getByTestId("toggle-desktop").click();
  await expect(page.getByTestId("fixed-frame-mockup")).toBeVisible();
  await expectControls(page, BOTH_ON_DESKTOP);
});

test("teaser buttons switch the size, the frame and the address", async ({ page }) => {
  await page.goto(samplePreviewPath("belt-970x250"));
  await expectFrame(page, 970, 250);
  await page.getByTestId("teaser-728x90").click();
  await expect(page.getByTestId("teaser-728x90")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("teaser-970x250")).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => new URL(page.url()).searchParams.get("size")).toBe("728x90");
  await expect(page.getByTestId("desktop-page-mockup")).toBeVisible();
  await expectFrame(page, 728, 90);

  await page.goto(samplePreviewPath("sticker"));
  await expectFrame(page, 320, 50);
  await expect(page.getByTestId("mobile-page")).toHaveAttribute("data-placement", "anchor");
  await page.getByRole("button", { name: "320x100" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("size")).toBe("320x100");
  await expectFrame(page, 320, 100);

  await page.goto(samplePreviewPath("interstitial"));
  await expectFrame(page, 336, 608);
  await page.getByRole("button", { name: "320x480" }).click();
  await expectFrame(page, 320, 480);
  await page.getByRole("button", { name: "Interstitial" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("size")).toBe("responsive");
  await expectFrame(page, 336, 608);
});

test("RELOAD sets a new timestamp on the frame address and the creative is fetched again", async ({
  page,
}) => {
  await page.goto(samplePreviewPath("banner-300x250"));
  await expectFrame(page, 300, 250);
  const srcOf = async () => new URL((await frame(page).getAttribute("src")) ?? "", page.url());
  expect((await srcOf()).searchParams.has("timestamp")).toBe(false);

  const stamps: string[] = [];
  for (let round = 0; round < 2; round++) {
    const refetched = page.waitForRequest(
      (r) => r.url().includes("/banner-300x250/index.html?") && /[?&]timestamp=\d+/.test(r.url()),
    );
    await page.getByRole("button", { name: "RELOAD" }).click();
    await refetched;
    const src = await srcOf();
    expect(src.pathname).toBe("/creatives/samples/banner-300x250/index.html");
    expect(src.searchParams.get("width")).toBe("300");
    const stamp = src.searchParams.get("timestamp");
    expect(stamp).toMatch(/^\d{13}$/);
    stamps.push(stamp as string);
    // The next stamp is a later millisecond: wait until the page's clock has passed this one.
    await page.waitForFunction((last) => Date.now() > last, Number(stamp));
  }
  expect(stamps[1]).not.toBe(stamps[0]);
  await expectAllFramesSandboxed(page);
});

test("rotate and browser bars change the phone mock-up", async ({ page }, testInfo) => {
  await page.goto(samplePreviewPath("interstitial"));
  const phone = page.getByTestId("phone-mockup");
  await expect(phone).toHaveAttribute("data-browser-bars", "false");
  await expect(page.getByTestId("phone-address-bar")).toHaveCount(0);

  // Browser bars: 730 tall; the page inside keeps its height between the address bar and the tool bar.
  await page.getByTestId("toggle-browser-bars").click();
  await expect(phone).toHaveAttribute("data-browser-bars", "true");
  await expect.poll(() => new URL(page.url()).searchParams.get("showBrowsersBars")).toBe("true");
  await expect(page.getByTestId("toggle-browser-bars")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("phone-address-bar")).toBeVisible();
  await expect(page.getByTestId("phone-toolbar")).toBeVisible();
  expect(await boxSize(phone)).toEqual({ width: 360, height: 730 });
  await expectFrame(page, 336, 608);
  await shot(page, testInfo, "phone-portrait-browser-bars");

  // Sideways with bars: 730 × 360, no status or tool bar, the compact address bar stays.
  await page.getByTestId("rotate").click();
  await expect(phone).toHaveAttribute("data-orientation", "landscape");
  expect(await boxSize(phone)).toEqual({ width: 730, height: 360 });
  await expect(page.getByTestId("phone-toolbar")).toHaveCount(0);
  await expectFrame(page, 730 - 24 - 28, 360 - 24 - 36);
  await shot(page, testInfo, "phone-landscape-browser-bars");

  await page.getByTestId("toggle-browser-bars").click();
  await expect(phone).toHaveAttribute("data-browser-bars", "false");
  expect(await boxSize(phone)).toEqual({ width: 660, height: 360 });
  await expectFrame(page, 660 - 24 - 28, 360 - 24);
  await shot(page, testInfo, "phone-landscape");

  await page.getByTestId("rotate").click();
  await expect(phone).toHaveAttribute("data-orientation", "portrait");
  expect(await boxSize(phone)).toEqual({ width: 360, height: 660 });
  await expectFrame(page, 336, 608);
});

test.describe("below 500 px of window width", () => {
  test.use({ viewport: { width: 420, height: 780 } });

  test("a phone format fills the window with its frame, no mock-up or chrome", async ({ page }, testInfo) => {
    await page.goto(samplePreviewPath("story"));
    await expect(page.getByTestId("full-window-frame")).toBeVisible();
    await expect(page.getByTestId("phone-mockup")).toHaveCount(0);
    await expect(page.getByTestId("preview-top-bar")).toHaveCount(0);
    await expect(page.getByTestId("side-panel")).toHaveCount(0);
    await expectFrame(page, 420, 780);
    await shot(page, testInfo, "narrow-full-window-story");
  });

  test("a fixed-size phone format sits at its size in the middle of the window", async ({
    page,
  }, testInfo) => {
    await page.goto(samplePreviewPath("sticker"));
    await expect(page.getByTestId("fixed-frame-mockup")).toBeVisible();
    await expect(page.getByTestId("preview-top-bar")).toHaveCount(0);
    await expectFrame(page, 320, 50);
    const box = await frame(page).boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - 210)).toBeLessThanOrEqual(1);
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - 390)).toBeLessThanOrEqual(40);
    await shot(page, testInfo, "narrow-fixed-sticker");
  });

  test("a desktop format shows only the QR code", async ({ page }, testInfo) => {
    await page.goto(samplePreviewPath("belt-970x250"));
    const view = page.getByTestId("qr-only-view");
    await expect(view).toBeVisible();
    await expect(view.getByRole("img", { name: "QR code of the preview" })).toBeVisible();
    await expect(view.getByRole("button", { name: "Download QR Code" })).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("desktop-page-mockup")).toHaveCount(0);
    await shot(page, testInfo, "narrow-qr-only-belt");

    // Widening the window past 500 px brings the mock-up back.
    await page.setViewportSize({ width: 1100, height: 780 });
    await expect(page.getByTestId("desktop-page-mockup")).toBeVisible();
    await expectFrame(page, 970, 250);
  });
});

import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FrameLocator } from "@playwright/test";
import type { AdType } from "../../packages/core/src/catalogue/ad-formats";
import { SAMPLE_COPY } from "../../packages/creative/src/samples/copy";
import { adPreviewPath, demoAd, expect, test } from "../support/demo";
import { expectAllFramesSandboxed, frame, shot } from "./preview-helpers";

/**
 * Issue 12 "Done when": every one of the 21 formats opens in its preview mock-up in Chromium, showing its
 * content. The ads are the demo company's (the real seed of a fresh install), opened through their preview
 * links; a screenshot per format goes to e2e/test-results/formats/<type>.png to be looked at.
 */

const FORMATS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../test-results/formats");

type Mockup = "desktop-page-mockup" | "fixed-frame-mockup" | "phone-mockup" | "ctv-mockup" | "qr-only-view";

/** What a viewer sees of a sample: words on it, pictures or videos by their text alternative, a moving video. */
interface Content {
  texts: string[];
  pictures: (string | RegExp)[];
  video?: boolean;
}

/** The hero picture, headline and call to action most samples are built from (samples.ts canvasLayers). */
const canvas = (type: AdType): Content => {
  const copy = SAMPLE_COPY[type];
  return { texts: [copy.headline, copy.cta], pictures: [copy.headline] };
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const cubeFaces = (type: AdType) => new RegExp(`^${escapeRegExp(SAMPLE_COPY[type].brand)}, face [1-4]$`);

/**
 * Each format's mock-up, from the spec's preview page (studio §2 'Device mock-up per format and size'):
 * desktop page frames for the rolls, belt and ace-desktop; fixed frames for the banners; the phone for
 * rich-media, ace-mobile, vertical, mobo-roll, scrolling-window, sticker, rich-scroll and interstitial (and
 * the phone-built story, richbot, 3d-xplore and image-generator); the TV for vast and vpaid; QR only for
 * ai-tracker. And what its sample shows there.
 */
const FORMATS: Record<AdType, { mockup: Mockup; content: Content | null }> = {
  "ace-desktop": { mockup: "desktop-page-mockup", content: canvas("ace-desktop") },
  belt: { mockup: "desktop-page-mockup", content: canvas("belt") },
  "3d-roll": { mockup: "desktop-page-mockup", content: { texts: [], pictures: [cubeFaces("3d-roll")] } },
  "4d-roll": {
    mockup: "desktop-page-mockup",
    content: { texts: [], pictures: [cubeFaces("4d-roll")], video: true },
  },
  mini: { mockup: "fixed-frame-mockup", content: canvas("mini") },
  bold: { mockup: "fixed-frame-mockup", content: canvas("bold") },
  "rich-media": { mockup: "phone-mockup", content: canvas("rich-media") },
  "ace-mobile": { mockup: "phone-mockup", content: canvas("ace-mobile") },
  vertical: {
    mockup: "phone-mockup",
    content: { texts: [SAMPLE_COPY.vertical.cta], pictures: [SAMPLE_COPY.vertical.headline], video: true },
  },
  "mobo-roll": { mockup: "phone-mockup", content: { texts: [], pictures: [cubeFaces("mobo-roll")] } },
  "scrolling-window": { mockup: "phone-mockup", content: canvas("scrolling-window") },
  sticker: { mockup: "phone-mockup", content: canvas("sticker") },
  "rich-scroll": { mockup: "phone-mockup", content: canvas("rich-scroll") },
  interstitial: { mockup: "phone-mockup", content: canvas("interstitial") },
  story: { mockup: "phone-mockup", content: canvas("story") },
  richbot: {
    // The scripted chat's first step (samples.ts): the bot's question and its two replies.
    mockup: "phone-mockup",
    content: { texts: ["Hi! Do you like your coffee strong or smooth?", "Strong", "Smooth"], pictures: [] },
  },
  "3d-xplore": {
    mockup: "phone-mockup",
    content: { texts: [SAMPLE_COPY["3d-xplore"].cta], pictures: [SAMPLE_COPY["3d-xplore"].headline] },
  },
  "image-generator": {
    // A still: one picture drawn on the server, its words (headline, call to action) in its alt text.
    mockup: "phone-mockup",
    content: { texts: [], pictures: [new RegExp(escapeRegExp(SAMPLE_COPY["image-generator"].headline))] },
  },
  vast: {
    mockup: "ctv-mockup",
    content: { texts: ["Skip ad"], pictures: [SAMPLE_COPY.vast.headline], video: true },
  },
  vpaid: {
    mockup: "ctv-mockup",
    content: { texts: [SAMPLE_COPY.vpaid.cta], pictures: [SAMPLE_COPY.vpaid.headline], video: true },
  },
  "ai-tracker": { mockup: "qr-only-view", content: null },
};

/** Every picture in the creative has arrived and decoded (a broken asset path shows as width 0). */
async function expectPicturesLoaded(creative: FrameLocator): Promise<void> {
  const images = creative.locator("img");
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function expectContent(creative: FrameLocator, content: Content): Promise<void> {
  for (const text of content.texts) {
    // Faded in, not only laid out: Playwright counts opacity 0 as visible (a story's next page starts so).
    const shown = creative.getByText(text, { exact: true }).filter({ visible: true }).first();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveCSS("opacity", "1");
  }
  for (const name of content.pictures) {
    const labelled = creative
      .getByAltText(name, { exact: true })
      .or(creative.getByLabel(name, { exact: true }));
    await expect(labelled.filter({ visible: true }).first()).toBeVisible();
  }
  await expectPicturesLoaded(creative);
  if (content.video) {
    // A video that plays: some <video> of the creative has moved past its first frame.
    const videos = creative.locator("video");
    await expect
      .poll(() =>
        videos.evaluateAll((list: HTMLVideoElement[]) => Math.max(0, ...list.map((v) => v.currentTime))),
      )
      .toBeGreaterThan(0);
  }
}

test("the demo company has one published ad of each of the 21 formats", ({ demo }) => {
  expect([...demo.ads.keys()].sort()).toEqual(Object.keys(FORMATS).sort());
  for (const ad of demo.ads.values()) {
    expect(ad.status).toBe("published");
    expect(new URL(ad.location).pathname).toBe(`/creatives/${ad._id}/1/index.html`);
  }
});

for (const [type, { mockup, content }] of Object.entries(FORMATS)) {
  test(`${type} opens in the ${mockup.replace(/-mockup|-view/, "")} mock-up showing its content`, async ({
    page,
    demo,
  }, testInfo) => {
    await page.goto(adPreviewPath(demoAd(demo, type)));
    await expect(page.getByTestId(mockup)).toBeVisible();
    await expectAllFramesSandboxed(page);
    if (content) {
      await expect(frame(page)).toHaveCount(1);
      await expectContent(frame(page).contentFrame(), content);
    } else {
      // QR only: no frame on the page, the code and its download button instead.
      await expect(frame(page)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Download QR Code" })).toBeVisible();
    }
    // The content checks above waited for the intro; a story would move on to its next page meanwhile.
    await shot(page, testInfo, type, true, FORMATS_DIR, type !== "story");
  });
}

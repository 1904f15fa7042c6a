import type { Locator } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { sample, shot } from "./preview-helpers";

/**
 * The publisher embed on a page whose CSS is hostile (issue 10): rules matching the host element (`*`,
 * `div`) must not reach the mock-ups in the shadow root. Before the fix the ai-tracker's QR image sat
 * 558 px off its card and every caption was 40 px and upper-case.
 */

const HOST_PATH = "/e2e-embed-hostile.html";
const HOSTILE_CSS = `* { font-size: 40px !important; text-transform: uppercase; border: 5px solid red }
div { font-family: "Comic Sans MS", cursive; color: #00ff00; letter-spacing: 12px; line-height: 4; text-align: right }`;

function hostPage(): string {
  const tracker = sample("ai-tracker");
  const banner = sample("banner-300x250");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hostile publisher</title>
<style>${HOSTILE_CSS}</style>
<script async src="/embed.js"></script></head>
<body>
<h1>A page with hostile CSS</h1>
<div id="tracker" data-adstudio-preview data-url="${tracker.path}" data-size="${tracker.size}" data-type="${tracker.type}" data-name="AI tracker"></div>
<div id="banner" data-adstudio-preview data-url="${banner.path}" data-size="300x250" data-type="mini" data-name="Banner"></div>
</body></html>`;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
};

/** The text styles a visitor sees on an element inside an embed. */
const textStyle = (locator: Locator) =>
  locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      fontSize: s.fontSize,
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      color: s.color,
      fontFamily: s.fontFamily,
    };
  });

test("host-page CSS does not leak into the embed's shadow root", async ({ page }, testInfo) => {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: hostPage() }),
  );
  await page.goto(HOST_PATH);
  // The hostile rules really apply on this page, host elements included.
  await expect(page.locator("h1")).toHaveCSS("font-size", "40px");
  await expect(page.locator("#tracker")).toHaveCSS("text-transform", "uppercase");

  // The QR image of the ai-tracker sits inside its card.
  const qr = page.locator("#tracker").getByRole("img", { name: "QR code of the preview" });
  await expect(qr).toBeVisible();
  const card = await box(page.locator("#tracker .m"));
  const image = await box(qr);
  expect(image.x).toBeGreaterThanOrEqual(card.x);
  expect(image.y).toBeGreaterThanOrEqual(card.y);
  expect(image.x + image.width).toBeLessThanOrEqual(card.x + card.width);
  expect(image.y + image.height).toBeLessThanOrEqual(card.y + card.height);

  // The embed's own text keeps the embed's look: 13 px, as written, no extra spacing, its own colours
  // (ink on the card, grey in the captions), its own font.
  const INK = "rgb(29, 36, 51)";
  const CAPTION = "rgb(91, 100, 119)";
  for (const [text, color] of [
    [page.locator("#tracker").getByText("Scan to open on your phone"), INK],
    [page.locator("#tracker figcaption span"), CAPTION],
    [page.locator("#banner figcaption span"), CAPTION],
  ] as const) {
    expect(await textStyle(text)).toEqual({
      fontSize: "13px",
      textTransform: "none",
      letterSpacing: "normal",
      color,
      fontFamily: expect.stringMatching(/^system-ui/),
    });
  }
  await expect(page.locator("#banner figcaption span")).toHaveText("Banner · 300x250");

  // The banner's creative frame keeps its 300 × 250 box inside the mock-up.
  const frame = page.locator("#banner iframe");
  await expect(frame).toBeVisible();
  const frameBox = await box(frame);
  expect([Math.round(frameBox.width), Math.round(frameBox.height)]).toEqual([300, 250]);
  await shot(page, testInfo, "embed-hostile-css", false);
});

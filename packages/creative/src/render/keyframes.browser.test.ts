import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentOf, layer } from "./__fixtures__/documents";
import { render } from "./render";

// Every keyframed property as Chromium plays it: each track paused halfway between its two keyframes.
const doc = documentOf("mini", {
  layers: {
    t: layer(
      "t",
      { kind: "text", text: "Fresh" },
      {
        props: { posleft: 10, postop: 20, width: 100, height: 50, rotation: 30 },
        animations: [
          {
            trigger: "entrance",
            preset: "keyframes",
            delayMs: 0,
            durationMs: 1000,
            easing: "linear",
            iterations: 1,
            tracks: [
              {
                property: "x",
                keyframes: [
                  { atMs: 0, value: 0 },
                  { atMs: 1000, value: 100 },
                ],
              },
              {
                property: "y",
                keyframes: [
                  { atMs: 0, value: 0 },
                  { atMs: 1000, value: 60 },
                ],
              },
              {
                property: "width",
                keyframes: [
                  { atMs: 0, value: 100 },
                  { atMs: 1000, value: 200 },
                ],
              },
              {
                property: "height",
                keyframes: [
                  { atMs: 0, value: 50 },
                  { atMs: 1000, value: 70 },
                ],
              },
              {
                property: "rotation",
                keyframes: [
                  { atMs: 0, value: 30 },
                  { atMs: 1000, value: 90 },
                ],
              },
              {
                property: "opacity",
                keyframes: [
                  { atMs: 0, value: 0 },
                  { atMs: 1000, value: 1 },
                ],
              },
              {
                property: "scale",
                keyframes: [
                  { atMs: 0, value: 1 },
                  { atMs: 1000, value: 2 },
                ],
              },
              {
                property: "color",
                keyframes: [
                  { atMs: 0, value: "#000000" },
                  { atMs: 1000, value: "#ffffff" },
                ],
              },
              {
                property: "background",
                keyframes: [
                  { atMs: 0, value: "#ff0000" },
                  { atMs: 1000, value: "#0000ff" },
                ],
              },
              {
                property: "blur",
                keyframes: [
                  { atMs: 0, value: 10 },
                  { atMs: 1000, value: 0 },
                ],
              },
              {
                property: "brightness",
                keyframes: [
                  { atMs: 0, value: 2 },
                  { atMs: 1000, value: 1 },
                ],
              },
            ],
          },
        ],
      },
    ),
  },
});

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
  page = await browser.newPage();
  await page.setContent(render(doc, { size: "sz300x250", mode: "zip" }).files["index.html"] as string);
});

afterAll(async () => {
  await browser?.close();
});

describe("keyframed animations in Chromium", () => {
  it("play every property, halfway at half time", async () => {
    const style = await page.evaluate(() => {
      for (const a of document.getAnimations()) {
        a.pause();
        a.currentTime = 500;
      }
      const s = getComputedStyle(document.getElementById("l-t") as Element);
      const { left, top, width, height, rotate, opacity, scale, color, backgroundColor, filter } = s;
      return { left, top, width, height, rotate, opacity, scale, color, backgroundColor, filter };
    });
    expect(style).toEqual({
      left: "50px",
      top: "30px",
      width: "150px",
      height: "60px",
      // Halfway from 30° to 90° is 60°: the layer's own 30° plus the animated 30°.
      rotate: "30deg",
      opacity: "0.5",
      scale: "1.5",
      color: "rgb(128, 128, 128)",
      backgroundColor: "rgb(128, 0, 128)",
      filter: "blur(5px) brightness(1.5)",
    });
  });
});

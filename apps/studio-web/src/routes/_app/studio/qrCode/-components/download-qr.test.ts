import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { type QrPixels, qrDownloadPixels } from "./download-qr";

const SCAN_URL = "https://studio.example.com/q/0a1b2c3d";

/**
 * The light border on each side of an image, in modules, measured as a person would: the top-left
 * finder pattern's top edge is 7 modules wide, and the border is how many such modules fit before it.
 */
function quietZone({ width, height, data }: QrPixels) {
  const dark = (x: number, y: number) => (data[(y * width + x) * 4] ?? 255) < 128;
  const rowHasDark = (y: number) => Array.from({ length: width }, (_, x) => x).some((x) => dark(x, y));
  const rows = Array.from({ length: height }, (_, y) => y);
  const top = rows.find(rowHasDark);
  const bottom = rows.findLast(rowHasDark);
  if (top === undefined || bottom === undefined) throw new Error("no dark pixel in the image");
  const edge = Array.from({ length: width }, (_, x) => dark(x, top));
  const left = edge.indexOf(true);
  const finderEnd = edge.indexOf(false, left);
  const module = (finderEnd - left) / 7;
  return {
    top: top / module,
    left: left / module,
    right: (width - 1 - edge.lastIndexOf(true)) / module,
    bottom: (height - 1 - bottom) / module,
  };
}

describe("qrDownloadPixels – the image 'Download' saves as {id}_QR.jpg", () => {
  it("is 600 px square, twice the 300 px dialog, with a 4-module quiet zone on every side (ISO/IEC 18004)", async () => {
    const pixels = await qrDownloadPixels(SCAN_URL);
    expect(pixels.width).toBe(600);
    expect(pixels.height).toBe(600);
    expect(pixels.data).toHaveLength(600 * 600 * 4);
    const zone = quietZone(pixels);
    expect(Math.round(zone.top)).toBe(4);
    expect(Math.round(zone.left)).toBe(4);
    expect(Math.round(zone.right)).toBe(4);
    expect(Math.round(zone.bottom)).toBe(4);
  });

  it("holds a code a scanner reads as the link's scan address", async () => {
    const pixels = await qrDownloadPixels(SCAN_URL);
    expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(SCAN_URL);
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderQrImage } from "./qr-image.js";

const SCAN_URL = "https://studio.example.com/q/0a1b2c3d";

/** Quiet zone of a rendered PNG in modules, measured on the top-left finder pattern (7 modules wide). */
async function pngQuietZone(png: Uint8Array) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dark = (x: number, y: number) => (data[y * info.width + x] ?? 255) < 128;
  const top = Array.from({ length: info.height }, (_, y) => y).find((y) =>
    Array.from({ length: info.width }, (_, x) => x).some((x) => dark(x, y)),
  );
  if (top === undefined) throw new Error("no dark pixel in the image");
  const row = Array.from({ length: info.width }, (_, x) => dark(x, top));
  const left = row.indexOf(true);
  const finderEnd = row.indexOf(false, left);
  const right = info.width - 1 - row.lastIndexOf(true);
  const module = (finderEnd - left) / 7;
  return {
    width: info.width,
    top: top / module,
    left: left / module,
    right: right / module,
  };
}

describe("renderQrImage", () => {
  it("leaves a 4-module quiet zone around a PNG (ISO/IEC 18004), at the 300 px dialog size", async () => {
    const { body, contentType } = await renderQrImage(SCAN_URL, { format: "png", size: 300 });
    expect(contentType).toBe("image/png");
    const zone = await pngQuietZone(body as Uint8Array);
    expect(zone.width).toBe(300);
    expect(Math.round(zone.top)).toBe(4);
    expect(Math.round(zone.left)).toBe(4);
    expect(Math.round(zone.right)).toBe(4);
  });

  it("leaves a 4-module quiet zone around an SVG", async () => {
    const { body, contentType } = await renderQrImage(SCAN_URL, { format: "svg", size: 300 });
    expect(contentType).toBe("image/svg+xml");
    const svg = String(body);
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    const side = Number(viewBox?.[1]);
    expect(Number(viewBox?.[2])).toBe(side);
    // A QR symbol is 4 × version + 17 modules wide; the viewBox adds 4 modules on each side.
    expect((side - 8 - 17) % 4).toBe(0);
    expect(side - 8).toBeGreaterThanOrEqual(21);
    // The dark path starts with the top-left finder pattern's 7-module top edge, 4 modules in.
    expect(svg).toMatch(/<path stroke="#000000" d="M4 4\.5h7/);
  });
});

import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeImage, decodeImageDataUrl, IMAGE_PIXEL_LIMITS } from "./images.js";

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const ONE_MB = 1024 * 1024;
const SIZE_MESSAGE = "Image size should not exceed 1MB in total.";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e03131" } });
const dataUrl = (bytes: Uint8Array, type = "image/png") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

/** TINY_PNG's header rewritten to claim `width` × `height` pixels (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(bytes: Uint8Array) {
  const result = await decodeImage(Buffer.from(bytes));
  if (result.ok) throw new Error("expected the image to be refused");
  return result.message;
}

describe("decodeImage", () => {
  it("decodes PNG, JPEG, GIF and WebP, typed by their bytes, and keeps width and height", async () => {
    for (const [format, mime] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = await solid(40, 30).toFormat(format).toBuffer();
      const result = await decodeImage(bytes);
      if (!result.ok) throw new Error(`${format}: ${result.message}`);
      expect(result.image.type.mime, format).toBe(mime);
      expect([result.image.width, result.image.height], format).toEqual([40, 30]);
      expect(result.image.sha256, format).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("reports a JPEG's size as displayed, with its EXIF orientation applied", async () => {
    // Orientation 6: stored 40 × 30, shown rotated a quarter turn as 30 × 40.
    const jpeg = await solid(40, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await decodeImage(jpeg);
    if (!result.ok) throw new Error(result.message);
    expect([result.image.width, result.image.height]).toEqual([30, 40]);
  });

  it("refuses an 8-byte PNG signature, which only looks like a PNG", async () => {
    expect(await refusal(TINY_PNG.subarray(0, 8))).toBe(
      "The image could not be read: the file is damaged or incomplete.",
    );
  });

  it("refuses a truncated PNG whose header is intact", async () => {
    const png = await solid(40, 30).png().toBuffer();
    expect(await refusal(png.subarray(0, png.length - 20))).toBe(
      "The image could not be read: the file is damaged or incomplete.",
    );
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await solid(40, 30).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length - 30))).toBe(
      "The image could not be read: the file is damaged or incomplete.",
    );
  });

  it("refuses what is not a PNG, JPEG, GIF or WebP before decoding it", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(svg)).toBe("The file is not a PNG, JPEG, GIF or WebP image.");
    expect(await refusal(Buffer.from("just some text\n"))).toBe(
      "The file is not a PNG, JPEG, GIF or WebP image.",
    );
  });

  it("refuses a small file that claims more than 25 megapixels without decoding it", async () => {
    expect(await refusal(pngClaiming(50_000, 50_000))).toBe(
      "The image is too large: at most 25 megapixels (for example 5000 × 5000 pixels).",
    );
  });

  it("caps pixels per use: 5000 × 5000 is refused as an ad picture, a cover and a logo", async () => {
    const bomb = `data:image/png;base64,${pngClaiming(5000, 5000).toString("base64")}`;
    const cover = await decodeImageDataUrl(bomb, IMAGE_PIXEL_LIMITS.cover);
    expect(cover).toEqual({
      ok: false,
      message: "The cover image is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
    });
    const logo = await decodeImageDataUrl(bomb, IMAGE_PIXEL_LIMITS.logo);
    expect(logo).toEqual({
      ok: false,
      message: "The logo is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
    });
    const asset = await decodeImage(pngClaiming(5000, 5000), undefined, IMAGE_PIXEL_LIMITS.asset);
    expect(asset).toEqual({
      ok: false,
      message: "The image is too large for an ad: at most 16.8 megapixels (for example 4096 × 4096 pixels).",
    });
  });

  it("lets an image of exactly the cap through the pixel check (to be decoded in full)", async () => {
    // Header-only files: at the cap they pass the count and then fail to decode; one pixel more never decodes.
    const at = await decodeImage(pngClaiming(2048, 2048), undefined, IMAGE_PIXEL_LIMITS.cover);
    expect(at).toEqual({
      ok: false,
      message: "The image could not be read: the file is damaged or incomplete.",
    });
    const over = await decodeImage(pngClaiming(2049, 2048), undefined, IMAGE_PIXEL_LIMITS.cover);
    expect(over).toEqual({
      ok: false,
      message: "The cover image is too large: at most 4.2 megapixels (for example 2048 × 2048 pixels).",
    });
    const real = await sharp({ create: { width: 2048, height: 2048, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await decodeImage(real, undefined, IMAGE_PIXEL_LIMITS.cover)).ok).toBe(true);
  });

  it("answers the spec's size message for 1 byte over 1 MB, and accepts exactly 1 MB", async () => {
    const over = Buffer.concat([TINY_PNG, Buffer.alloc(ONE_MB - TINY_PNG.length + 1)]);
    expect(await refusal(over)).toBe(SIZE_MESSAGE);
    // Bytes after a PNG's last chunk are ignored by decoders; the file is exactly 1 MB.
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(ONE_MB - TINY_PNG.length)]);
    expect((await decodeImage(exact)).ok).toBe(true);
  });
});

describe("decodeImageDataUrl", () => {
  it("answers the spec's size message for oversized bytes even when core's schema was skipped", async () => {
    const over = Buffer.concat([TINY_PNG, Buffer.alloc(ONE_MB)]);
    // A declared type core's schema would refuse, and no data-URL prefix at all: the size still decides.
    for (const url of [dataUrl(over), dataUrl(over, "text/plain"), over.toString("base64")]) {
      const result = await decodeImageDataUrl(url);
      expect(result).toEqual({ ok: false, message: SIZE_MESSAGE });
    }
  });

  it("ignores the declared type: a JPEG declared as PNG decodes as image/jpeg", async () => {
    const jpeg = await solid(12, 8).jpeg().toBuffer();
    const result = await decodeImageDataUrl(dataUrl(jpeg, "image/png"));
    if (!result.ok) throw new Error(result.message);
    expect(result.image.type).toEqual({ mime: "image/jpeg", extension: "jpg" });
    expect([result.image.width, result.image.height]).toEqual([12, 8]);
    expect(result.image.bytes.equals(jpeg)).toBe(true);
  });
});

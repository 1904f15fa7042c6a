import { describe, expect, it } from "vitest";
import {
  base64DecodedSize,
  checkImageSize,
  IMAGE_BASE64_MESSAGE,
  IMAGE_DATA_URL_MESSAGE,
  IMAGE_SIZE_LIMIT_BYTES,
  IMAGE_SIZE_MESSAGE,
  ImageDataUrlSchema,
  imageDataUrlSize,
} from "./image";
import { failure, output, pngOfSize } from "./test-helpers";

describe("checkImageSize", () => {
  it("allows up to 1 MB (1024 KB)", () => {
    expect(IMAGE_SIZE_LIMIT_BYTES).toBe(1_048_576);
    expect(checkImageSize(0)).toBeNull();
    expect(checkImageSize(1_048_576)).toBeNull();
    expect(checkImageSize(1_048_577)).toBe("Image size should not exceed 1MB in total.");
  });

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY])("fails closed on the size %s", (bytes) => {
    expect(checkImageSize(bytes)).toBe(IMAGE_SIZE_MESSAGE);
  });
});

describe("base64 sizes", () => {
  it("computes the decoded size from the length and padding", () => {
    expect(base64DecodedSize("")).toBe(0);
    expect(base64DecodedSize("YQ==")).toBe(1);
    expect(base64DecodedSize("YWI=")).toBe(2);
    expect(base64DecodedSize("YWJj")).toBe(3);
    expect(imageDataUrlSize("data:image/png;base64,YWJjZA==")).toBe(4);
    expect(imageDataUrlSize("https://example.com/a.png")).toBeNull();
  });
});

describe("ImageDataUrlSchema", () => {
  it("accepts PNG, JPEG, GIF and WebP data URLs", () => {
    for (const type of ["png", "jpeg", "jpg", "gif", "webp", "PNG"]) {
      const url = `data:image/${type};base64,YWJj`;
      expect(output(ImageDataUrlSchema, url)).toBe(url);
    }
  });

  it("accepts exactly 1 MB and rejects one byte more", () => {
    const exactly1Mb = `${pngOfSize(1_048_575)}AQ==`;
    expect(imageDataUrlSize(exactly1Mb)).toBe(1_048_576);
    expect(output(ImageDataUrlSchema, exactly1Mb)).toBe(exactly1Mb);
    const oneByteMore = `${pngOfSize(1_048_575)}AAA=`;
    expect(imageDataUrlSize(oneByteMore)).toBe(1_048_577);
    expect(failure(ImageDataUrlSchema, oneByteMore).message).toBe(IMAGE_SIZE_MESSAGE);
    expect(failure(ImageDataUrlSchema, pngOfSize(3 * 1024 * 1024)).message).toBe(IMAGE_SIZE_MESSAGE);
  });

  it.each([
    "data:image/svg+xml;base64,PHN2Zz4=",
    "data:image/png,rawbytes",
    "data:text/plain;base64,YWJj",
    "https://example.com/a.png",
    "",
  ])("rejects %j as not an image data URL", (value) => {
    expect(failure(ImageDataUrlSchema, value).message).toBe(IMAGE_DATA_URL_MESSAGE);
  });

  it("rejects a broken base64 payload", () => {
    expect(failure(ImageDataUrlSchema, "data:image/png;base64,abc").message).toBe(IMAGE_BASE64_MESSAGE);
    expect(failure(ImageDataUrlSchema, "data:image/png;base64,ab$d").message).toBe(IMAGE_BASE64_MESSAGE);
  });

  it("rejects what is not text", () => {
    expect(failure(ImageDataUrlSchema, 42).message).toBe(IMAGE_DATA_URL_MESSAGE);
  });
});

import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validate } from "./index";
import { imageHeader } from "./still";

/** The first bytes of a PNG: signature and IHDR, which is all validate reads of it. */
function png(width: number, height: number, padding = 0): Uint8Array {
  const b = new Uint8Array(33 + padding);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** A JPEG's first segments: SOI, a JFIF APP0, a quantisation table, then the baseline frame header. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dqt = [0xff, 0xdb, 0, 4, 0, 0];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...dqt, ...sof, 0xff, 0xd9]);
}

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe("validate: still images", () => {
  it("passes image-generator's zip of one size (PNG and JPEG, no page) for every profile", () => {
    const bytes = zipSync({ "sz300x250.png": png(300, 250), "sz300x250.jpg": jpeg(300, 250) });
    for (const profile of ["iab", "google-ads", "dv360"] as const) {
      expect(
        validate({ kind: "zip", bytes, name: "Roast-sz300x250.zip" }, { profile, size: "300x250" }),
      ).toEqual([]);
    }
  });

  it("reads the size from the images when none is given, and refuses one that differs", () => {
    const files = { "a.png": png(728, 90), "b.jpg": jpeg(728, 91) };
    expect(validate({ kind: "files", files }, { profile: "iab" })).toEqual([
      {
        code: "image-size",
        severity: "error",
        path: "b.jpg",
        message: "b.jpg is 728x91 pixels; the creative is 728x90.",
      },
    ]);
    const issues = validate(
      { kind: "files", files: { "a.png": png(728, 90) } },
      { profile: "iab", size: "300x250" },
    );
    expect(issues.map((i) => i.message)).toEqual(["a.png is 728x90 pixels; the creative is 300x250."]);
  });

  it("refuses a file that is not the image its name says", () => {
    const files = { "ad.png": jpeg(300, 250), "ad.gif": new Uint8Array([1, 2, 3]) };
    const issues = validate({ kind: "files", files }, { profile: "iab", size: "300x250" });
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ["ad.png", "ad.png is not a readable PNG file."],
      ["ad.gif", "ad.gif is not a readable GIF file."],
    ]);
  });

  it("weighs each image against the size's IAB LEAN initial load, and the whole set against Google's limit", () => {
    const heavy = { "banner.png": png(320, 50, 51 * 1024) };
    expect(validate({ kind: "files", files: heavy }, { profile: "iab" }).map((i) => i.message)).toEqual([
      "banner.png weighs 51 KB; IAB LEAN allows 50 KB for 320x50.",
    ]);
    const big = {
      "a.png": png(300, 250, 100 * 1024),
      "a.jpg": jpeg(300, 250),
      "b.png": png(300, 250, 60 * 1024),
    };
    expect(codes(validate({ kind: "files", files: big }, { profile: "google-ads" }))).toEqual(["zip-weight"]);
  });

  it("still asks for a page when anything besides images is there", () => {
    const files = { "a.png": png(300, 250), "notes.txt": new Uint8Array(1) };
    expect(codes(validate({ kind: "files", files }, { profile: "iab" }))).toContain("no-html");
  });

  it("reads PNG, JPEG and GIF headers", () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x2c, 0x01, 0xfa, 0x00]);
    expect(imageHeader(gif)).toEqual({ type: "gif", width: 300, height: 250 });
    expect(imageHeader(jpeg(970, 250))).toEqual({ type: "jpeg", width: 970, height: 250 });
    expect(imageHeader(png(160, 600))).toEqual({ type: "png", width: 160, height: 600 });
    expect(imageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

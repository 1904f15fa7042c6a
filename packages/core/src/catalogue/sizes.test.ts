import { describe, expect, it } from "vitest";
import { DESKTOP_SIZES, findSize, MOBILE_SIZES, parseSizeKey, SIZES, sizeKeyOf, sizesFor } from "./sizes";

describe("size catalogue", () => {
  it("holds every size of spec §9 and §2 once, with keys derived from sizes", () => {
    const sizes = SIZES.map((s) => s.size);
    const spec =
      "300x600 300x250 300x300 640x360 320x480 970x250 728x90 320x50 320x100 336x280 468x60 480x320 160x600 responsive mobile in-stream vast".split(
        " ",
      );
    expect([...sizes].sort()).toEqual([...spec].sort());
    for (const size of [...DESKTOP_SIZES, ...MOBILE_SIZES]) expect(sizes).toContain(size);
    expect(new Set(SIZES.map((s) => s.key)).size).toBe(SIZES.length);
    expect(findSize("300x250")).toMatchObject({ key: "sz300x250", width: 300, height: 250 });
    expect(findSize("responsive")).toMatchObject({ key: "responsive", width: null, height: null });
    expect(findSize("vast")).toMatchObject({ key: "vast", width: 640, height: 360, devices: ["ctv"] });
  });

  it("places sizes in their device families", () => {
    expect(
      sizesFor("desktop")
        .map((s) => s.size)
        .sort(),
    ).toEqual([...DESKTOP_SIZES, "300x300"].sort());
    expect(
      sizesFor("mobile")
        .map((s) => s.size)
        .sort(),
    ).toEqual(
      ["320x480", "480x320", "320x50", "320x100", "300x250", "300x300", "mobile", "responsive"].sort(),
    );
    expect(sizesFor("ctv").map((s) => s.size)).toEqual(["in-stream", "vast"]);
    expect(findSize("300x250")?.devices).toEqual(["desktop", "mobile"]);
    expect(findSize("728x90")?.devices).toEqual(["desktop"]);
  });
});

describe("parseSizeKey", () => {
  it("parses keys, bare sizes and special names", () => {
    expect(parseSizeKey("sz300x250")).toEqual({ key: "sz300x250", size: "300x250", width: 300, height: 250 });
    expect(parseSizeKey("300x250")).toEqual({ key: "sz300x250", size: "300x250", width: 300, height: 250 });
    expect(parseSizeKey(" sz480x320 ")).toMatchObject({ width: 480, height: 320 });
    expect(parseSizeKey("szresponsive")).toEqual({
      key: "responsive",
      size: "responsive",
      width: null,
      height: null,
    });
    expect(parseSizeKey("in-stream")).toEqual({
      key: "in-stream",
      size: "in-stream",
      width: 640,
      height: 360,
    });
    // Well-formed but not in the catalogue: parsed, yet findSize knows nothing of it.
    expect(parseSizeKey("sz320x568")).toMatchObject({ width: 320, height: 568 });
    expect(findSize("sz320x568")).toBeUndefined();
  });

  it("rejects anything else", () => {
    for (const bad of [
      "",
      "sz",
      "300",
      "300x",
      "x250",
      "300X250",
      "0x250",
      "300x250px",
      "-1x2",
      "szbanner",
    ]) {
      expect(parseSizeKey(bad)).toBeNull();
    }
  });

  it("builds keys", () => {
    expect(sizeKeyOf("300x250")).toBe("sz300x250");
    expect(sizeKeyOf("sz300x250")).toBe("sz300x250");
    expect(sizeKeyOf("mobile")).toBe("mobile");
    expect(sizeKeyOf("banner")).toBeNull();
  });
});

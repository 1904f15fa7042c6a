import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validate, validateZipSet } from "./index";

/** A clean hand-written creative of `size`, zipped, with `extra` files beside it. */
const creativeZip = (size: string, extra: Record<string, Uint8Array> = {}) => {
  const [width, height] = size.split("x");
  const html = `<!DOCTYPE html><html><head><meta name="ad.size" content="width=${width},height=${height}">
<script>var clickTag = "https://example.com/";</script></head>
<body><a href="#" onclick="window.open(clickTag); return false;"><img src="cup.png" alt="Cup"></a></body></html>`;
  return zipSync({ "index.html": strToU8(html), "cup.png": new Uint8Array(10), ...extra });
};
/** As `ad export --size all` writes it: each size's zip, stored. */
const setOf = (zips: Record<string, Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(zips).map(([name, bytes]) => [name, [bytes, { level: 0 }]])));
const said = (bytes: Uint8Array, size?: string) =>
  validate(
    { kind: "zip", bytes, name: "roast-all-sizes.zip" },
    { profile: "google-ads", ...(size ? { size } : {}) },
  ).map((i) => `${i.code} ${i.path}: ${i.message}`);

describe("validate: a zip of one zip per size", () => {
  it("checks each zip as a creative of its own, against the size its name says", () => {
    const set = setOf({
      "roast-sz300x250.zip": creativeZip("300x250"),
      "roast-sz728x90.zip": creativeZip("728x90"),
    });
    expect(said(set, "300x250")).toEqual([]);
    expect(validateZipSet(set, { profile: "google-ads" })?.map(({ name, issues }) => [name, issues])).toEqual(
      [
        ["roast-sz300x250.zip", []],
        ["roast-sz728x90.zip", []],
      ],
    );
  });

  it("names the zip each issue is in", () => {
    const set = setOf({
      "roast-sz300x250.zip": creativeZip("300x250"),
      "roast-sz728x90.zip": creativeZip("300x250", { "extra.png": new Uint8Array(1) }),
    });
    expect(said(set)).toEqual([
      "ad-size roast-sz728x90.zip › index.html: The ad.size meta says 300x250, but the creative is 728x90.",
      "unreferenced-file roast-sz728x90.zip › extra.png: extra.png is not used by the creative (nothing refers to it); remove it.",
    ]);
  });

  it("still refuses a zip beside a creative's files, and a zip inside a set's zip", () => {
    const beside = creativeZip("300x250", { "old.zip": creativeZip("300x250") });
    expect(said(beside).filter((s) => s.startsWith("nested-zip"))).toEqual([
      "nested-zip old.zip: A zip cannot contain another zip.",
    ]);
    expect(validateZipSet(beside, { profile: "google-ads" })).toBeNull();
    const deeper = setOf({ "roast-sz300x250.zip": setOf({ "inner-sz300x250.zip": creativeZip("300x250") }) });
    expect(said(deeper)).toContain(
      "nested-zip roast-sz300x250.zip › inner-sz300x250.zip: A zip cannot contain another zip.",
    );
  });
});

import type { AdType } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { sampleDocument as withAssets } from "../samples/samples";
import { TEST_SAMPLE_ASSETS } from "../samples/test-assets";
import { XR_TARGET_FILE, xrPagePath, xrPagePathOf, xrPhoneConfig } from "./index";

const HASH = "a".repeat(64);
const sampleDocument = (type: AdType) => withAssets(type, TEST_SAMPLE_ASSETS);

describe("xrPhoneConfig", () => {
  it("frames the AI tracker's base size and maps the poster layer's box onto the poster", () => {
    const doc = sampleDocument("ai-tracker");
    const poster = Object.values(doc.layers).find((l) => l.content.kind === "image");
    if (!poster) throw new Error("the sample has no poster");
    poster.props = { ...poster.props, posleft: 10, postop: 20, width: 300, height: 400 };
    doc.stage.xrTarget = { hash: HASH, layer: poster.id, bytes: 1000, featurePoints: 900 };
    expect(xrPhoneConfig(doc)).toEqual({
      size: "mobile",
      design: doc.teaser.mobile,
      poster: { left: 10, top: 20, width: 300, height: 400 },
      target: XR_TARGET_FILE,
    });
  });

  it("has no target to look for before the poster is compiled, and nothing for other formats", () => {
    const doc = sampleDocument("ai-tracker");
    expect(xrPhoneConfig(doc)?.target).toBeNull();
    expect(xrPhoneConfig(sampleDocument("rich-media"))).toBeNull();
  });

  it("finds the phone page of a published creative's address, and none for samples or drafts", () => {
    expect(
      xrPagePathOf("https://studio.example/creatives/0B6F3C1E-2f4a-4c9b-8a55-5d2c1e0f9a11/2/index.html"),
    ).toBe("/xr/0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11/2/");
    expect(xrPagePathOf("/creatives/samples/ai-tracker/index.html")).toBeNull();
  });

  it("names the phone page of a published version", () => {
    expect(xrPagePath("0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11", 3)).toBe(
      "/xr/0b6f3c1e-2f4a-4c9b-8a55-5d2c1e0f9a11/3/",
    );
  });
});

// The package stays free of Node APIs, tests included (the dependency rules check it): the expected
// weight is gzipped with fflate, at the level IAB's LEAN figures assume (9).
import { gzipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { documentOf, IMAGE, IMAGE2, layer, VIDEO } from "../render/__fixtures__/documents";
import { render } from "../render/render";
import { estimateWeight } from "./estimate";

const IMAGE_BYTES = 12_345;
const VIDEO_BYTES = 500_000;

/** A 300x250 with an image and a video on its page, and an uploaded image it does not use. */
const doc = documentOf("mini", {
  assets: {
    [IMAGE]: { hash: IMAGE, type: "image", mime: "image/png", name: "cup.png", bytes: IMAGE_BYTES },
    [VIDEO]: { hash: VIDEO, type: "video", mime: "video/mp4", name: "spot.mp4", bytes: VIDEO_BYTES },
    [IMAGE2]: { hash: IMAGE2, type: "image", mime: "image/jpeg", name: "bean.jpg", bytes: 77_000 },
  },
  layers: {
    cup: layer("cup", { kind: "image", asset: IMAGE, alt: "A cup" }),
    spot: layer(
      "spot",
      {
        kind: "video",
        asset: VIDEO,
        autoplay: true,
        muted: true,
        loop: false,
        controls: false,
        alt: "A pour",
      },
      { order: "a1" },
    ),
  },
});

describe("estimateWeight", () => {
  it("is the rendered files gzipped (the inlined runtime with them) plus the image they show; the video is subload", () => {
    // The expected weight, computed here over every file the real renderer writes for the zip.
    const { files } = render(doc, { size: "sz300x250", mode: "zip" });
    const gzipped = Object.values(files).reduce(
      (sum, text) => sum + gzipSync(strToU8(text), { level: 9 }).length,
      0,
    );

    const weight = estimateWeight(doc);
    // Leaving out the runtime inlined in index.html (over half its gzipped bytes) or the image misses.
    expect(weight.initialBytes).toBe(gzipped + IMAGE_BYTES);
    expect(weight.subloadBytes).toBe(VIDEO_BYTES);
    expect(weight.requests).toBe(2); // index.html and the image
  });
});

import { describe, expect, it } from "vitest";
import type { Asset } from "../document/assets";
import { sampleDocument } from "../samples/samples";
import { validate } from "../validate/index";
import { stillAltText, stillFileNames, stillPage } from "./page";

const photo: Asset = {
  hash: "cd".repeat(32),
  type: "image",
  mime: "image/png",
  name: "cup.png",
  bytes: 14_000,
  width: 600,
  height: 500,
};
const doc = sampleDocument("image-generator", { images: [photo] });
const encode = (text: string) => new TextEncoder().encode(text);

describe("stillPage", () => {
  it("shows the size's PNG at its exact size, the whole picture one exit through clickTag", () => {
    const html = stillPage(doc, "sz728x90");
    expect(html).toContain('<meta name="ad.size" content="width=728,height=90">');
    expect(html).toContain('var clickTag = "https://roast.example.com/oat";');
    expect(html).toContain(
      '<a href="#" data-exit="clickTag"><img src="sz728x90.png" width="728" height="90" alt="New: the oat flat white · Find a café"></a>',
    );
    // A published still sends no beacon unless it is given the tracker.
    expect(html).toContain('"tracker":null');
  });

  it("passes the Google Ads HTML5 checks with its PNG beside it", () => {
    const files = { "index.html": encode(stillPage(doc, "sz300x250")), "sz300x250.png": new Uint8Array(9) };
    expect(validate({ kind: "files", files }, { profile: "google-ads", size: "300x250" })).toEqual([]);
  });

  it("reports to the tracker when hosted, and refuses one that is not http(s)", () => {
    const html = stillPage(doc, "sz300x250", {
      trackerUrl: "https://studio.example/api/vast/track?creative=1",
    });
    expect(html).toContain('"tracker":"https://studio.example/api/vast/track?creative=1"');
    expect(() => stillPage(doc, "sz300x250", { trackerUrl: "javascript:alert(1)" })).toThrow(
      "The tracker URL must be an http(s) or site-relative address.",
    );
  });

  it("escapes the ad's words and refuses a size the ad does not have", () => {
    const hostile = { ...doc, name: "</title><script>alert(1)</script>", layers: {} };
    const html = stillPage(hostile, "sz300x250");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('alt="&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(() => stillPage(doc, "sz970x250")).toThrow(
      'The ad has no size "sz970x250"; its sizes are sz300x250, sz728x90, sz320x50, sz300x600.',
    );
  });

  it("shows the picture without a link when the ad has no exit", () => {
    const html = stillPage({ ...doc, exits: {} }, "sz300x250");
    expect(html).not.toContain("<a href");
    expect(html).toContain('<img src="sz300x250.png"');
  });
});

describe("stillAltText and stillFileNames", () => {
  it("says the words the still shows, skipping hidden layers", () => {
    const cta = doc.layers.cta;
    if (!cta) throw new Error("the sample has a call to action");
    expect(stillAltText({ ...doc, layers: { ...doc.layers, cta: { ...cta, hidden: true } } })).toBe(
      "New: the oat flat white",
    );
  });

  it("names the files by size and never makes a path of a size", () => {
    expect(stillFileNames("sz300x250")).toEqual({ png: "sz300x250.png", jpeg: "sz300x250.jpg" });
    expect(() => stillFileNames("../x")).toThrow('"../x" is not a size key.');
  });
});

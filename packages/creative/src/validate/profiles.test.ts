import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { render } from "../render/render";
import { sampleDocument } from "../samples/samples";
import { TEST_SAMPLE_ASSETS } from "../samples/test-assets";
import { validate } from "./index";

const page = (
  head: string,
  body = "",
) => `<!DOCTYPE html><html><head><meta name="ad.size" content="width=300,height=250">
${head}<script>var clickTag = "https://example.com/";</script></head>
<body><a href="#" onclick="window.open(clickTag); return false;">${body}Shop</a></body></html>`;
const files = (html: string, extra: Record<string, Uint8Array> = {}) => ({
  "index.html": strToU8(html),
  ...extra,
});
const codes = (issues: { code: string; severity: string }[]) =>
  issues.filter((i) => i.severity === "error").map((i) => i.code);

describe("validate profiles", () => {
  const googleCdns = page(
    `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto">
<script src="https://s0.2mdn.net/ads/studio/cached_libs/gsap_3.5.1_min.js"></script>`,
  );

  it("lets Google Fonts and the s0.2mdn.net GSAP library through under google-ads, not under iab", () => {
    expect(validate({ kind: "files", files: files(googleCdns) }, { profile: "google-ads" })).toEqual([]);
    expect(codes(validate({ kind: "files", files: files(googleCdns) }, { profile: "iab" }))).toEqual([
      "external-request",
      "external-request",
    ]);
  });

  it("still refuses any other host under google-ads", () => {
    const html = page(`<script src="https://cdn.example/lib.js"></script>`);
    const issues = validate({ kind: "files", files: files(html) }, { profile: "google-ads" });
    expect(issues.map((i) => i.message)).toContain(
      "The creative loads https://cdn.example/lib.js from another host; ship the file inside the creative and use a relative path.",
    );
  });

  it("fails a file name with a space", () => {
    const html = page("", '<img src="my cup.png" alt="Cup">');
    const issues = validate(
      { kind: "files", files: files(html, { "my cup.png": new Uint8Array(10) }) },
      { profile: "google-ads" },
    );
    expect(issues).toContainEqual({
      code: "file-name",
      severity: "error",
      path: "my cup.png",
      message: "File names cannot contain spaces.",
    });
  });

  it("fails a zip with an .mp4 under google-ads and passes it under google-video", () => {
    const html = page("", '<video src="assets/spot.mp4" muted></video>');
    const bytes = zipSync(files(html, { "assets/spot.mp4": new Uint8Array(2000) }));
    const google = validate({ kind: "zip", bytes }, { profile: "google-ads" });
    expect(google).toContainEqual({
      code: "file-type",
      severity: "error",
      path: "assets/spot.mp4",
      message: ".mp4 files are not allowed for google-ads; use html, css, js, gif, png, jpg, jpeg, svg.",
    });
    expect(validate({ kind: "zip", bytes }, { profile: "google-video" })).toEqual([]);
  });

  it.each(["vast", "vpaid", "vertical", "4d-roll"] as const)(
    "%s: the video format's zip (with its .mp4) fails google-ads and passes google-video",
    (type) => {
      const doc = sampleDocument(type, TEST_SAMPLE_ASSETS);
      for (const size of Object.keys(doc.teaser)) {
        const result = render(doc, { size, mode: "zip" });
        const zipped: Record<string, Uint8Array> = {};
        for (const [name, text] of Object.entries(result.files)) zipped[name] = strToU8(text);
        for (const { path } of result.assets) zipped[path] = new Uint8Array(2000).fill(9);
        const bytes = zipSync(zipped);
        expect(codes(validate({ kind: "zip", bytes }, { profile: "google-ads" })), size).toContain(
          "file-type",
        );
        expect(codes(validate({ kind: "zip", bytes }, { profile: "google-video" })), size).toEqual([]);
      }
    },
  );
});

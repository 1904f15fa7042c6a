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

const googleCdnPage = page(
  `<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Roboto">
<script src="https://s0.2mdn.net/ads/studio/cached_libs/gsap_3.5.1_min.js"></script>`,
);

describe("validate profiles", () => {
  const googleCdns = googleCdnPage;

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

describe("validate profiles gam and cm360", () => {
  /** A creative of `count` files in all: index.html and pictures its page shows, each referenced. */
  const creativeOf = (count: number, extension = "png") => {
    const names = Array.from({ length: count - 1 }, (_, i) => `img/${i}.${extension}`);
    const html = page("", names.map((n) => `<img src="${n}" alt="">`).join(""));
    return files(html, Object.fromEntries(names.map((n) => [n, new Uint8Array(1)])));
  };
  const messages = (input: Parameters<typeof validate>[0], profile: "gam" | "cm360") =>
    validate(input, { profile })
      .filter((i) => i.severity === "error")
      .map((i) => `${i.code} ${i.path}: ${i.message}`);
  /** Random bytes do not compress, so a zip of them weighs about what it holds. */
  const noise = (bytes: number) => {
    let x = 2463534242;
    return Uint8Array.from({ length: bytes }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 255;
    });
  };

  it("allows 50 files under gam, not 51; 100 under cm360, not 101", () => {
    expect(messages({ kind: "files", files: creativeOf(50) }, "gam")).toEqual([]);
    expect(messages({ kind: "files", files: creativeOf(51) }, "gam")).toEqual([
      "file-count : The creative holds 51 files; at most 50 are allowed.",
    ]);
    expect(messages({ kind: "files", files: creativeOf(100) }, "cm360")).toEqual([]);
    expect(messages({ kind: "files", files: creativeOf(101) }, "cm360")).toEqual([
      "file-count : The creative holds 101 files; at most 100 are allowed.",
    ]);
  });

  it("refuses only Flash under gam", () => {
    const html = page("", '<img src="a.webp" alt=""><embed src="old.swf"><video src="v.flv"></video>');
    const input = {
      kind: "files" as const,
      files: files(html, {
        "a.webp": new Uint8Array(1),
        "old.swf": new Uint8Array(1),
        "v.flv": new Uint8Array(1),
      }),
    };
    expect(messages(input, "gam")).toEqual([
      "file-type old.swf: .swf files are not allowed for gam: it refuses swf and flv (Flash).",
      "file-type v.flv: .flv files are not allowed for gam: it refuses swf and flv (Flash).",
    ]);
  });

  it("takes json, xml and web fonts under cm360, and no video", () => {
    const html = page(
      '<link rel="preload" href="data.json"><link rel="preload" href="feed.xml"><style>@font-face{src:url(f.woff2),url(f.ttf)}</style>',
      '<video src="spot.mp4"></video>',
    );
    const extra = Object.fromEntries(
      ["data.json", "feed.xml", "f.woff2", "f.ttf", "spot.mp4"].map((n) => [n, new Uint8Array(1)]),
    );
    expect(messages({ kind: "files", files: files(html, extra) }, "cm360")).toEqual([
      "file-type spot.mp4: .mp4 files are not allowed for cm360; use html, css, js, gif, png, jpg, jpeg, svg, json, xml, woff, woff2, ttf, otf, eot.",
    ]);
  });

  it("weighs the zip against 1 000 KB under gam and 9.5 MB under cm360", () => {
    const html = page("", '<img src="a.png" alt="">');
    const light = zipSync(files(html, { "a.png": noise(900 * 1024) }));
    expect(messages({ kind: "zip", bytes: light }, "gam")).toEqual([]);
    const heavy = zipSync(files(html, { "a.png": noise(1100 * 1024) }));
    expect(messages({ kind: "zip", bytes: heavy }, "gam")).toEqual([
      expect.stringMatching(/^zip-weight : The creative weighs 110\d\.\d KB; gam allows 1000 KB\.$/),
    ]);
    expect(messages({ kind: "zip", bytes: heavy }, "cm360")).toEqual([]);
    const huge = zipSync(files(html, { "a.png": noise(9800 * 1024) }));
    expect(messages({ kind: "zip", bytes: huge }, "cm360")).toEqual([
      expect.stringMatching(/^zip-weight : The creative weighs 98\d\d(\.\d)? KB; cm360 allows 9\.5 MB\.$/),
    ]);
  });

  it("lets Google's CDNs through under both", () => {
    for (const profile of ["gam", "cm360"] as const) {
      expect(validate({ kind: "files", files: files(googleCdnPage) }, { profile })).toEqual([]);
    }
  });
});

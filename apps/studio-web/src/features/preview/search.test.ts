import { describe, expect, it } from "vitest";
import { isFrameableUrl, parsePreviewSearch } from "./search";

const ORIGIN = "https://studio.example";
const parse = (raw: Record<string, unknown>) => parsePreviewSearch(raw, ORIGIN);

describe("parsePreviewSearch", () => {
  it("keeps a full preview link (spec §7)", () => {
    expect(
      parse({
        url: "/creatives/samples/story/index.html",
        size: "responsive",
        type: "story",
        teasers: "responsive,sz320x480",
        name: "Lumen",
        uid: "u-1",
        showBrowsersBars: true,
      }),
    ).toEqual({
      url: "/creatives/samples/story/index.html",
      size: "responsive",
      type: "story",
      teasers: "responsive,sz320x480",
      name: "Lumen",
      uid: "u-1",
      showBrowsersBars: true,
    });
  });

  it("normalises sizes: `sz` prefix dropped from size, added to teasers, duplicates and junk removed", () => {
    expect(parse({ size: "sz300x250", teasers: "300x250,sz300x250, bogus ,sz0x0,mobile" })).toEqual({
      size: "300x250",
      teasers: "sz300x250,mobile",
    });
  });

  it("reads values the router parsed as JSON (numbers, booleans)", () => {
    expect(parse({ uid: 12345, name: 2024, showBrowsersBars: "true" })).toEqual({
      uid: "12345",
      name: "2024",
      showBrowsersBars: true,
    });
    expect(parse({ showBrowsersBars: "false" })).toEqual({ showBrowsersBars: false });
  });

  it("drops bad values instead of failing, so the page falls back to defaults", () => {
    expect(
      parse({
        url: "javascript:alert(1)",
        size: "huge",
        type: "<script>",
        uid: "../../etc",
        teasers: ["sz300x250"],
        showBrowsersBars: "maybe",
        name: "",
      }),
    ).toEqual({});
    expect(parse({})).toEqual({});
  });

  it("overrides every raw value it refuses, since the router spreads the result over the raw query", () => {
    const raw = { size: { a: 1 }, teasers: 123, url: "javascript:alert(1)", showBrowsersBars: [1], uid: {} };
    const merged = { ...raw, ...parse(raw) };
    for (const key of Object.keys(raw)) expect(merged[key as keyof typeof merged]).toBeUndefined();
  });

  it("lower-cases the type and strips control characters from the name", () => {
    expect(parse({ type: "Rich-Media", name: "Ad\u0000 one\n" })).toEqual({
      type: "rich-media",
      name: "Ad one",
    });
  });
});

describe("isFrameableUrl", () => {
  it.each([
    ["/creatives/samples/banner-300x250/index.html", true],
    ["creatives/x/index.html", true],
    [`${ORIGIN}/creatives/a/1/index.html?x=1`, true],
    ["https://cdn.example/ad/index.html?x=1", false],
    ["http://cdn.example/ad.html", false],
    ["https://evil.example/login", false],
    ["javascript:alert(1)", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["//evil.example/ad.html", false],
    ["/\\evil.example/ad.html", false],
    ["ftp://cdn.example/ad.html", false],
    ["", false],
  ])("%s → %s", (url, expected) => {
    expect(isFrameableUrl(url, ORIGIN)).toBe(expected);
  });
});

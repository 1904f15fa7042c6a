import { describe, expect, it } from "vitest";
import { creativeFrameSrc, isSameOrigin, RELOAD_PARAM } from "./frame-src";
import { previewLink } from "./preview-link";

const ORIGIN = "https://studio.example";

describe("creativeFrameSrc", () => {
  it("adds the frame's width and height (spec §7) and keeps a relative address relative", () => {
    expect(
      creativeFrameSrc("/creatives/a/index.html?clickTag=x", { width: 300, height: 250 }, null, ORIGIN),
    ).toBe("/creatives/a/index.html?clickTag=x&width=300&height=250&preview=1");
  });

  it("replaces width and height already in the address", () => {
    expect(
      creativeFrameSrc(
        "https://cdn.example/ad.html?width=1&height=2",
        { width: 728, height: 90 },
        null,
        ORIGIN,
      ),
    ).toBe("https://cdn.example/ad.html?width=728&height=90&preview=1");
  });

  it("adds the RELOAD timestamp, and refreshes it on the next reload", () => {
    const first = creativeFrameSrc("/ad.html", { width: 320, height: 50 }, 1000, ORIGIN);
    expect(first).toBe(`/ad.html?width=320&height=50&preview=1&${RELOAD_PARAM}=1000`);
    const again = creativeFrameSrc(`/ad.html?${RELOAD_PARAM}=1000`, { width: 320, height: 50 }, 2000, ORIGIN);
    expect(again).toBe(`/ad.html?${RELOAD_PARAM}=2000&width=320&height=50&preview=1`);
  });

  it("marks every frame as a preview, so the creative's views stay out of the live figures", () => {
    expect(creativeFrameSrc("/creatives/a/1/vast.xml", null, null, ORIGIN)).toBe(
      "/creatives/a/1/vast.xml?preview=1",
    );
    expect(creativeFrameSrc("/ad.html?preview=0", { width: 1, height: 1 }, null, ORIGIN)).toBe(
      "/ad.html?preview=1&width=1&height=1",
    );
  });
});

describe("isSameOrigin", () => {
  it("tells same-origin creatives from others", () => {
    expect(isSameOrigin("/creatives/x/vast.xml", ORIGIN)).toBe(true);
    expect(isSameOrigin("https://studio.example/x", ORIGIN)).toBe(true);
    expect(isSameOrigin("https://cdn.example/x", ORIGIN)).toBe(false);
  });
});

describe("previewLink", () => {
  it("builds the public /preview link with the size on screen", () => {
    const link = previewLink(
      {
        url: "/creatives/a/index.html",
        size: "300x250",
        type: "mini",
        teasers: "sz300x250,sz728x90",
        name: "A b",
        uid: "u1",
      },
      "728x90",
      ORIGIN,
    );
    expect(link).toBe(
      "https://studio.example/preview?url=%2Fcreatives%2Fa%2Findex.html&size=728x90&type=mini&teasers=sz300x250%2Csz728x90&name=A+b&uid=u1",
    );
  });
});

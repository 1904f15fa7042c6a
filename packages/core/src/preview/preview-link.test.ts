import { describe, expect, it } from "vitest";
import { adPreviewLink, previewLink } from "./preview-link";

describe("previewLink", () => {
  it("builds the spec's link shape with the size without its sz prefix", () => {
    const link = previewLink({
      url: "https://cdn.example/ads/a b/index.html?x=1&y=2",
      size: "sz300x250",
      type: "mini",
      teasers: ["sz300x250", "sz728x90"],
      name: "Spring & co",
      uid: "u1",
    });
    expect(link.startsWith("/preview?")).toBe(true);
    const params = link
      .slice("/preview?".length)
      .split("&")
      .map((pair) => pair.split("=").map(decodeURIComponent));
    expect(Object.fromEntries(params)).toEqual({
      url: "https://cdn.example/ads/a b/index.html?x=1&y=2",
      size: "300x250",
      type: "mini",
      teasers: "sz300x250,sz728x90",
      name: "Spring & co",
      uid: "u1",
    });
  });

  it("prefixes an origin and leaves out empty optional values", () => {
    expect(
      previewLink({ url: "/c.html", size: "responsive", type: "story", teasers: [] }, "https://s.test/"),
    ).toBe("https://s.test/preview?url=%2Fc.html&size=responsive&type=story");
  });
});

describe("adPreviewLink", () => {
  const ad = {
    location: "/creatives/a1/2/index.html",
    teaser: { sz300x250: {}, sz728x90: {} },
    type: "rich-media",
    name: "Spring",
    createdBy: "u1",
  };

  it("opens a published ad's latest version on its first size, every size in the top bar", () => {
    expect(adPreviewLink(ad, "https://s.test")).toBe(
      "https://s.test/preview?url=%2Fcreatives%2Fa1%2F2%2Findex.html&size=300x250&type=rich-media&teasers=sz300x250%2Csz728x90&name=Spring&uid=u1",
    );
  });

  it("is null before the first publish", () => {
    expect(adPreviewLink({ ...ad, location: "" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { frameSrc, readOptions, studioOrigin } from "./options";

const PAGE = "https://publisher.example/articles/1.html";

describe("readOptions", () => {
  it("reads the data attributes and picks the preview's mock-up", () => {
    const o = readOptions(
      { url: "https://studio.test/c/a.html", size: "sz300x250", type: "mini", name: "A" },
      PAGE,
    );
    expect(o).toMatchObject({
      url: "https://studio.test/c/a.html",
      size: { size: "300x250", width: 300, height: 250 },
      type: "mini",
      name: "A",
      mockup: "fixed-frame",
      browserBars: true,
      live: false,
    });
  });

  it('reads data-mode="live", and refuses a mode it does not know', () => {
    expect(readOptions({ url: "/c.html", size: "300x250", mode: "live" }, PAGE)).toMatchObject({
      live: true,
    });
    expect(readOptions({ url: "/c.html", mode: "preview" }, PAGE)).toMatchObject({ live: false });
    expect(readOptions({ url: "/c.html", mode: "Live!" }, PAGE)).toBe("data-mode must be preview or live");
  });

  it.each([
    ["story", "responsive", "phone"],
    ["belt", "970x250", "desktop-page"],
    ["vast", "vast", "ctv"],
    ["ai-tracker", "mobile", "qr"],
    ["rich-media", "300x600", "fixed-frame"],
    ["sticker", "320x50", "phone"],
  ])("%s at %s gets the %s mock-up", (type, size, mockup) => {
    expect(readOptions({ url: "/c.html", size, type }, PAGE)).toMatchObject({ mockup });
  });

  it("resolves a relative address against the publisher's page and defaults size and type", () => {
    const o = readOptions({ url: "../ads/x.html", browserBars: "false" }, PAGE);
    expect(o).toMatchObject({
      url: "https://publisher.example/ads/x.html",
      size: { size: "responsive" },
      type: "rich-media",
      browserBars: false,
    });
  });

  it.each([
    [{}, "data-url must be an http(s) address"],
    [{ url: "javascript:alert(1)" }, "data-url must be an http(s) address"],
    [{ url: "data:text/html,<b>x</b>" }, "data-url must be an http(s) address"],
    [{ url: "https://x.test/a", size: "huge" }, "data-size must be a size such as 300x250 or responsive"],
    [{ url: "https://x.test/a", type: "<script>" }, "data-type must be an ad format such as story"],
  ])("explains what is wrong with %j", (data, message) => {
    expect(readOptions(data as DOMStringMap, PAGE)).toBe(message);
  });
});

describe("studioOrigin", () => {
  it("is the origin the script came from, else the page's", () => {
    expect(studioOrigin("https://studio.example:8443/embed.js?v=2", PAGE)).toBe(
      "https://studio.example:8443",
    );
    expect(studioOrigin(undefined, PAGE)).toBe("https://publisher.example");
    expect(studioOrigin("", PAGE)).toBe("https://publisher.example");
  });
});

describe("frameSrc", () => {
  it("adds width and height, keeping the creative's own parameters", () => {
    const src = new URL(
      frameSrc("https://s.test/c/index.html?clickTag=https%3A%2F%2Fx.test&width=1", 300, 250),
    );
    expect(src.searchParams.get("width")).toBe("300");
    expect(src.searchParams.get("height")).toBe("250");
    expect(src.searchParams.get("clickTag")).toBe("https://x.test");
  });

  it("marks the frame as a preview, so an embed's views stay out of the ad's live figures", () => {
    expect(frameSrc("https://s.test/c/index.html?preview=0", 300, 250)).toBe(
      "https://s.test/c/index.html?preview=1&width=300&height=250",
    );
  });

  it("leaves a live frame unmarked, so its views count as live impressions", () => {
    expect(frameSrc("https://s.test/c/index.html?preview=1", 300, 250, true)).toBe(
      "https://s.test/c/index.html?width=300&height=250",
    );
  });
});

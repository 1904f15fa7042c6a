import type { NavItem } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { containsPath, isExternalUrl, isPathUnder, linkTarget } from "./nav-paths";

const createAds: NavItem = {
  id: "create-ads",
  title: "Create Ads",
  translate: "CREATE_ADS",
  type: "collapse",
  icon: "IconPhotoPlus",
  children: [
    {
      id: "story",
      title: "Story",
      translate: "STORY",
      type: "item",
      icon: "IconPoint",
      url: "/studio/pro-ad/story",
    },
  ],
};

describe("navigation paths", () => {
  it("matches a page and the pages below it, not its look-alikes", () => {
    expect(isPathUnder("/studio/ads", "/studio/ads")).toBe(true);
    expect(isPathUnder("/studio/ads", "/studio/ads/")).toBe(true);
    expect(isPathUnder("/studio/ads", "/studio/ads/summer")).toBe(true);
    expect(isPathUnder("/studio/ads", "/studio/ad-details/1")).toBe(false);
    expect(isPathUnder("https://example.com/x", "/x")).toBe(false);
  });

  it("opens a collapse when the current page is among its children", () => {
    expect(containsPath(createAds, "/studio/pro-ad/story")).toBe(true);
    expect(containsPath(createAds, "/studio/pro-ad/vast")).toBe(false);
  });

  it("opens link items in a new tab by default", () => {
    expect(isExternalUrl("https://example.com")).toBe(true);
    expect(isExternalUrl("/studio/ads")).toBe(false);
    const link: NavItem = { ...createAds, type: "link", url: "https://example.com", children: [] };
    expect(linkTarget(link)).toBe("_blank");
    expect(linkTarget({ ...link, target: "_self" })).toBe("_self");
    expect(linkTarget({ ...link, type: "item" })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { pictureSources } from "./picture-sources";

const SHA = "a".repeat(64);

describe("pictureSources", () => {
  it("names a cover's 640 px AVIF, WebP and own-format copies", () => {
    expect(pictureSources(`/files/covers/${SHA}.jpg`)).toEqual({
      avif: `/files/covers/${SHA}-w640.avif`,
      webp: `/files/covers/${SHA}-w640.webp`,
      fallback: `/files/covers/${SHA}-w640.jpg`,
      fallbackType: "image/jpeg",
    });
  });

  it("keeps a thumbnail's PNG as its fallback", () => {
    expect(pictureSources("https://studio.example.com/creatives/ad-1/3/thumbnail.png")).toEqual({
      avif: "https://studio.example.com/creatives/ad-1/3/thumbnail.avif",
      webp: "https://studio.example.com/creatives/ad-1/3/thumbnail.webp",
      fallback: "https://studio.example.com/creatives/ad-1/3/thumbnail.png",
      fallbackType: "image/png",
    });
    expect(pictureSources("/creatives/t-1/template-thumbnail-4.png")?.webp).toBe(
      "/creatives/t-1/template-thumbnail-4.webp",
    );
  });

  it("leaves other pictures alone", () => {
    for (const other of ["/files/companies/x/logo.png", "data:image/png;base64,AA", "", null, undefined]) {
      expect(pictureSources(other)).toBeNull();
    }
  });
});

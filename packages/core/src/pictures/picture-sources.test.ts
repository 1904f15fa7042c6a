import { describe, expect, it } from "vitest";
import { pictureSources } from "./picture-sources";

const SHA = "a".repeat(64);

describe("pictureSources", () => {
  it("names a cover's AVIF, WebP and own-format copies, 640 px by default and 320, 640 and 960 px wide in srcset", () => {
    const c = `/files/covers/${SHA}`;
    expect(pictureSources(`${c}.jpg`)).toEqual({
      avif: `${c}-w640.avif`,
      webp: `${c}-w640.webp`,
      fallback: `${c}-w640.jpg`,
      fallbackType: "image/jpeg",
      avifSet: `${c}-w320.avif 320w, ${c}-w640.avif 640w, ${c}-w960.avif 960w`,
      webpSet: `${c}-w320.webp 320w, ${c}-w640.webp 640w, ${c}-w960.webp 960w`,
      fallbackSet: `${c}-w320.jpg 320w, ${c}-w640.jpg 640w, ${c}-w960.jpg 960w`,
    });
  });

  it("keeps a thumbnail's 320 px PNG as its fallback and adds 160 px copies", () => {
    const t = "https://studio.example.com/creatives/ad-1/3/thumbnail";
    expect(pictureSources(`${t}.png`)).toEqual({
      avif: `${t}.avif`,
      webp: `${t}.webp`,
      fallback: `${t}.png`,
      fallbackType: "image/png",
      avifSet: `${t}-w160.avif 160w, ${t}.avif 320w`,
      webpSet: `${t}-w160.webp 160w, ${t}.webp 320w`,
      fallbackSet: `${t}-w160.png 160w, ${t}.png 320w`,
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

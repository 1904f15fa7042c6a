import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./content-type.js";

describe("contentTypeOf", () => {
  it("types what the studio, creatives and templates ship, text as UTF-8", () => {
    expect(contentTypeOf("index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("assets/index-Ab12.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("ad.vast.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("captions.vtt")).toBe("text/vtt; charset=utf-8");
    expect(contentTypeOf("HERO.PNG")).toBe("image/png");
    expect(contentTypeOf("clip.mp4")).toBe("video/mp4");
    expect(contentTypeOf("inter.woff2")).toBe("font/woff2");
    expect(contentTypeOf("model.glb")).toBe("model/gltf-binary");
  });

  it("answers application/octet-stream for an unknown or missing extension", () => {
    expect(contentTypeOf("data.unknownext")).toBe("application/octet-stream");
    expect(contentTypeOf("README")).toBe("application/octet-stream");
  });
});

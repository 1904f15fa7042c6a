import { describe, expect, it } from "vitest";
import { fileNameSlug, zipBaseName } from "./zip-name";

describe("zip names", () => {
  it("makes a file-name-safe slug, 'ad' when nothing is left", () => {
    expect(fileNameSlug("Lumen Audio: Studio sound!")).toBe("Lumen-Audio-Studio-sound");
    expect(fileNameSlug("  ::  ")).toBe("ad");
  });

  it("keeps the suffix whole and shortens the slug so the zip's name has at most 50 characters", () => {
    const slug = fileNameSlug("Volta EV: The electric SUV, 520 km on a charge and more");
    const base = zipBaseName(slug, "_responsive");
    expect(`${base}.zip`).toBe("Volta-EV-The-electric-SUV-520-km-on_responsive.zip");
    expect(`${base}.zip`.length).toBeLessThanOrEqual(50);
    expect(zipBaseName("Short", "_300x250")).toBe("Short_300x250");
  });
});

import { describe, expect, it } from "vitest";
import { runtimeParts, runtimeScript, STRUCTURE_KINDS } from "./index";

describe("runtime script", () => {
  it("is valid JavaScript that cannot close its script element, for every structure", () => {
    const features = ["vcard", "countdown", "gallery", "cube", "view360", "chat"] as const;
    for (const kind of STRUCTURE_KINDS) {
      const structure = { kind, paging: "story" } as Parameters<typeof runtimeParts>[0];
      const script = runtimeScript(runtimeParts(structure, features));
      expect(() => new Function(script), kind).not.toThrow();
      expect(script.toLowerCase().includes("</script"), kind).toBe(false);
    }
  });

  it("inlines only what the structure and its features need", () => {
    const mini = runtimeScript(runtimeParts({ kind: "canvas", paging: "none", closable: false }, []));
    const roll = runtimeScript(runtimeParts({ kind: "cube", faces: "image", minFaces: 4, maxFaces: 6 }, []));
    expect(mini).not.toContain("cube-box");
    expect(roll).toContain("cube-box");
    expect(
      runtimeScript(runtimeParts({ kind: "canvas", paging: "none", closable: false }, ["gallery"])),
    ).toContain(".slides");
  });
});

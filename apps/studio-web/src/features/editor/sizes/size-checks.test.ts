import { describe, expect, it } from "vitest";
import { checksOfSize } from "./size-checks";

const issue = (path: string, message: string) => ({ code: "c", severity: "warning" as const, path, message });

describe("checksOfSize", () => {
  it("keeps the weight and the issues that name the size, and none of another size's", () => {
    const checks = {
      weights: [
        { size: "sz300x250", initialBytes: 4900, budgetBytes: 153_600, requests: 1 },
        { size: "sz728x90", initialBytes: 5100, budgetBytes: 153_600, requests: 1 },
      ],
      issues: [
        issue("teaser.sz728x90", "The initial load of sz728x90 is 160 KB; IAB LEAN allows 150 KB."),
        issue("layers.story.overrides.sz728x90.fontSize", '"Story" does not fit 728×90 even at 10 px.'),
        issue("layers.story.overrides.sz7280x90.fontSize", "Another size's."),
        issue("teaser.sz300x250", "The base size's."),
        issue("exits.clickTag", "The whole ad's."),
      ],
    };
    const { weight, issues } = checksOfSize(checks, "sz728x90");
    expect(weight?.initialBytes).toBe(5100);
    expect(issues.map((i) => i.message)).toEqual([
      "The initial load of sz728x90 is 160 KB; IAB LEAN allows 150 KB.",
      '"Story" does not fit 728×90 even at 10 px.',
    ]);
  });
});

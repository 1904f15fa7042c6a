// @vitest-environment node
import { describe, expect, it } from "vitest";
// @ts-expect-error – plain .mjs build script without type declarations
import { buildEmbed } from "../scripts/build.mjs";
// @ts-expect-error – plain .mjs size script without type declarations
import { BUDGET_BYTES, gzipSize } from "../scripts/size.mjs";

describe("the embed bundle", () => {
  it("is one IIFE within the 5 KB gzip budget, with no valibot or other core modules", async () => {
    const { code, inputs } = (await buildEmbed({ write: false })) as { code: string; inputs: string[] };
    expect(code.startsWith('"use strict";(()=>{')).toBe(true);
    expect(gzipSize(code)).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(code).not.toMatch(/valibot|~standard/);
    // No third-party requests: the only absolute addresses are built from the script's own origin.
    expect(code).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(inputs.some((i) => i.includes("src/embed.ts"))).toBe(true);
  });
});

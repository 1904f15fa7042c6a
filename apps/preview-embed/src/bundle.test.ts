// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
// @ts-expect-error – plain .mjs build script without type declarations
import { buildEmbed } from "../scripts/build.mjs";

describe("the embed bundle", () => {
  it("is one IIFE whose brotli copy (what browsers get) fits the 5 120 B budget, with no valibot or other core modules", async () => {
    const { code, inputs, br, gz } = (await buildEmbed({ write: false })) as {
      code: string;
      inputs: string[];
      br: Buffer;
      gz: Buffer;
    };
    expect(code.startsWith('"use strict";(()=>{')).toBe(true);
    expect(br.length).toBeLessThanOrEqual(5120);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(gz).toString()).toBe(code);
    expect(code).not.toMatch(/valibot|~standard/);
    // No third-party requests: the only absolute addresses are built from the script's own origin.
    expect(code).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(inputs.some((i) => i.includes("src/embed.ts"))).toBe(true);
  });
});

import { AD_TYPES } from "@adstudio/core";
import { strToU8, zipSync } from "fflate";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Asset } from "../document/assets";
import { AdDocumentSchema } from "../document/document";
import { formatOf } from "../formats/registry";
import { render } from "../render/render";
import { validate } from "../validate/index";
import { sampleDocument } from "./samples";

const png = (n: number): Asset => ({
  hash: n.toString(16).padStart(2, "0").repeat(32),
  type: "image",
  mime: "image/png",
  name: `photo-${n}.png`,
  bytes: 12_000,
  width: 600,
  height: 500,
});
const video: Asset = {
  hash: "ee".repeat(32),
  type: "video",
  mime: "video/mp4",
  name: "test-card.mp4",
  bytes: 22_000,
  width: 640,
  height: 360,
  durationMs: 5000,
  bitrateKbps: 35,
  codec: "avc1.42E01E",
};
const assets = { images: [png(1), png(2), png(3), png(4)], video };
const errors = (issues: { severity: string }[]) => issues.filter((i) => i.severity === "error");

describe("sample documents", () => {
  it.each([...AD_TYPES])("%s: parses, validates, and renders every size", (type) => {
    const doc = sampleDocument(type, assets);
    expect(v.safeParse(AdDocumentSchema, doc).success).toBe(true);
    expect(doc.format).toBe(type);
    expect(doc.exits.clickTag?.url).toMatch(/^https:\/\//);
    expect(errors(validate({ kind: "document", document: doc }, { profile: "iab" }))).toEqual([]);
    for (const size of Object.keys(doc.teaser)) {
      expect(formatOf(type).sizes).toContain(size);
      const html = render(doc, { size, mode: "zip" }).files["index.html"] ?? "";
      expect(html).toContain('<meta name="ad.size"');
    }
  });

  it.each(AD_TYPES.filter((t) => !["vast", "vpaid", "vertical", "4d-roll"].includes(t)))(
    "%s: each display size's zip passes the Google Ads profile",
    (type) => {
      const doc = sampleDocument(type, assets);
      for (const size of Object.keys(doc.teaser)) {
        const result = render(doc, { size, mode: "zip" });
        const files: Record<string, Uint8Array> = {};
        for (const [name, text] of Object.entries(result.files)) files[name] = strToU8(text);
        for (const { path } of result.assets) files[path] = new Uint8Array(2000).fill(9);
        const issues = validate({ kind: "zip", bytes: zipSync(files) }, { profile: "google-ads" });
        expect(errors(issues), `${type} ${size}`).toEqual([]);
      }
    },
  );
});

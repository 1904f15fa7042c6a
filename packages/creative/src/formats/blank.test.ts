import { AD_TYPES } from "@adstudio/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AdDocumentSchema } from "../document/document";
import { MIGRATION_IDS, upgradeDocument } from "../document/migrate";
import { blankDocument, designCanvas } from "./blank";

describe("blankDocument", () => {
  it("parses for every one of the 21 formats", () => {
    expect(AD_TYPES).toHaveLength(21);
    for (const type of AD_TYPES) {
      const result = v.safeParse(AdDocumentSchema, blankDocument(type, "New ad"));
      expect(result.success, `${type}: ${JSON.stringify(result.issues?.[0]?.path)}`).toBe(true);
    }
  });

  it("is born current: every migration listed, so upgrading it runs none", () => {
    const doc = blankDocument("mini", "New ad");
    expect(doc.migrations).toEqual(MIGRATION_IDS);
    expect(upgradeDocument(doc)).toEqual({ ok: true, document: doc, applied: [] });
  });

  it("starts with the format's default sizes and the first as the base", () => {
    const doc = blankDocument("belt", "Belt");
    expect(Object.keys(doc.teaser)).toEqual(["sz970x250", "sz728x90"]);
    expect(doc.baseSize).toBe("sz970x250");
    expect(doc.teaser.sz728x90).toEqual({ width: 728, height: 90 });
  });

  it("places full-screen sizes on a 360×640 phone canvas and video sizes on 640×360", () => {
    expect(designCanvas("responsive")).toEqual({ width: 360, height: 640 });
    expect(designCanvas("vast")).toEqual({ width: 640, height: 360 });
    expect(designCanvas("sz320x50")).toEqual({ width: 320, height: 50 });
  });

  it("starts video ads skippable after 5 s, and other formats without a skip", () => {
    expect(blankDocument("vast", "Spot").stage.skipAfterMs).toBe(5000);
    expect(blankDocument("vpaid", "Spot").stage.skipAfterMs).toBe(5000);
    expect(blankDocument("mini", "Banner").stage.skipAfterMs).toBeUndefined();
  });
});

import { findSampleCreative } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { vastDocumentFor } from "./vast-source";

describe("vastDocumentFor", () => {
  it("plays the VAST document shipped beside a sample TV creative", () => {
    const ctv = SAMPLE_WITH_VAST();
    expect(vastDocumentFor(ctv.path, "https://studio.example")).toBe(ctv.vast);
    expect(vastDocumentFor(`https://studio.example${ctv.path}?x=1`, "https://studio.example")).toBe(ctv.vast);
  });

  it("takes any other address as the VAST document itself", () => {
    expect(vastDocumentFor("/tags/spot.xml", "https://studio.example")).toBe("/tags/spot.xml");
  });
});

function SAMPLE_WITH_VAST() {
  const sample = findSampleCreative("ctv-instream");
  if (!sample?.vast) throw new Error("the sample catalogue has no TV creative with VAST");
  return { path: sample.path, vast: sample.vast };
}

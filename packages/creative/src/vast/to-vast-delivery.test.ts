// @vitest-environment jsdom
import { VASTParser } from "@dailymotion/vast-client";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AdDocument, AdDocumentSchema } from "../document";
import { videoDocument } from "./test-fixtures";
import { toVast } from "./to-vast";

/** What a CTV buyer checks beyond the schema: skip offset, registered id, verification vendors. */

const OPTIONS = {
  baseUrl: "https://studio.example",
  adId: "ad-42",
  version: 3,
  trackerUrl: "https://studio.example/api/vast/track",
};

const withStage = (stage: Partial<AdDocument["stage"]>) => {
  const doc = videoDocument("vast");
  return { ...doc, stage: { ...doc.stage, ...stage } };
};

async function firstCreative(xml: string) {
  const parser = new VASTParser();
  const warnings: string[] = [];
  parser.on("VAST-warning", (warning: { message: string }) => warnings.push(warning.message));
  const response = await parser.parseVAST(new DOMParser().parseFromString(xml, "text/xml"));
  expect(warnings).toEqual([]);
  return response.ads[0];
}

describe("toVast: skip offset", () => {
  it("is skippable after the ad's setting (5 s of a 15.5 s spot)", async () => {
    const ad = await firstCreative(toVast(withStage({ skipAfterMs: 5000 }), OPTIONS));
    expect(ad.creatives[0].skipDelay).toBe(5);
  });

  it("leaves the offset out when it is not before the end (no skip button that never unlocks)", async () => {
    for (const skipAfterMs of [15_500, 20_000]) {
      const xml = toVast(withStage({ skipAfterMs }), OPTIONS);
      expect(xml).toContain("<Linear>");
      expect((await firstCreative(xml)).creatives[0].skipDelay).toBeNull();
    }
  });
});

describe("toVast: UniversalAdId", () => {
  it("names the registry and id entered on the ad", async () => {
    const doc = withStage({ universalAdId: { registry: "ad-id.org", id: "ABCD1234000H" } });
    const ad = await firstCreative(toVast(doc, OPTIONS));
    expect(ad.creatives[0].universalAdIds).toEqual([{ idRegistry: "ad-id.org", value: "ABCD1234000H" }]);
  });

  it("says unknown, in both, for an ad that was not registered", async () => {
    const ad = await firstCreative(toVast(videoDocument("vast"), OPTIONS));
    expect(ad.creatives[0].universalAdIds).toEqual([{ idRegistry: "unknown", value: "unknown" }]);
  });
});

describe("toVast: AdVerifications", () => {
  const vendor = {
    vendor: "verifier.example-omid",
    scriptUrl: "https://verifier.example/omid.js?x=1&y=2",
    parameters: '{"campaign":"spring","placement":"<ctv>"}',
  };

  it("lists each OMID vendor with its script and parameters, after AdTitle", async () => {
    const doc = withStage({
      adVerifications: [vendor, { vendor: "other.example", scriptUrl: "https://o.example/v.js" }],
    });
    const xml = toVast(doc, OPTIONS);
    const ad = await firstCreative(xml);
    expect(ad.adVerifications).toEqual([
      expect.objectContaining({
        vendor: "verifier.example-omid",
        resource: "https://verifier.example/omid.js?x=1&y=2",
        apiFramework: "omid",
        parameters: '{"campaign":"spring","placement":"<ctv>"}',
      }),
      expect.objectContaining({ vendor: "other.example", resource: "https://o.example/v.js" }),
    ]);
    const inline = new DOMParser().parseFromString(xml, "text/xml").getElementsByTagName("InLine")[0];
    const names = Array.from(inline?.children ?? []).map((c) => c.nodeName);
    expect(names.indexOf("AdVerifications")).toBe(names.indexOf("AdTitle") + 1);
    expect(names.indexOf("AdVerifications")).toBeLessThan(names.indexOf("Creatives"));
  });

  it("writes none when the ad names no vendor", () => {
    expect(toVast(videoDocument("vast"), OPTIONS)).not.toContain("AdVerifications");
  });

  it.each([
    [{ ...vendor, scriptUrl: "http://verifier.example/omid.js" }, "Use a full https:// address."],
    [{ ...vendor, vendor: "  " }, "Name the verification vendor."],
    [{ ...vendor, vendor: "v".repeat(121) }, "Use at most 120 characters for the vendor."],
  ])("the document refuses a vendor that cannot be served (%#)", (entry, message) => {
    const result = v.safeParse(AdDocumentSchema, withStage({ adVerifications: [entry] }));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe("toVast: site-relative addresses for storage", () => {
  it('with baseUrl "" names no host: media under /creatives/, pixels under /api/vast/track', () => {
    const xml = toVast(videoDocument("vast"), { ...OPTIONS, baseUrl: "", trackerUrl: "/api/vast/track" });
    expect(xml).not.toMatch(/https?:\/\/studio\.example/);
    expect(xml).toContain(">/creatives/ad-42/3/assets/");
    expect(xml).toContain('<Impression id="adstudio">/api/vast/track?ad=ad-42&amp;v=3&amp;e=impression');
  });

  it("still refuses a site-relative tracker with an absolute base, and a protocol-relative one", () => {
    expect(() => toVast(videoDocument("vast"), { ...OPTIONS, trackerUrl: "/api/vast/track" })).toThrow(
      "trackerUrl must be an absolute http(s) address.",
    );
    expect(() =>
      toVast(videoDocument("vast"), { ...OPTIONS, baseUrl: "", trackerUrl: "//evil.example/t" }),
    ).toThrow("trackerUrl must be an absolute http(s) address.");
  });
});

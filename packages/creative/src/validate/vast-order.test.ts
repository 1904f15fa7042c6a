import { describe, expect, it } from "vitest";
import { videoDocument } from "../vast/test-fixtures";
import { toVast } from "../vast/to-vast";
import { validate } from "./index";

const check = (xml: string) => validate({ kind: "vast", xml }, { profile: "iab" });
const said = (xml: string) => check(xml).map((i) => `${i.code} ${i.path}: ${i.message}`);

/** A player's substitution of the macros a tag carries, as the schema's anyURI wants them. */
const substituted = (xml: string) =>
  xml.replaceAll("[ERRORCODE]", "405").replaceAll("[CACHEBUSTING]", "12345678");

/** A VAST 4.2 InLine in the schema's order, with parts that tests move around. */
function inline(parts: { creative?: string; beforeCreatives?: string; afterCreatives?: string } = {}) {
  const creative =
    parts.creative ??
    `<Linear><Duration>00:00:05.000</Duration><MediaFiles>
      <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">https://cdn.example/a.mp4</MediaFile>
    </MediaFiles><VideoClicks><ClickTracking>https://t.example/c</ClickTracking><ClickThrough>https://shop.example</ClickThrough></VideoClicks></Linear>
    <UniversalAdId idRegistry="ad-id.org">ABCD1234000H</UniversalAdId>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2" xmlns="http://www.iab.com/VAST"><Ad id="a"><InLine>
  <AdSystem>Studio</AdSystem><Impression>https://t.example/i</Impression>
  <AdServingId>a-1</AdServingId><AdTitle>Spot</AdTitle>${parts.beforeCreatives ?? "<Advertiser>Shop</Advertiser>"}
  <Creatives><Creative>${creative}</Creative></Creatives>${parts.afterCreatives ?? "<Description>A spot</Description>"}
</InLine></Ad></VAST>`;
}

describe("validate: VAST 4.2 element order", () => {
  it("passes a tag in the schema's order", () => {
    expect(said(inline())).toEqual([]);
  });

  it("says UniversalAdId must follow Linear", () => {
    const xml = inline({
      creative: `<UniversalAdId idRegistry="unknown">unknown</UniversalAdId>
        <Linear><Duration>00:00:05.000</Duration><MediaFiles>
        <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">https://cdn.example/a.mp4</MediaFile>
        </MediaFiles></Linear>`,
    });
    expect(said(xml)).toEqual([
      "vast-order VAST.Ad[0].InLine.Creatives.Creative[0]: <Linear> must come before <UniversalAdId>: the IAB VAST 4.2 schema orders <Creative> as CompanionAds, CreativeExtensions, Linear, NonLinearAds, UniversalAdId.",
    ]);
  });

  it("says Advertiser must precede Creatives", () => {
    const xml = inline({
      beforeCreatives: "",
      afterCreatives: "<Description>A spot</Description><Advertiser>Shop</Advertiser>",
    });
    expect(said(xml)).toEqual([
      "vast-order VAST.Ad[0].InLine: <Advertiser> must come before <Creatives>: the IAB VAST 4.2 schema orders <InLine> as AdSystem, Error, Extensions, Impression, Pricing, ViewableImpression, AdServingId, AdTitle, AdVerifications, Advertiser, Category, Creatives, Description, Expires, Survey.",
    ]);
  });

  it("says ClickTracking must precede ClickThrough", () => {
    const xml = inline().replace(
      "<ClickTracking>https://t.example/c</ClickTracking><ClickThrough>https://shop.example</ClickThrough>",
      "<ClickThrough>https://shop.example</ClickThrough><ClickTracking>https://t.example/c</ClickTracking>",
    );
    expect(check(xml).map((i) => i.message)).toEqual([
      "<ClickTracking> must come before <ClickThrough>: the IAB VAST 4.2 schema orders <VideoClicks> as ClickTracking, ClickThrough, CustomClick.",
    ]);
  });

  it("checks the order only for VAST 4 (2.0 and 3.0 had other schemas)", () => {
    const xml = inline({ beforeCreatives: "", afterCreatives: "<Advertiser>Shop</Advertiser>" }).replace(
      'version="4.2"',
      'version="3.0"',
    );
    expect(said(xml)).toEqual([]);
  });
});

describe("validate: UniversalAdId", () => {
  it("says a VAST 4 creative without one needs it", () => {
    const xml = inline().replace(/<UniversalAdId[^>]*>[^<]*<\/UniversalAdId>/, "");
    expect(said(xml)).toEqual([
      'vast-universal-ad-id VAST.Ad[0].InLine.Creatives.Creative[0]: A VAST 4 <Creative> needs a <UniversalAdId idRegistry="…">: the id filed with an ad registry (such as ad-id.org), or idRegistry="unknown" and the value unknown when the ad is not registered.',
    ]);
  });

  it("says one without its idRegistry needs it", () => {
    const xml = inline().replace(' idRegistry="ad-id.org"', "");
    expect(check(xml).map((i) => i.code)).toEqual(["vast-universal-ad-id"]);
  });

  it("says a made-up registry is not an ad registry", () => {
    const xml = inline().replace('idRegistry="ad-id.org"', 'idRegistry="my-agency-ids"');
    expect(said(xml)).toEqual([
      'vast-universal-ad-id VAST.Ad[0].InLine.Creatives.Creative[0]: idRegistry "my-agency-ids" is not an ad registry: name the one the id is filed with (ad-id.org, arpp.org), or use "unknown" in both when the ad is not registered.',
    ]);
  });

  it.each(["ad-id.org", "arpp.org", "unknown", "Ad-ID.org"])("accepts the registry %s", (registry) => {
    const xml = inline().replace('idRegistry="ad-id.org"', `idRegistry="${registry}"`);
    expect(said(xml)).toEqual([]);
  });
});

describe("validate: the engine's tags", () => {
  it("toVast's tag passes after the player's macro substitution, with vendors and a registered id", () => {
    const doc = videoDocument("vpaid");
    const tagged = {
      ...doc,
      stage: {
        ...doc.stage,
        universalAdId: { registry: "ad-id.org", id: "ABCD1234000H" },
        adVerifications: [
          { vendor: "v.example-omid", scriptUrl: "https://v.example/o.js", parameters: "k=1" },
        ],
      },
    };
    const xml = toVast(tagged, {
      baseUrl: "https://studio.example",
      adId: "ad-42",
      version: 3,
      trackerUrl: "https://studio.example/api/vast/track",
    });
    expect(said(substituted(xml))).toEqual([]);
    expect(
      said(
        substituted(toVast(videoDocument("vast"), { baseUrl: "https://s.example", adId: "a", version: 1 })),
      ),
    ).toEqual([]);
  });
});

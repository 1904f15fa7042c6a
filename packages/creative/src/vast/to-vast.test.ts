// @vitest-environment jsdom
import { VASTParser } from "@dailymotion/vast-client";
import { describe, expect, it } from "vitest";
import { VIDEO_HASH as HASH, videoDocument } from "./test-fixtures";
import { servedVastTag, toVast, VastBuildError } from "./to-vast";
import { parseVast } from "./vast-parser";

const MEDIA = "https://studio.example/creatives/ad-42/3/assets/abababababababababab.mp4";
const TRACKER = "https://studio.example/api/vast/track";
const pixel = (event: string) =>
  `${TRACKER}?ad=ad-42&v=3&e=${event}&creative=ad-42&event=${event}&imp=adstudio-unserved&cb=[CACHEBUSTING]`;
const OPTIONS = { baseUrl: "https://studio.example/", adId: "ad-42", version: 3, trackerUrl: TRACKER };

/** Parses with @dailymotion/vast-client, collecting its VAST-warning events (missing required parts). */
async function parseWithVastClient(xml: string) {
  const parser = new VASTParser();
  const warnings: string[] = [];
  parser.on("VAST-warning", (warning: { message: string }) => warnings.push(warning.message));
  const response = await parser.parseVAST(new DOMParser().parseFromString(xml, "text/xml"));
  return { response, warnings };
}

function childNames(xml: string, parent: string): string[] {
  const element = new DOMParser().parseFromString(xml, "text/xml").getElementsByTagName(parent)[0];
  return Array.from(element?.children ?? []).map((child) => child.nodeName);
}

describe("toVast: a vast document", () => {
  const xml = toVast(videoDocument("vast"), OPTIONS);

  it("parses with @dailymotion/vast-client without warnings, with media, duration, skip and click", async () => {
    const { response, warnings } = await parseWithVastClient(xml);
    expect(warnings).toEqual([]);
    expect(response.version).toBe("4.2");
    const [ad] = response.ads;
    expect(ad.id).toBe("ad-42");
    expect(ad.title).toBe("Spring sale spot");
    expect(ad.adServingId).toBe("ad-42-3");
    expect(ad.impressionURLTemplates).toEqual([{ id: "adstudio", url: pixel("impression") }]);
    expect(ad.errorURLTemplates).toEqual([`${pixel("error").replace("&imp=", "&code=[ERRORCODE]&imp=")}`]);
    const [creative] = ad.creatives;
    expect(creative.type).toBe("linear");
    expect(creative.universalAdIds).toEqual([{ idRegistry: "unknown", value: "unknown" }]);
    expect(creative.duration).toBe(15.5);
    expect(creative.skipDelay).toBe(5);
    expect(creative.mediaFiles).toHaveLength(1);
    expect(creative.mediaFiles[0]).toMatchObject({
      fileURL: MEDIA,
      deliveryType: "progressive",
      mimeType: "video/mp4",
      width: 1280,
      height: 720,
      bitrate: 1200,
      codec: "avc1.64001F",
      fileSize: 2_400_000,
    });
    expect(creative.videoClickThroughURLTemplate.url).toBe("https://shop.example/spring?utm=vast&x=1");
    expect(creative.videoClickTrackingURLTemplates).toEqual([{ id: null, url: pixel("click") }]);
    expect(creative.interactiveCreativeFile).toBeNull();
  });

  it("asks for the ten linear tracking events, each addressed to the tracker", async () => {
    const { response } = await parseWithVastClient(xml);
    const events = response.ads[0].creatives[0].trackingEvents;
    const expected = [
      "start",
      "firstQuartile",
      "midpoint",
      "thirdQuartile",
      "complete",
      "mute",
      "unmute",
      "pause",
      "resume",
      "skip",
    ];
    expect(Object.keys(events).sort()).toEqual([...expected].sort());
    for (const event of expected) expect(events[event]).toEqual([pixel(event)]);
  });

  it("reads back with our own parser", () => {
    const result = parseVast(xml);
    if (!result.ok) throw new Error(result.error);
    expect(result.ad.title).toBe("Spring sale spot");
    expect(result.ad.duration).toBe(15.5);
    expect(result.ad.mediaFiles).toEqual([
      { url: MEDIA, type: "video/mp4", width: 1280, height: 720, delivery: "progressive", bitrate: 1200 },
    ]);
    expect(result.ad.clickThrough).toBe("https://shop.example/spring?utm=vast&x=1");
    expect(result.ad.clickTracking).toEqual([pixel("click")]);
    expect(result.ad.impressions).toEqual([pixel("impression")]);
    expect(result.ad.tracking.firstQuartile).toEqual([pixel("firstQuartile")]);
    expect(result.ad.tracking.unmute).toEqual([pixel("unmute")]);
    expect(result.ad.errors[0]).toContain("&code=[ERRORCODE]");
  });

  it("writes elements in the order of the IAB VAST 4.2 schema", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.2"')).toBe(true);
    expect(childNames(xml, "InLine")).toEqual([
      "AdSystem",
      "Error",
      "Impression",
      "AdServingId",
      "AdTitle",
      "Creatives",
    ]);
    expect(childNames(xml, "Creative")).toEqual(["Linear", "UniversalAdId"]);
    expect(childNames(xml, "Linear")).toEqual(["TrackingEvents", "Duration", "MediaFiles", "VideoClicks"]);
    expect(childNames(xml, "VideoClicks")).toEqual(["ClickTracking", "ClickThrough"]);
    expect(xml).toContain('<Linear skipoffset="00:00:05.000">');
    expect(xml).toContain("<Duration>00:00:15.500</Duration>");
  });
});

it("the warning check is live: vast-client flags an InLine without AdServingId", async () => {
  const xml = toVast(videoDocument("vast"), OPTIONS).replace(/<AdServingId>.*<\/AdServingId>/, "");
  const { warnings } = await parseWithVastClient(xml);
  expect(warnings).toEqual(["Element 'InLine' missing required sub element(s) 'AdServingId' "]);
});

describe("servedVastTag: the tag one fetch gets", () => {
  const written = toVast(videoDocument("vast"), OPTIONS);
  const IMP = "AbCdEfGhIjKlMnOpQrSt_-";

  it("gives every pixel the fetch's impression id and still parses without warnings", async () => {
    const { response, warnings } = await parseWithVastClient(servedVastTag(written, IMP));
    expect(warnings).toEqual([]);
    const served = (event: string) => pixel(event).replace("imp=adstudio-unserved", `imp=${IMP}`);
    const [ad] = response.ads;
    expect(ad.impressionURLTemplates).toEqual([{ id: "adstudio", url: served("impression") }]);
    expect(ad.errorURLTemplates).toEqual([served("error").replace("&imp=", "&code=[ERRORCODE]&imp=")]);
    const [creative] = ad.creatives;
    expect(creative.trackingEvents.complete).toEqual([served("complete")]);
    expect(creative.videoClickTrackingURLTemplates).toEqual([{ id: null, url: served("click") }]);
    expect(servedVastTag(written, IMP)).not.toContain("adstudio-unserved");
  });

  it("names the served ad by its own AdServingId: the ad, its version and the fetch's id", async () => {
    const { response } = await parseWithVastClient(servedVastTag(written, IMP));
    expect(response.ads[0].adServingId).toBe(`ad-42-3-${IMP}`);
    expect(written).toContain("<AdServingId>ad-42-3</AdServingId>");
  });

  it("marks a preview's pixels with pv=1 and leaves the landing page alone", async () => {
    const doc = videoDocument("vast", {
      exits: { clickTag: { url: "https://shop.example/?imp=adstudio-unserved&x=1", label: "Shop" } },
    });
    const xml = servedVastTag(toVast(doc, OPTIONS), IMP, { preview: true });
    const { response, warnings } = await parseWithVastClient(xml);
    expect(warnings).toEqual([]);
    expect(response.ads[0].impressionURLTemplates[0].url).toBe(
      `${TRACKER}?ad=ad-42&v=3&e=impression&creative=ad-42&event=impression&imp=${IMP}&pv=1&cb=[CACHEBUSTING]`,
    );
    expect(response.ads[0].creatives[0].videoClickThroughURLTemplate.url).toBe(
      "https://shop.example/?imp=adstudio-unserved&x=1",
    );
  });

  it("refuses an id that is not a served one", () => {
    expect(() => servedVastTag(written, "a&b")).toThrow(
      new VastBuildError('"a&b" is not a served impression id.'),
    );
  });
});

describe("toVast: a vpaid document", () => {
  it("adds the rendered overlay as a SIMID InteractiveCreativeFile after the media file", async () => {
    const xml = toVast(videoDocument("vpaid"), OPTIONS);
    const { response, warnings } = await parseWithVastClient(xml);
    expect(warnings).toEqual([]);
    const [creative] = response.ads[0].creatives;
    expect(creative.mediaFiles[0].fileURL).toBe(MEDIA);
    expect(creative.interactiveCreativeFile).toEqual({
      type: "text/html",
      apiFramework: "SIMID",
      variableDuration: false,
      fileURL: "https://studio.example/creatives/ad-42/3/index.html",
    });
    expect(childNames(xml, "MediaFiles")).toEqual(["MediaFile", "InteractiveCreativeFile"]);
    const ours = parseVast(xml);
    expect(ours.ok && ours.ad.mediaFiles.map((file) => file.url)).toEqual([MEDIA]);
  });
});

describe("toVast: text and options", () => {
  it("escapes names and addresses so the document stays well-formed", async () => {
    const doc = videoDocument("vast", { name: `Tom & Jerry's <"best"> \u0007cut` });
    const xml = toVast(doc, { ...OPTIONS, trackerUrl: "https://t.example/p?src=vast&k=1" });
    expect(xml).toContain("<AdTitle>Tom &amp; Jerry&apos;s &lt;&quot;best&quot;&gt; cut</AdTitle>");
    const { response, warnings } = await parseWithVastClient(xml);
    expect(warnings).toEqual([]);
    expect(response.ads[0].title).toBe(`Tom & Jerry's <"best"> cut`);
    expect(response.ads[0].creatives[0].trackingEvents.start).toEqual([
      "https://t.example/p?src=vast&k=1&ad=ad-42&v=3&e=start&creative=ad-42&event=start&imp=adstudio-unserved&cb=[CACHEBUSTING]",
    ]);
  });

  it("without a tracker carries no pixels but still parses (Impression about:blank)", async () => {
    const doc = videoDocument("vast", { stage: { background: "#000000" }, exits: {} });
    const xml = toVast(doc, { baseUrl: "https://studio.example", adId: "ad-42", version: "3" });
    const { response, warnings } = await parseWithVastClient(xml);
    expect(warnings).toEqual([]);
    const [ad] = response.ads;
    expect(ad.impressionURLTemplates).toEqual([{ id: "adstudio", url: "about:blank" }]);
    expect(ad.errorURLTemplates).toEqual([]);
    expect(ad.creatives[0].trackingEvents).toEqual({});
    expect(ad.creatives[0].skipDelay).toBeNull();
    expect(childNames(xml, "Linear")).toEqual(["Duration", "MediaFiles"]);
  });

  it.each([
    [
      videoDocument("vast", { format: "vertical" }),
      OPTIONS,
      "VAST is made for the vast and vpaid formats, not vertical.",
    ],
    [videoDocument("vast", { layers: {} }), OPTIONS, "The ad has no video layer."],
    [
      videoDocument("vast"),
      { ...OPTIONS, baseUrl: "/creatives" },
      "baseUrl must be an absolute http(s) address.",
    ],
    [
      videoDocument("vast"),
      { ...OPTIONS, trackerUrl: "//t.example" },
      "trackerUrl must be an absolute http(s) address.",
    ],
    [videoDocument("vast"), { ...OPTIONS, adId: "../etc" }, '"../etc" is not an ad id.'],
  ])("refuses what cannot make a playable tag (%#)", (doc, options, message) => {
    expect(() => toVast(doc, options)).toThrow(new VastBuildError(message));
  });

  it("refuses a video without a measured duration", () => {
    const doc = videoDocument("vast");
    const { durationMs: _, ...unmeasured } = doc.assets[HASH] as NonNullable<(typeof doc.assets)[string]>;
    expect(() => toVast({ ...doc, assets: { [HASH]: unmeasured } }, OPTIONS)).toThrow(
      'The video "spot.mp4" has no measured size or duration: upload it again.',
    );
  });
});

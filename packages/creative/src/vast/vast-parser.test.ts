// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { INLINE_VAST, WRAPPER_VAST } from "./test-fixtures";
import { mergeWrapper, parseVast, parseVastTime, pickMediaFile } from "./vast-parser";

function parsed(xml: string) {
  const result = parseVast(xml);
  if (!result.ok) throw new Error(result.error);
  return result.ad;
}

describe("parseVast", () => {
  it("reads the linear creative of an inline ad", () => {
    const ad = parsed(INLINE_VAST);
    expect(ad.title).toBe("Sample CTV spot");
    expect(ad.duration).toBe(20);
    expect(ad.impressions).toEqual(["https://track.example/imp?cb=[CACHEBUSTING]"]);
    expect(ad.errors).toEqual(["https://track.example/error?code=[ERRORCODE]"]);
    expect(ad.tracking.start).toEqual(["https://track.example/start"]);
    expect(ad.tracking.firstQuartile).toEqual(["https://track.example/q1"]);
    expect(ad.tracking.midpoint).toEqual(["https://track.example/mid"]);
    expect(ad.tracking.thirdQuartile).toEqual(["https://track.example/q3"]);
    expect(ad.tracking.complete).toEqual(["https://track.example/complete"]);
    expect(ad.tracking.pause).toEqual(["/track/pause"]);
    expect(ad.clickThrough).toBe("https://advertiser.example/landing");
    expect(ad.clickTracking).toEqual(["https://track.example/click"]);
    expect(ad.mediaFiles).toHaveLength(3);
    expect(ad.mediaFiles[1]).toEqual({
      url: "/creatives/samples/ctv/spot.webm",
      type: "video/webm",
      width: 640,
      height: 360,
      delivery: "progressive",
      bitrate: 0,
    });
    expect(ad.wrapperUri).toBeNull();
  });

  it("drops script and data addresses from tracking", () => {
    expect(parsed(INLINE_VAST).tracking.mute).toEqual([]);
  });

  it("refuses a click-through that is not a web address", () => {
    const xml = INLINE_VAST.replace("https://advertiser.example/landing", "javascript:alert(1)");
    expect(parsed(xml).clickThrough).toBeNull();
  });

  it("reads a wrapper's ad tag address and tracking", () => {
    const ad = parsed(WRAPPER_VAST);
    expect(ad.wrapperUri).toBe("/creatives/samples/ctv/vast.xml");
    expect(ad.impressions).toEqual(["https://network.example/imp"]);
    expect(ad.tracking.start).toEqual(["https://network.example/start"]);
    expect(ad.mediaFiles).toEqual([]);
  });

  it.each([
    ["not xml at all <", "Malformed VAST XML"],
    ["<html><body>creative</body></html>", "Not a VAST document"],
    ['<VAST version="4.0"></VAST>', "The VAST document has no ad"],
    [
      '<VAST version="4.0"><Ad><InLine><AdTitle>x</AdTitle></InLine></Ad></VAST>',
      "The ad has no linear creative",
    ],
  ])("answers an error for %s", (xml, error) => {
    expect(parseVast(xml)).toEqual({ ok: false, error });
  });
});

describe("mergeWrapper", () => {
  it("adds the wrapper's impressions, tracking and click tracking before the inline ones", () => {
    const ad = mergeWrapper(parsed(WRAPPER_VAST), parsed(INLINE_VAST));
    expect(ad.impressions).toEqual([
      "https://network.example/imp",
      "https://track.example/imp?cb=[CACHEBUSTING]",
    ]);
    expect(ad.tracking.start).toEqual(["https://network.example/start", "https://track.example/start"]);
    expect(ad.clickTracking).toEqual(["https://network.example/click", "https://track.example/click"]);
    expect(ad.mediaFiles).toHaveLength(3);
  });
});

describe("pickMediaFile", () => {
  const files = parsed(INLINE_VAST).mediaFiles;

  it("takes a progressive file the browser plays, closest to the player width", () => {
    expect(pickMediaFile(files, () => true, 640)?.url).toBe("/creatives/samples/ctv/spot.webm");
    expect(pickMediaFile(files, (type) => type === "video/mp4", 640)?.url).toBe(
      "/creatives/samples/ctv/spot-720.mp4",
    );
  });

  it("answers null when nothing can be played", () => {
    expect(pickMediaFile(files, () => false)).toBeNull();
  });
});

describe("parseVastTime", () => {
  it("reads HH:MM:SS with optional milliseconds", () => {
    expect(parseVastTime("00:01:05")).toBe(65);
    expect(parseVastTime("01:00:00.500")).toBe(3600.5);
    expect(parseVastTime("5 seconds")).toBeNull();
  });
});

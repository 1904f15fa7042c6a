// Runs in plain Node (no jsdom): what the server and the CLI can use without a browser.
import { describe, expect, it } from "vitest";
import { INLINE_VAST } from "./test-fixtures";
import { parseVast, type VastAd } from "./vast-parser";
import { createVastTracker } from "./vast-tracker";

describe("the VAST module in Node", () => {
  it("has no DOM here, so the test is meaningful", () => {
    expect(typeof DOMParser).toBe("undefined");
  });

  it("parseVast asks for a DOMParser instead of failing obscurely", () => {
    expect(() => parseVast(INLINE_VAST)).toThrow(
      "parseVast needs a DOMParser: this environment has none, so pass one.",
    );
  });

  it("the tracker runs with a beacon of the caller's choosing", () => {
    const sent: string[] = [];
    const none: string[] = [];
    const ad: VastAd = {
      title: "Spot",
      duration: 6,
      mediaFiles: [],
      impressions: ["https://t.example/imp"],
      errors: [],
      tracking: {
        start: ["https://t.example/start"],
        firstQuartile: none,
        midpoint: none,
        thirdQuartile: none,
        complete: none,
        pause: none,
        resume: none,
        mute: none,
        unmute: none,
      },
      clickThrough: null,
      clickTracking: [],
      wrapperUri: null,
    };
    const tracker = createVastTracker(ad, (url) => sent.push(url));
    tracker.started();
    expect(sent).toEqual(["https://t.example/imp", "https://t.example/start"]);
  });
});

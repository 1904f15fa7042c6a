// Runs in plain Node (no jsdom): what the server and the CLI can use without a browser.
import { describe, expect, it } from "vitest";
import { INLINE_VAST } from "./test-fixtures";
import { toVast } from "./to-vast";
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

  it("toVast writes a tag without any browser API", () => {
    const hash = "cd".repeat(32);
    const xml = toVast(
      {
        version: 2,
        format: "vast",
        name: "Node spot",
        baseSize: "vast",
        teaser: { vast: { width: 640, height: 360 } },
        stage: { background: "#000000" },
        pages: [{ id: "main", name: "Main" }],
        layers: {
          spot: {
            id: "spot",
            name: "Spot",
            page: "main",
            parent: null,
            order: "a0",
            content: {
              kind: "video",
              asset: hash,
              autoplay: true,
              muted: true,
              loop: false,
              controls: false,
              alt: "",
            },
            props: {},
            overrides: {},
            animations: [],
            actions: [],
            hidden: false,
            locked: false,
          },
        },
        exits: {},
        features: [],
        assets: {
          [hash]: {
            hash,
            type: "video",
            mime: "video/webm",
            name: "s.webm",
            bytes: 1000,
            width: 640,
            height: 360,
            durationMs: 6000,
          },
        },
      },
      { baseUrl: "https://studio.example", adId: "a1", version: 1 },
    );
    expect(xml).toContain(
      '<MediaFile delivery="progressive" type="video/webm" width="640" height="360" fileSize="1000">https://studio.example/creatives/a1/1/assets/cdcdcdcdcdcdcdcdcdcd.webm</MediaFile>',
    );
    expect(xml).toContain("<Duration>00:00:06.000</Duration>");
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

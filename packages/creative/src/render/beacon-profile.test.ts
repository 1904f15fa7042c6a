import { AD_TYPES } from "@adstudio/core";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { blankDocument } from "../formats/blank";
import { sampleDocument } from "../samples/samples";
import { TEST_SAMPLE_ASSETS, TEST_VIDEO } from "../samples/test-assets";
import { documentOf, IMAGE, IMAGE2, layer, structureDocuments } from "./__fixtures__/documents";
import { beaconProfile } from "./beacon-profile";
import { render } from "./render";

const sample = (type: (typeof AD_TYPES)[number]) => sampleDocument(type, TEST_SAMPLE_ASSETS);

/** The runtime config render writes into a hosted page (what the runtime reads its names from). */
function hostedConfig(doc: ReturnType<typeof sample>, size: string) {
  const html = render(doc, { size, mode: "hosted", trackerUrl: "https://studio.example/api/tracker/event" })
    .files["index.html"] as string;
  const script = DomUtils.findAll((el) => el.attribs.id === "ad-config", parseDocument(html).children)[0];
  return JSON.parse(DomUtils.textContent(script!)) as {
    exits: Record<string, string>;
    actions: { layer: string; on: { type: string } }[];
    pages: { id: string }[];
  };
}

const BASE = ["impression", "viewable", "engagement", "pageView", "dwell"];
const VIDEO = [
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "pause",
  "resume",
  "mute",
  "unmute",
];

describe("beaconProfile: what a published creative can report", () => {
  it.each(AD_TYPES.filter((t) => t !== "image-generator"))(
    "%s: the exits, layers, actions and pages are those render hands the runtime",
    (type) => {
      const doc = sample(type);
      const profile = beaconProfile(doc);
      expect(profile.sizes).toEqual(Object.keys(doc.teaser));
      for (const size of profile.sizes) {
        const config = hostedConfig(doc, size);
        expect(profile.exits).toEqual(Object.keys(config.exits));
        expect(profile.pages).toEqual(config.pages.map((p) => p.id));
        // tracking.ts reports every action but timers and videoEnd, as {layer, action: on.type}.
        const reported: Record<string, string[]> = {};
        for (const a of config.actions) {
          if (a.on.type === "timer" || a.on.type === "videoEnd") continue;
          const types = reported[a.layer] ?? [];
          if (!types.includes(a.on.type)) types.push(a.on.type);
          reported[a.layer] = types;
        }
        expect(profile.interactions).toEqual(reported);
      }
    },
  );

  it("a banner (mini) sends the display events, its click tag and its layer's click", () => {
    expect(beaconProfile(sample("mini"))).toEqual({
      sizes: ["sz300x250"],
      events: [...BASE, "click", "interaction"],
      exits: ["clickTag"],
      interactions: { hero: ["click"] },
      pages: ["page1"],
      scenes: [],
    });
  });

  it("video players send their progress and controls; a skippable VAST ad also skip, vertical never", () => {
    expect(beaconProfile(sample("vast")).events).toEqual([...BASE, "click", ...VIDEO, "skip"]);
    expect(beaconProfile(sample("vertical")).events).toEqual([...BASE, "click", ...VIDEO]);
    const unskippable = sample("vast");
    delete unskippable.stage.skipAfterMs;
    expect(beaconProfile(unskippable).events).toEqual([...BASE, "click", ...VIDEO]);
  });

  it("a video format without a video layer, and a display format with one, send no video events", () => {
    expect(beaconProfile(blankDocument("vast", "Empty")).events).toEqual(BASE);
    const banner = sample("mini");
    banner.layers.spot = layer("spot", {
      kind: "video",
      asset: TEST_VIDEO.hash,
      autoplay: true,
      muted: true,
      loop: false,
      controls: true,
      alt: "A pour",
    });
    banner.layers.spot.page = "page1";
    expect(beaconProfile(banner).events).toEqual([...BASE, "click", "interaction"]);
  });

  it("only the expanding canvas sends playerExpand/playerCollapse, only ai-tracker its camera", () => {
    expect(beaconProfile(sample("ace-desktop")).events).toEqual([
      ...BASE,
      "click",
      "interaction",
      "playerExpand",
      "playerCollapse",
    ]);
    // The XR phone page's events (issue 35) besides the in-ad camera.
    expect(beaconProfile(sample("ai-tracker")).events).toEqual([
      ...BASE,
      "click",
      "camera",
      "cameraGranted",
      "cameraRefused",
      "targetFound",
      "targetLost",
      "targetDwell",
    ]);
    for (const type of AD_TYPES.filter((t) => !["ace-desktop", "ace-mobile"].includes(t)))
      expect(beaconProfile(sample(type)).events).not.toContain("playerExpand");
    for (const type of AD_TYPES.filter((t) => t !== "ai-tracker"))
      expect(beaconProfile(sample(type)).events).not.toContain("camera");
  });

  it("a cube's faces and a gallery's slides are its scenes", () => {
    const cube = beaconProfile(sample("3d-roll"));
    expect(cube.events).toEqual([...BASE, "click", "sceneView"]);
    expect(cube.scenes).toEqual(["face-1", "face-2", "face-3", "face-4"]);
    const gallery = documentOf("rich-media", {
      features: [
        {
          id: "shots",
          type: "gallery",
          autoplayMs: 0,
          slides: [
            { asset: IMAGE, alt: "One" },
            { asset: IMAGE2, alt: "Two" },
            { asset: IMAGE, alt: "Three" },
          ],
        },
      ],
      layers: { feat: layer("feat", { kind: "feature", feature: "shots" }) },
    });
    expect(beaconProfile(gallery).scenes).toEqual(["slide-1", "slide-2", "slide-3"]);
    expect(beaconProfile(structureDocuments().view360!).events).not.toContain("sceneView");
  });

  it("a still (image-generator) sends only its impression and a click through its first click tag", () => {
    const doc = sample("image-generator");
    doc.exits.clickTag2 = { url: "https://example.com/two", label: "Two" };
    expect(beaconProfile(doc)).toEqual({
      sizes: ["sz300x250", "sz728x90", "sz320x50", "sz300x600"],
      events: ["impression", "click"],
      exits: ["clickTag"],
      interactions: {},
      pages: [],
      scenes: [],
    });
  });

  it("leaves out layers render never draws, timed actions and videoEnd", () => {
    const doc = documentOf("mini", {
      layers: {
        shown: layer(
          "shown",
          { kind: "text", text: "Hi" },
          {
            actions: [
              { on: { type: "hover" }, do: { type: "showLayer", layer: "shown" } },
              { on: { type: "swipe", direction: "left" }, do: { type: "exit", exit: "clickTag" } },
              { on: { type: "timer", afterMs: 500 }, do: { type: "goToPage", page: "p1" } },
            ],
          },
        ),
        // On a page the ad does not have, and inside a layer that is not a container: never drawn.
        lost: layer(
          "lost",
          { kind: "text", text: "Lost" },
          {
            page: "nowhere",
            actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
          },
        ),
        inside: layer(
          "inside",
          { kind: "text", text: "Inside" },
          {
            parent: "shown",
            actions: [{ on: { type: "tap" }, do: { type: "exit", exit: "clickTag" } }],
          },
        ),
        ended: layer(
          "ended",
          { kind: "text", text: "End" },
          {
            actions: [{ on: { type: "videoEnd", layer: "shown" }, do: { type: "exit", exit: "clickTag" } }],
          },
        ),
      },
    });
    expect(beaconProfile(doc).interactions).toEqual({ shown: ["hover", "swipe"] });
  });
});

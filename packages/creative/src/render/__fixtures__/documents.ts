import type { AdType } from "@adstudio/core";
import type { Asset } from "../../document/assets";
import type { AdDocument } from "../../document/document";
import type { Feature } from "../../document/features";
import type { Layer } from "../../document/layer";

/** Test documents for render: small, schema-valid, one per structure (the real samples are lane S's). */
export const IMAGE = "a1".repeat(32);
export const IMAGE2 = "b2".repeat(32);
export const VIDEO = "c3".repeat(32);
export const FONT = "d4".repeat(32);

const asset = (hash: string, type: Asset["type"], mime: string, name: string): Asset => ({
  hash,
  type,
  mime,
  name,
  bytes: 1000,
  ...(type === "font" ? {} : { width: 300, height: 250 }),
});

export const ASSETS: Record<string, Asset> = {
  [IMAGE]: asset(IMAGE, "image", "image/png", "cup.png"),
  [IMAGE2]: asset(IMAGE2, "image", "image/jpeg", "bean.jpg"),
  [VIDEO]: asset(VIDEO, "video", "video/mp4", "spot.mp4"),
  [FONT]: asset(FONT, "font", "font/woff2", "brand.woff2"),
};

export function layer(id: string, content: Layer["content"], extra: Partial<Layer> = {}): Layer {
  return {
    id,
    name: id,
    page: "p1",
    parent: null,
    order: "a0",
    content,
    props: { posleft: 10, postop: 20, width: 100, height: 50 },
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
    ...extra,
  };
}

export function documentOf(format: AdType, parts: Partial<AdDocument> = {}): AdDocument {
  return {
    version: 2,
    format,
    name: "Morning Roast",
    baseSize: "sz300x250",
    teaser: { sz300x250: { width: 300, height: 250 } },
    stage: { background: "#ffffff" },
    pages: [{ id: "p1", name: "First" }],
    layers: {},
    exits: { clickTag: { url: "https://example.com/roast", label: "Shop" } },
    features: [],
    assets: ASSETS,
    ...parts,
  };
}

const featureLayer = (feature: string) =>
  layer("feat", { kind: "feature", feature }, { props: { width: 300, height: 250 } });

/** One document per structure kind, with what that structure needs. */
export function structureDocuments(): Record<string, AdDocument> {
  const withFeature = (format: AdType, feature: Feature, parts: Partial<AdDocument> = {}) =>
    documentOf(format, { features: [feature], layers: { feat: featureLayer(feature.id) }, ...parts });
  const video = layer("spot", {
    kind: "video",
    asset: VIDEO,
    autoplay: true,
    muted: true,
    loop: false,
    controls: false,
    alt: "A pour of coffee",
  });
  const faces = [IMAGE, IMAGE2, IMAGE, IMAGE2].map((hash, i) => ({
    asset: hash,
    alt: `Face ${i + 1}`,
    video: false,
    ...(i === 0 ? { exit: "clickTag" } : {}),
  }));
  const full = { responsive: { width: 360, height: 640 } };
  return {
    canvas: documentOf("mini", {
      layers: { cta: layer("cta", { kind: "link", exit: "clickTag", label: "Order now" }) },
    }),
    story: documentOf("story", {
      baseSize: "responsive",
      teaser: full,
      pages: [
        { id: "p1", name: "One", durationMs: 4000 },
        { id: "p2", name: "Two" },
      ],
    }),
    cube: withFeature("3d-roll", { id: "roll", type: "cube", axis: "y", faces, autoRotateMs: 3000 }),
    view360: withFeature("3d-xplore", {
      id: "turn",
      type: "view360",
      frames: [IMAGE, IMAGE2],
      alt: "A kettle",
    }),
    chat: withFeature("richbot", {
      id: "bot",
      type: "chat",
      botName: "Barista",
      start: "hello",
      steps: [
        { id: "hello", bot: "Coffee or tea?", replies: [{ label: "Coffee", next: "shop" }] },
        { id: "shop", bot: "Great choice.", replies: [{ label: "Shop beans", exit: "clickTag" }] },
      ],
    }),
    sticky: documentOf("sticker", {
      baseSize: "sz320x50",
      teaser: { sz320x50: { width: 320, height: 50 } },
      stage: { background: "#ffffff", stickyCorner: "bottom-left" },
    }),
    "scroll-reveal": documentOf("scrolling-window"),
    expanding: documentOf("ace-desktop", {
      baseSize: "sz970x250",
      teaser: { sz970x250: { width: 970, height: 250 } },
      stage: { background: "#ffffff", expandedSize: { width: 970, height: 500 } },
      pages: [
        { id: "p1", name: "Collapsed" },
        { id: "p2", name: "Expanded" },
      ],
    }),
    "vertical-video": documentOf("vertical", {
      baseSize: "responsive",
      teaser: full,
      stage: { background: "#000000", callToAction: { label: "Shop now", exit: "clickTag" } },
      layers: { spot: video },
    }),
    "vast-linear": documentOf("vast", {
      baseSize: "vast",
      teaser: { vast: { width: 640, height: 360 } },
      stage: { background: "#000000", skipAfterMs: 5000 },
      layers: { spot: video },
    }),
    "vast-interactive": documentOf("vpaid", {
      baseSize: "vast",
      teaser: { vast: { width: 640, height: 360 } },
      stage: { background: "#000000" },
      layers: { spot: video },
    }),
    "multi-size-static": documentOf("image-generator", {
      layers: { pic: layer("pic", { kind: "image", asset: IMAGE, alt: "A cup" }) },
    }),
    "qr-camera": documentOf("ai-tracker", {
      baseSize: "mobile",
      teaser: { mobile: { width: 360, height: 640 } },
      layers: { poster: layer("poster", { kind: "image", asset: IMAGE, alt: "The poster" }) },
    }),
  };
}

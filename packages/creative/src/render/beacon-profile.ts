import { isAdType } from "@adstudio/core";
import type { AdDocument } from "../document/document";
import type { Layer } from "../document/layer";
import { FORMATS } from "../formats/registry";
import type { StructureKind } from "../formats/types";
import { VAST_TRACKED_EVENTS } from "../vast/vast-parser";
import { layerTree } from "./layers";

/**
 * Every beacon a document's published creative can send, read from the same places render builds the
 * runtime's config from, so the tracker can refuse anything else: a beacon naming a size, layer, action,
 * exit or page the creative does not have, or an event its format never sends, did not come from it.
 */
export interface BeaconProfile {
  /** The sizes (teaser keys) the creative is published in: each size's tracker address names its own. */
  sizes: string[];
  /** The events the creative's runtime sends (`impression`, `click`, `start` …). */
  events: string[];
  /** The exits a click reports (`api.exit(name)`): the document's click tags. */
  exits: string[];
  /** Layer id → the action types its interactions report (`click`, `tap`, `hover`, `swipe`). */
  interactions: Record<string, string[]>;
  /** The page ids a `pageView` reports. */
  pages: string[];
  /** The scenes a `sceneView` reports: `face-1` … of a cube, `slide-1` … of a gallery. */
  scenes: string[];
}

/**
 * The structures whose stage is a video player: videoRuntime reports the same quartile and playback
 * events, under VAST's names, as a VAST player's `<Tracking>` pixels.
 */
const PLAYERS: readonly StructureKind[] = ["vertical-video", "vast-linear", "vast-interactive"];
/** Actions the runtime runs without a person (tracking.ts reports neither as an interaction). */
const UNPROMPTED = new Set(["timer", "videoEnd"]);

/** The layers render draws, in its order: from each page down, containers' children, each once. */
function renderedLayers(doc: AdDocument): Layer[] {
  const tree = layerTree(doc.layers);
  const seen = new Set<string>();
  const drawn: Layer[] = [];
  const visit = (key: string) => {
    for (const layer of tree.get(key) ?? []) {
      if (seen.has(layer.id)) continue;
      seen.add(layer.id);
      drawn.push(layer);
      if (layer.content.kind === "container") visit(layer.id);
    }
  };
  for (const page of doc.pages) visit(`page:${page.id}`);
  return drawn;
}

/** clickTag, clickTag2 … in number order, as render lists them. */
function exitNames(doc: AdDocument): string[] {
  const n = (name: string) => Number(name.slice(8) || 1);
  return Object.keys(doc.exits).sort((a, b) => n(a) - n(b));
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/**
 * What beacons the published creative of `doc` can send (hosted mode). A still (image-generator) runs
 * the core runtime alone: an impression, and a click through its first click tag. Every rendered ad adds
 * the tracking runtime's viewable, engagement, dwell, page views and per-layer interactions; video
 * players their progress and controls, the expanding canvas playerExpand/playerCollapse, ai-tracker its
 * camera, and cubes and galleries their scenes. Pure: the document in, plain data out.
 */
export function beaconProfile(doc: AdDocument): BeaconProfile {
  const sizes = Object.keys(doc.teaser);
  const exits = exitNames(doc);
  const structure = isAdType(doc.format) ? FORMATS[doc.format].structure : null;
  if (structure?.kind === "multi-size-static") {
    // static/page.ts: the whole picture is one link to the first click tag; no tracking runtime.
    const first = exits.slice(0, 1);
    const events = first.length > 0 ? ["impression", "click"] : ["impression"];
    return { sizes, events, exits: first, interactions: {}, pages: [], scenes: [] };
  }

  const interactions: Record<string, string[]> = {};
  const scenes = new Set<string>();
  let video = false;
  for (const layer of renderedLayers(doc)) {
    for (const action of layer.actions) {
      if (UNPROMPTED.has(action.on.type)) continue;
      const types = interactions[layer.id] ?? [];
      if (!types.includes(action.on.type)) types.push(action.on.type);
      interactions[layer.id] = types;
    }
    const c = layer.content;
    if (c.kind === "video") video = true;
    if (c.kind !== "feature") continue;
    const feature = doc.features.find((f) => f.id === c.feature);
    if (feature?.type === "cube") {
      for (const scene of numbered("face", feature.faces.length)) scenes.add(scene);
      if (feature.faces.some((face) => face.video)) video = true;
    }
    if (feature?.type === "gallery")
      for (const scene of numbered("slide", feature.slides.length)) scenes.add(scene);
  }

  const events = ["impression", "viewable", "engagement", "pageView", "dwell"];
  if (exits.length > 0) events.push("click");
  if (Object.keys(interactions).length > 0) events.push("interaction");
  if (scenes.size > 0) events.push("sceneView");
  if (structure && PLAYERS.includes(structure.kind) && video) {
    events.push(...VAST_TRACKED_EVENTS);
    // chrome.ts draws the skip control for the VAST players of a skippable ad only.
    if (structure.kind !== "vertical-video" && doc.stage.skipAfterMs !== undefined) events.push("skip");
  }
  if (structure?.kind === "expanding") events.push("playerExpand", "playerCollapse");
  // The in-ad camera of a framed preview, and the XR phone page that frames the published ad (issue 35).
  if (structure?.kind === "qr-camera")
    events.push("camera", "cameraGranted", "cameraRefused", "targetFound", "targetLost", "targetDwell");
  return {
    sizes,
    events,
    exits,
    interactions,
    pages: doc.pages.map((p) => p.id),
    scenes: [...scenes],
  };
}

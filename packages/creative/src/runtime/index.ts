import type { FeatureType } from "../document/features";
import type { FormatStructure, StructureKind } from "../formats/types";
import { chatRuntime } from "./chat";
import { coreRuntime } from "./core";
import { cubeRuntime } from "./cube";
import { cameraRuntime, simidRuntime, videoRuntime } from "./media";
import { storyRuntime } from "./pages";
import { expandingRuntime, scrollRevealRuntime, stickyRuntime } from "./screens";
import { trackingRuntime } from "./tracking";
import type { StructureRuntime } from "./types";
import { view360Runtime } from "./view360";
import { countdownRuntime, galleryRuntime } from "./widgets";

export type { RtWindow } from "./dom";
export type { RuntimeAction, RuntimeApi, RuntimeConfig, StructureRuntime } from "./types";
export { coreRuntime };

/** Every structure kind, so the size script can measure each family's runtime. */
export const STRUCTURE_KINDS: readonly StructureKind[] = [
  "canvas",
  "cube",
  "view360",
  "chat",
  "sticky",
  "scroll-reveal",
  "expanding",
  "vertical-video",
  "vast-linear",
  "vast-interactive",
  "multi-size-static",
  "qr-camera",
];

const BY_FEATURE: Partial<Record<FeatureType, StructureRuntime>> = {
  gallery: galleryRuntime,
  countdown: countdownRuntime,
  cube: cubeRuntime,
  view360: view360Runtime,
  chat: chatRuntime,
};

function byStructure(structure: FormatStructure): StructureRuntime[] {
  switch (structure.kind) {
    case "canvas":
      return structure.paging === "story" ? [storyRuntime] : [];
    case "cube":
      return [cubeRuntime];
    case "view360":
      return [view360Runtime];
    case "chat":
      return [chatRuntime];
    case "sticky":
      return [stickyRuntime];
    case "scroll-reveal":
      return [scrollRevealRuntime];
    case "expanding":
      return [expandingRuntime];
    case "vertical-video":
    case "vast-linear":
      return [videoRuntime];
    case "vast-interactive":
      return [videoRuntime, simidRuntime];
    case "qr-camera":
      return [cameraRuntime];
    case "multi-size-static":
      return [];
  }
}

/** The structure runtimes one ad needs: its format's, plus those of the features it shows. */
export function runtimeParts(
  structure: FormatStructure,
  features: Iterable<FeatureType>,
): StructureRuntime[] {
  // Every ad carries the tracker's measurements; they do nothing without a tracker (preview, zip).
  const parts = new Set([trackingRuntime, ...byStructure(structure)]);
  for (const type of features) {
    const part = BY_FEATURE[type];
    if (part) parts.add(part);
  }
  return [...parts];
}

const scripts = new Map<string, string>();
// Keys by position, not by function name: a minifier may rename the functions.
const ALL_PARTS: readonly StructureRuntime[] = [
  storyRuntime,
  cubeRuntime,
  view360Runtime,
  chatRuntime,
  galleryRuntime,
  countdownRuntime,
  stickyRuntime,
  scrollRevealRuntime,
  expandingRuntime,
  videoRuntime,
  simidRuntime,
  cameraRuntime,
  trackingRuntime,
];

/**
 * The inline script: reads the JSON config render put in `#ad-config` and starts the core runtime with
 * the structure runtimes. `__name` is defined because some TypeScript transpilers (esbuild with
 * keepNames, as tsx runs it) wrap functions in that helper, and `toString()` would carry the call along.
 */
export function runtimeScript(parts: readonly StructureRuntime[]): string {
  // Few combinations exist and each is ~15 KB of text: build each once per process (render stays fast).
  const key = parts.map((p) => ALL_PARTS.indexOf(p)).join(",");
  const cached = scripts.get(key);
  if (cached) return cached;
  const script = `(function(){var __name=function(f){return f};var c=JSON.parse(document.getElementById("ad-config").textContent);(${coreRuntime.toString()})(window,c,[${parts.map((p) => p.toString()).join(",")}]);})();`;
  scripts.set(key, script);
  return script;
}

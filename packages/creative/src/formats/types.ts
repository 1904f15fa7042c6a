import type { AdType, LayerKind, MockupKind } from "@adstudio/core";
import type { FeatureType } from "../document/features";

/** A teaser key of core's size catalogue: `sz300x250`, `responsive`, `mobile`, `in-stream`, `vast`. */
export type TeaserKey = string;

/** The device family a format is shown in; the same names as core's preview mock-ups. */
export type FormatFamily = MockupKind;

export type StickyCorner = "top-left" | "top-right" | "bottom-left" | "bottom-right";

/**
 * How a format is built beyond plain layers: what the renderer lays out and which runtime it inlines.
 * `canvas` covers one screen (`paging: "none"`), pages a viewer clicks through (`click`) and story pages
 * that advance on their own (`story`).
 */
export type FormatStructure =
  | { kind: "canvas"; paging: "none" | "click" | "story"; closable: boolean }
  | { kind: "cube"; faces: "image" | "video"; minFaces: number; maxFaces: number }
  | { kind: "view360"; minFrames: number; maxFrames: number }
  | { kind: "chat"; maxSteps: number }
  | { kind: "sticky"; defaultCorner: StickyCorner; closable: true; maxScreenShare: number }
  | { kind: "scroll-reveal"; reveal: "window" | "panels" }
  | { kind: "expanding"; expandOn: "click"; fullScreen: boolean }
  | { kind: "vertical-video"; aspect: "9:16"; callToAction: true }
  | { kind: "vast-linear"; skippable: boolean }
  | { kind: "vast-interactive"; apiFramework: "SIMID" }
  | { kind: "multi-size-static"; outputs: readonly ("png" | "jpeg")[] }
  | { kind: "qr-camera"; modes: readonly ("camera" | "poster")[] };

export type StructureKind = FormatStructure["kind"];

/**
 * Something a document of the format must hold: a feature of a type, a layer of a kind, or a stage
 * setting. `validate` reports a missing slot with its `label`.
 */
export type FormatSlot =
  | { kind: "feature"; feature: FeatureType; min: number; max: number; label: string; videoFaces?: true }
  | { kind: "layer"; layer: LayerKind; min: number; max: number; label: string }
  | { kind: "stage"; field: "expandedSize" | "callToAction"; label: string };

export interface FormatLimits {
  maxPages: number;
  maxLayers: number;
  /** Total animation time the format allows (Google's 30 s for display, less for the small units). */
  maxAnimationMs: number;
  /** Longest video a layer may hold; absent when the format has no video. */
  maxVideoMs?: number;
}

export interface FormatSpec {
  type: AdType;
  label: string;
  family: FormatFamily;
  /** Our reading of the format's name (the spec gives names only); the docs' formats table shows it. */
  reading: string;
  /** The sizes the editor offers, in catalogue order. */
  sizes: readonly TeaserKey[];
  /**
   * Whether a designer may add a size outside `sizes` (`sz250x250`): the banner formats, whose one
   * screen lays out in any box; formats built around a device or a player keep to their list.
   */
  customSizes: boolean;
  /** The sizes a new ad of this format starts with. */
  defaultSizes: readonly TeaserKey[];
  structure: FormatStructure;
  requiredSlots: readonly FormatSlot[];
  limits: FormatLimits;
}

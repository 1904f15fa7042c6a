import type { AdDocument } from "../document/document";
import type { Feature } from "../document/features";

/** The picture a still draws in place of an interactive feature, and how it fills the layer's box. */
export interface FeatureStill {
  asset: string;
  alt: string;
  fit: "cover" | "contain";
}

/**
 * What a still (a thumbnail) shows of a feature: the picture a viewer sees before touching it, fitted as
 * the HTML renderer's CSS fits it. A 360° view's first frame, a cube's or gallery's first face or slide (a
 * video face's poster; a face with none is left out, as a video layer without one is). A chat is drawn
 * by chatStill; countdowns and contact cards run on a clock or a tap, so a still shows nothing of them.
 */
export function featureStill(feature: Feature | undefined): FeatureStill | null {
  switch (feature?.type) {
    case "view360": {
      const [first] = feature.frames;
      return first ? { asset: first, alt: feature.alt, fit: "contain" } : null;
    }
    case "cube": {
      const [face] = feature.faces;
      const asset = face?.video ? face.poster : face?.asset;
      return face && asset ? { asset, alt: face.alt, fit: "cover" } : null;
    }
    case "gallery": {
      const [slide] = feature.slides;
      return slide ? { asset: slide.asset, alt: slide.alt, fit: "cover" } : null;
    }
    default:
      return null;
  }
}

/** The feature a feature layer shows, by its id. */
export const featureOf = (doc: AdDocument, id: string): Feature | undefined =>
  doc.features.find((feature) => feature.id === id);

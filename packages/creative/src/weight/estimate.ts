import { gzipSync } from "fflate";
import type { AdDocument } from "../document/document";
import { render } from "../render/render";

export interface WeightEstimate {
  /** Gzipped bytes loaded before the ad's first render: the HTML and the images and fonts it shows. */
  initialBytes: number;
  /** Bytes that may load later (videos stream after the page's load event). */
  subloadBytes: number;
  /** Requests of the initial load (the HTML plus each initial file). */
  requests: number;
}

const encoder = new TextEncoder();

/**
 * The weight of one size as IAB LEAN counts it, from the real render output: the rendered files gzipped
 * (as a server or ad server sends them) plus the stored bytes of every asset they reference (images,
 * fonts and video are already compressed, so they count as they are). Video is subload.
 */
export function estimateWeight(doc: AdDocument, size: string = doc.baseSize): WeightEstimate {
  const result = render(doc, { size, mode: "zip" });
  let initialBytes = 0;
  let subloadBytes = 0;
  let requests = 0;
  for (const text of Object.values(result.files)) {
    initialBytes += gzipSync(encoder.encode(text), { level: 9 }).length;
    requests += 1;
  }
  for (const { hash } of result.assets) {
    const asset = doc.assets[hash];
    if (!asset) continue;
    if (asset.type === "video") {
      subloadBytes += asset.bytes;
    } else {
      initialBytes += asset.bytes;
      requests += 1;
    }
  }
  return { initialBytes, subloadBytes, requests };
}

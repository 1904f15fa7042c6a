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
  // An HTML5 template's files load with the ad (its frame is eager): counted as placed, one request each
  // template at least (its entry page; its own files are inside its bytes).
  const counted = new Set<string>();
  for (const layer of Object.values(doc.layers)) {
    const c = layer.content;
    if (c.kind !== "html5" || counted.has(c.template) || !result.templates.some((t) => t.id === c.template))
      continue;
    counted.add(c.template);
    initialBytes += c.bytes;
    requests += 1;
  }
  return { initialBytes, subloadBytes, requests };
}

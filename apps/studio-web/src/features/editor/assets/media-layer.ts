import type { AdDocument, Asset } from "@adstudio/creative/document";
import { addLayer } from "../model/layer-ops";

export interface Box {
  posleft: number;
  postop: number;
  width: number;
  height: number;
}

/**
 * A box for a picture or video of `media`'s size on a `canvas`: shrunk to fit when larger (never
 * enlarged), aspect kept, centred. Media without measured dimensions (a server that could not read
 * them) fills the canvas.
 */
export function fitToCanvas(
  canvas: { width: number; height: number },
  media: { width?: number | undefined; height?: number | undefined },
): Box {
  const w = media.width ?? canvas.width;
  const h = media.height ?? canvas.height;
  const scale = Math.min(1, canvas.width / w, canvas.height / h);
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  return {
    posleft: Math.round((canvas.width - width) / 2),
    postop: Math.round((canvas.height - height) / 2),
    width,
    height,
  };
}

/** The base size's canvas, where a layer's base props are placed. */
export function baseCanvas(document: AdDocument): { width: number; height: number } {
  return document.teaser[document.baseSize] ?? { width: 300, height: 250 };
}

/** Adds an image or video layer showing `asset` on `page`, fitted to the base size; answers its id. */
export function addMediaLayer(draft: AdDocument, page: string, asset: Asset): string | null {
  const props = fitToCanvas(baseCanvas(draft), asset);
  const name = asset.name.slice(0, 120) || asset.type;
  if (asset.type === "image")
    return addLayer(draft, { name, page, content: { kind: "image", asset: asset.hash, alt: "" }, props });
  if (asset.type === "video")
    return addLayer(draft, {
      name,
      page,
      content: {
        kind: "video",
        asset: asset.hash,
        // Browsers only autoplay muted video; an ad starts quiet and the viewer unmutes.
        autoplay: true,
        muted: true,
        loop: false,
        controls: true,
        alt: "",
      },
      props,
    });
  return null;
}

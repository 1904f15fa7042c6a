import type { AdDocument, Layer } from "@adstudio/creative/document";
import { reflowAddedLayer } from "@adstudio/creative/resize";
import { generateKeyBetween } from "fractional-indexing";
import { addMediaLayer } from "../../assets/media-layer";
import { boundsOf, nodeCorners, pageGeometry } from "../../canvas/geometry";
import { LAYER_KIND_INFO } from "../../layers/layer-kinds";
import { addPlainLayer, type PlainKind } from "../../layers/new-layer";
import { setLayerProps, siblingsOf } from "../layer-ops";
import { defineCommand } from "./command";
import { freeSpot } from "./placement";

/** A layer of a kind with its starting content, or an image or video layer showing an asset (by hash). */
export type AddLayerArgs = { kind: PlainKind; feature?: string } | { asset: string };

/** The layer at the page's root that holds `id` (itself when it is at the root). */
function rootOf(document: AdDocument, id: string): Layer | undefined {
  let layer = document.layers[id];
  while (layer?.parent && document.layers[layer.parent]) layer = document.layers[layer.parent];
  return layer;
}

/** Puts a root layer just above `below` (null: at the bottom) among the page's root layers. */
function placeAbove(draft: AdDocument, id: string, below: Layer | null, page: string) {
  const layer = draft.layers[id];
  if (!layer) return;
  const others = siblingsOf(draft, null, page).filter((s) => s.id !== id);
  const next = below ? others.find((s) => s.order > below.order) : others[0];
  layer.order = generateKeyBetween(below?.order ?? null, next?.order ?? null);
}

/**
 * Add layer (issue 28): the new layer lands above the selected layer (on top when nothing is selected),
 * at the free place nearest the stage's centre where it covers no text, and is selected. When no place
 * is free (a picture as big as the stage) it goes below the lowest text it would cover instead, so text
 * is never hidden in the published ad. In an ad with several sizes it is placed on the base size and laid
 * out in the others by its constraints, as a size added later would lay it out.
 */
export const addLayerCommand = defineCommand<AddLayerArgs>({
  id: "layers.add",
  label: (args, document) =>
    "asset" in args
      ? `Add ${document.assets[args.asset]?.type ?? "media"} layer`
      : `Add ${LAYER_KIND_INFO[args.kind].label.toLowerCase()} layer`,
  apply(draft, args, { session, select }) {
    const { page, selection } = session;
    const asset = "asset" in args ? draft.assets[args.asset] : undefined;
    const id =
      "asset" in args
        ? asset && addMediaLayer(draft, page, asset)
        : addPlainLayer(draft, page, args.kind, args.feature);
    if (!id) return;
    const anchors = selection
      .flatMap((s) => rootOf(draft, s) ?? [])
      .filter((l) => l.page === page && l.id !== id);
    const anchor = anchors.sort((a, b) => (a.order < b.order ? -1 : 1)).at(-1);
    if (anchor) placeAbove(draft, id, anchor, page);

    const nodes = pageGeometry(draft, page, draft.baseSize);
    const texts = nodes.filter(
      (n) => n.id !== id && !n.hidden && (n.layer.content.kind === "text" || n.layer.content.kind === "link"),
    );
    const layer = draft.layers[id];
    const props = layer?.props;
    if (!layer || props?.width === undefined || props.height === undefined) {
      reflowAddedLayer(draft, id);
      return select([id]);
    }
    const stage = draft.teaser[draft.baseSize] ?? { width: 300, height: 250 };
    const box = { width: props.width, height: props.height };
    const start = { x: props.posleft ?? 0, y: props.postop ?? 0 };
    const rects = texts.map((n) => ({ id: n.id, rect: boundsOf(nodeCorners(n)) }));
    const spot = freeSpot(
      stage,
      box,
      rects.map((t) => t.rect),
      start,
    );
    if (spot) setLayerProps(draft, id, draft.baseSize, { posleft: spot.x, postop: spot.y });
    else {
      const here = { minX: start.x, minY: start.y, maxX: start.x + box.width, maxY: start.y + box.height };
      const covered = rects
        .filter(
          (t) =>
            t.rect.minX < here.maxX &&
            here.minX < t.rect.maxX &&
            t.rect.minY < here.maxY &&
            here.minY < t.rect.maxY,
        )
        .flatMap((t) => rootOf(draft, t.id) ?? [])
        .filter((root) => root.order < layer.order)
        .sort((a, b) => (a.order < b.order ? -1 : 1));
      const lowest = covered[0];
      if (lowest) {
        const below = siblingsOf(draft, null, page)
          .filter((s) => s.order < lowest.order && s.id !== id)
          .at(-1);
        placeAbove(draft, id, below ?? null, page);
      }
    }
    // Placed on the base size; the ad's other sizes get it where its constraints put it there.
    reflowAddedLayer(draft, id);
    select([id]);
  },
});

// Used only by the canvas's pure tests: a 300×250 page's geometry from a few layers, without React.
import type { AdDocument, LayerProps } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import { addLayer } from "../model/layer-ops";
import { type LayerNode, pageGeometry } from "./geometry";

export interface PlacedLayer {
  name: string;
  props: LayerProps;
  /** The name of the container it sits in (a layer with `group: true` earlier in the list). */
  in?: string;
  group?: boolean;
  hidden?: boolean;
  locked?: boolean;
}

/** A "mini" (300×250) document with `layers` on its first page, bottom first. */
export function pageWith(...layers: PlacedLayer[]): AdDocument {
  return produce(blankDocument("mini", "Geometry"), (d) => {
    const ids = new Map<string, string>();
    for (const layer of layers) {
      const id = addLayer(d, {
        name: layer.name,
        page: "page1",
        parent: layer.in ? (ids.get(layer.in) ?? null) : null,
        content: layer.group ? { kind: "container", clip: false } : { kind: "text", text: layer.name },
        props: layer.props,
      });
      ids.set(layer.name, id);
      const added = d.layers[id];
      if (added && layer.hidden) added.hidden = true;
      if (added && layer.locked) added.locked = true;
    }
  });
}

/** The page's nodes by layer name (the base size). */
export function nodesOf(...layers: PlacedLayer[]): Record<string, LayerNode> {
  const document = pageWith(...layers);
  return Object.fromEntries(pageGeometry(document, "page1", document.baseSize).map((n) => [n.layer.name, n]));
}

/** A node that must be there (a test fails, not a type, when it is not). */
export function node(nodes: Record<string, LayerNode>, name: string): LayerNode {
  const found = nodes[name];
  if (!found) throw new Error(`No layer named ${name}`);
  return found;
}

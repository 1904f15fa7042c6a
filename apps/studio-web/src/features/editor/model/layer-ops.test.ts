import { type AdDocument, AdDocumentSchema } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { layerTree } from "@adstudio/creative/render";
import { produce } from "immer";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { addLayer, duplicateLayers, moveLayer, removeLayers, reorderLayer } from "./layer-ops";

function withLayers(...names: string[]): AdDocument {
  const document = blankDocument("mini", "Mini");
  const page = document.pages[0]?.id ?? "";
  return produce(document, (d) => {
    for (const name of names)
      addLayer(d, { name, page, content: { kind: "text", text: name }, props: { posleft: 0, postop: 0 } });
  });
}

const order = (document: AdDocument) =>
  (layerTree(document.layers).get(`page:${document.pages[0]?.id}`) ?? []).map((l) => l.name);

describe("layer operations", () => {
  it("adds layers on top, with ids and order keys the schema accepts", () => {
    const document = withLayers("A", "B", "C");
    expect(order(document)).toEqual(["A", "B", "C"]);
    expect(Object.keys(document.layers)).toEqual(["text-1", "text-2", "text-3"]);
    expect(v.safeParse(AdDocumentSchema, document).success).toBe(true);
  });

  it("moves a layer forward, backward, to the front and to the back", () => {
    let document = withLayers("A", "B", "C");
    document = produce(document, (d) => reorderLayer(d, "text-1", "forward"));
    expect(order(document)).toEqual(["B", "A", "C"]);
    document = produce(document, (d) => reorderLayer(d, "text-1", "front"));
    expect(order(document)).toEqual(["B", "C", "A"]);
    document = produce(document, (d) => reorderLayer(d, "text-1", "backward"));
    expect(order(document)).toEqual(["B", "A", "C"]);
    document = produce(document, (d) => reorderLayer(d, "text-3", "back"));
    expect(order(document)).toEqual(["C", "B", "A"]);
    // Already on top: nothing changes.
    const before = document;
    document = produce(document, (d) => reorderLayer(d, "text-1", "forward"));
    expect(document).toBe(before);
  });

  it("duplicates a layer just above it, offset, under a new id", () => {
    const document = produce(withLayers("A", "B"), (d) => {
      expect(duplicateLayers(d, ["text-1"])).toEqual(["text-3"]);
    });
    expect(order(document)).toEqual(["A", "A copy", "B"]);
    expect(document.layers["text-3"]?.props).toEqual({ posleft: 10, postop: 10 });
  });

  it("moves a layer into a container and refuses a move into itself", () => {
    const page = withLayers("A").pages[0]?.id ?? "";
    const document = produce(withLayers("A"), (d) => {
      addLayer(d, { name: "Group", page, content: { kind: "container", clip: false }, props: {} });
      moveLayer(d, "text-1", "container-1", null);
      moveLayer(d, "container-1", "container-1", null);
    });
    expect(document.layers["text-1"]?.parent).toBe("container-1");
    expect(document.layers["container-1"]?.parent).toBeNull();
  });

  it("removes a container with its contents and the actions that pointed at them", () => {
    const page = withLayers().pages[0]?.id ?? "";
    const document = produce(withLayers("Button"), (d) => {
      addLayer(d, { name: "Group", page, content: { kind: "container", clip: false }, props: {} });
      addLayer(d, {
        name: "Inner",
        page,
        parent: "container-1",
        content: { kind: "text", text: "x" },
        props: {},
      });
      const button = d.layers["text-1"];
      button?.actions.push({ on: { type: "click" }, do: { type: "hideLayer", layer: "text-2" } });
      removeLayers(d, ["container-1"]);
    });
    expect(Object.keys(document.layers)).toEqual(["text-1"]);
    expect(document.layers["text-1"]?.actions).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { pageGeometry } from "../../canvas/geometry";
import type { EditorStore } from "../editor-store";
import { steps, storeWith } from "./test-store";
import { moveLayersCommand, resizeLayerCommand, rotateLayerCommand, scaleLayersCommand } from "./transform";

const two = () =>
  storeWith(
    { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
    { name: "B", props: { posleft: 100, postop: 40, width: 50, height: 20 } },
  );

const nodes = (store: EditorStore, ...ids: string[]) => {
  const { document, session } = store.getState();
  const all = pageGeometry(document, session.page, session.size);
  return ids.map((id) => all.find((n) => n.id === id) ?? expect.fail(`${id} has geometry`));
};
const props = (store: EditorStore, id: string) => store.getState().document.layers[id]?.props;

describe("transform commands", () => {
  it("move several layers by one delta as one undo step, and undo puts both back", () => {
    const store = two();
    store
      .getState()
      .run(moveLayersCommand, { nodes: nodes(store, "text-1", "text-2"), delta: { x: 5, y: -3 } });
    expect(props(store, "text-1")).toMatchObject({ posleft: 15, postop: 7 });
    expect(props(store, "text-2")).toMatchObject({ posleft: 105, postop: 37 });
    expect(steps(store)).toEqual(["Move 2 layers"]);
    store.getState().undo();
    expect(props(store, "text-1")).toMatchObject({ posleft: 10, postop: 10 });
    expect(props(store, "text-2")).toMatchObject({ posleft: 100, postop: 40 });
  });

  it("a move of one layer is named in the singular, and a zero move makes no step", () => {
    const store = two();
    store.getState().run(moveLayersCommand, { nodes: nodes(store, "text-1"), delta: { x: 0, y: 0 } });
    store.getState().run(moveLayersCommand, { nodes: nodes(store, "text-1"), delta: { x: 1, y: 0 } });
    expect(steps(store)).toEqual(["Move layer"]);
  });

  it("resize one layer to a box, undone in one step", () => {
    const store = two();
    const [node] = nodes(store, "text-1");
    store.getState().run(resizeLayerCommand, {
      node: node ?? expect.fail("node"),
      box: { x: 10, y: 10, w: 80, h: 30, rotation: 0 },
    });
    expect(props(store, "text-1")).toMatchObject({ posleft: 10, postop: 10, width: 80, height: 30 });
    expect(steps(store)).toEqual(["Resize layer"]);
    store.getState().undo();
    expect(props(store, "text-1")).toMatchObject({ width: 50, height: 20 });
  });

  it("scale two layers with their bounds (doubling), and undo restores both in one step", () => {
    const store = two();
    const from = { minX: 10, minY: 10, maxX: 150, maxY: 60 };
    const to = { minX: 10, minY: 10, maxX: 290, maxY: 110 };
    store.getState().run(scaleLayersCommand, { nodes: nodes(store, "text-1", "text-2"), from, to });
    expect(props(store, "text-1")).toMatchObject({ posleft: 10, postop: 10, width: 100, height: 40 });
    expect(props(store, "text-2")).toMatchObject({ posleft: 190, postop: 70, width: 100, height: 40 });
    expect(steps(store)).toEqual(["Resize 2 layers"]);
    store.getState().undo();
    expect(props(store, "text-2")).toMatchObject({ posleft: 100, postop: 40, width: 50, height: 20 });
  });

  it("rotate a layer, undone in one step", () => {
    const store = two();
    store.getState().run(rotateLayerCommand, { id: "text-2", rotation: 45 });
    expect(props(store, "text-2")?.rotation).toBe(45);
    expect(steps(store)).toEqual(["Rotate layer"]);
    store.getState().undo();
    expect(props(store, "text-2")?.rotation).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import {
  deleteLayersCommand,
  duplicateLayersCommand,
  groupLayersCommand,
  reorderLayersCommand,
  setLayerFlagCommand,
  ungroupLayersCommand,
} from "./layers";
import { paintOrder, steps, storeWith } from "./test-store";

const three = () =>
  storeWith(
    { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
    { name: "B", props: { posleft: 100, postop: 10, width: 50, height: 20 } },
    { name: "C", props: { posleft: 200, postop: 10, width: 50, height: 20 } },
  );

describe("layer commands", () => {
  it("delete several layers as one undo step, and undo brings them all back", () => {
    const store = three();
    store.getState().select(["text-1", "text-3"]);
    store.getState().run(deleteLayersCommand, { ids: ["text-1", "text-3"] });
    expect(paintOrder(store)).toEqual(["B"]);
    expect(store.getState().session.selection).toEqual([]);
    expect(steps(store)).toEqual(["Delete layers"]);
    store.getState().undo();
    expect(paintOrder(store)).toEqual(["A", "B", "C"]);
    expect(store.getState().history.past).toEqual([]);
  });

  it("leave locked layers alone when deleting", () => {
    const store = three();
    store.getState().run(setLayerFlagCommand, { ids: ["text-2"], flag: "locked" });
    store.getState().run(deleteLayersCommand, { ids: ["text-2"] });
    expect(paintOrder(store)).toEqual(["A", "B", "C"]);
    expect(steps(store)).toEqual(["Lock layer"]);
  });

  it("duplicate beside the originals, select the copies, and undo in one step", () => {
    const store = three();
    store.getState().run(duplicateLayersCommand, { ids: ["text-1", "text-2"] });
    expect(paintOrder(store)).toEqual(["A", "A copy", "B", "B copy", "C"]);
    const [first] = store.getState().session.selection;
    expect(store.getState().session.selection).toHaveLength(2);
    expect(store.getState().document.layers[first ?? ""]?.props).toMatchObject({ posleft: 20, postop: 20 });
    expect(steps(store)).toEqual(["Duplicate"]);
    store.getState().undo();
    expect(paintOrder(store)).toEqual(["A", "B", "C"]);
  });

  it("bring forward, to the front, send backward and to the back, each named in the history", () => {
    const store = three();
    store.getState().run(reorderLayersCommand, { ids: ["text-1"], move: "forward" });
    expect(paintOrder(store)).toEqual(["B", "A", "C"]);
    store.getState().run(reorderLayersCommand, { ids: ["text-1", "text-2"], move: "front" });
    expect(paintOrder(store)).toEqual(["C", "B", "A"]);
    store.getState().run(reorderLayersCommand, { ids: ["text-1"], move: "backward" });
    expect(paintOrder(store)).toEqual(["C", "A", "B"]);
    store.getState().run(reorderLayersCommand, { ids: ["text-2", "text-1"], move: "back" });
    expect(paintOrder(store)).toEqual(["A", "B", "C"]);
    expect(steps(store)).toEqual(["Bring forward", "Bring to front", "Send backward", "Send to back"]);
    store.getState().undo();
    expect(paintOrder(store)).toEqual(["C", "A", "B"]);
  });

  it("hide and show, lock and unlock several layers, the first layer deciding", () => {
    const store = three();
    store.getState().run(setLayerFlagCommand, { ids: ["text-1", "text-2"], flag: "hidden" });
    const hidden = () => Object.values(store.getState().document.layers).map((l) => l.hidden);
    expect(hidden()).toEqual([true, true, false]);
    store.getState().run(setLayerFlagCommand, { ids: ["text-1", "text-3"], flag: "hidden" });
    expect(hidden()).toEqual([false, true, false]);
    expect(steps(store)).toEqual(["Hide layers", "Show layers"]);
    store.getState().undo();
    store.getState().undo();
    expect(hidden()).toEqual([false, false, false]);
  });

  it("group into one container and ungroup, each one undo step that leaves the layers where they were", () => {
    const store = three();
    const before = store.getState().document;
    store.getState().run(groupLayersCommand, { ids: ["text-1", "text-2"] });
    const [group] = store.getState().session.selection;
    expect(store.getState().document.layers[group ?? ""]?.props).toEqual({
      posleft: 10,
      postop: 10,
      width: 140,
      height: 20,
    });
    expect(paintOrder(store)).toEqual(["Group", "C"]);
    store.getState().run(ungroupLayersCommand, { ids: [group ?? ""] });
    expect(paintOrder(store)).toEqual(["A", "B", "C"]);
    expect(store.getState().session.selection).toEqual(["text-1", "text-2"]);
    expect(store.getState().document.layers["text-2"]?.props).toMatchObject({ posleft: 100, postop: 10 });
    expect(steps(store)).toEqual(["Group", "Ungroup"]);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document).toEqual(before);
  });
});

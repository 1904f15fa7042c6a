import { describe, expect, it } from "vitest";
import { alignLayersCommand, distributeLayersCommand } from "./arrange";
import { steps, storeWith } from "./test-store";

const three = () =>
  storeWith(
    { name: "A", props: { posleft: 10, postop: 20, width: 40, height: 20 } },
    { name: "B", props: { posleft: 60, postop: 90, width: 60, height: 30 } },
    { name: "C", props: { posleft: 220, postop: 40, width: 50, height: 10 } },
  );
const ALL = ["text-1", "text-2", "text-3"];

/** Each layer's left and top, in paint order. */
const positions = (store: ReturnType<typeof three>) =>
  Object.values(store.getState().document.layers).map((l) => [l.props.posleft, l.props.postop]);

describe("align and distribute", () => {
  it("align three layers to the selection's left, centre and bottom, one undo step each", () => {
    const store = three();
    store.getState().run(alignLayersCommand, { ids: ALL, edge: "left" });
    expect(positions(store)).toEqual([
      [10, 20],
      [10, 90],
      [10, 40],
    ]);
    store.getState().run(alignLayersCommand, { ids: ALL, edge: "bottom" });
    expect(positions(store)).toEqual([
      [10, 100],
      [10, 90],
      [10, 110],
    ]);
    store.getState().undo();
    expect(positions(store)).toEqual([
      [10, 20],
      [10, 90],
      [10, 40],
    ]);
    store.getState().undo();
    expect(positions(store)).toEqual([
      [10, 20],
      [60, 90],
      [220, 40],
    ]);
    store.getState().run(alignLayersCommand, { ids: ALL, edge: "centre" });
    // The selection spans 10…270, so every centre goes to 140.
    expect(positions(store).map(([left]) => left)).toEqual([120, 110, 115]);
    expect(steps(store)).toEqual(["Align centre"]);
  });

  it("align one layer to the stage, or several to the stage when asked", () => {
    const store = three();
    store.getState().run(alignLayersCommand, { ids: ["text-2"], edge: "right" });
    expect(store.getState().document.layers["text-2"]?.props.posleft).toBe(240);
    store.getState().run(alignLayersCommand, { ids: ["text-2"], edge: "middle" });
    expect(store.getState().document.layers["text-2"]?.props.postop).toBe(110);
    store.getState().run(alignLayersCommand, { ids: ALL, edge: "top", to: "stage" });
    expect(positions(store).map(([, top]) => top)).toEqual([0, 0, 0]);
  });

  it("distribute three layers with equal gaps, the outer two staying, and undo in one step", () => {
    const store = three();
    store.getState().run(distributeLayersCommand, { ids: ALL, axis: "horizontal" });
    // From 10 to 270 with 150 px of layers leaves 110 px: two gaps of 55.
    expect(positions(store)).toEqual([
      [10, 20],
      [105, 90],
      [220, 40],
    ]);
    store.getState().run(distributeLayersCommand, { ids: ALL, axis: "vertical" });
    // By top: A (20–40), C (40–50), B (90–120); 60 px of layers in 100 leave two gaps of 20.
    expect(positions(store).map(([, top]) => top)).toEqual([20, 90, 60]);
    expect(steps(store)).toEqual(["Distribute horizontally", "Distribute vertically"]);
    store.getState().undo();
    expect(positions(store).map(([, top]) => top)).toEqual([20, 90, 40]);
  });

  it("do nothing to fewer than three layers when distributing", () => {
    const store = three();
    store.getState().run(distributeLayersCommand, { ids: ["text-1", "text-2"], axis: "horizontal" });
    expect(steps(store)).toEqual([]);
  });
});

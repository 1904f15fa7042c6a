import { describe, expect, it } from "vitest";
import { groupLayersCommand, setLayerFlagCommand } from "./layers";
import { setLayerPropsCommand } from "./properties";
import {
  addToSelectionCommand,
  deselectCommand,
  selectAllCommand,
  selectByMarqueeCommand,
  selectLayersCommand,
  toggleSelectionCommand,
} from "./selection";
import { storeWith } from "./test-store";

/** A (10,10 50×20), B (100,40 50×20), C (200,150 40×40), D hidden over all, E locked at 250,10. */
function five() {
  const store = storeWith(
    { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
    { name: "B", props: { posleft: 100, postop: 40, width: 50, height: 20 } },
    { name: "C", props: { posleft: 200, postop: 150, width: 40, height: 40 } },
    { name: "D", props: { posleft: 0, postop: 0, width: 300, height: 250 } },
    { name: "E", props: { posleft: 250, postop: 10, width: 40, height: 40 } },
  );
  store.getState().run(setLayerFlagCommand, { ids: ["text-4"], flag: "hidden", value: true });
  store.getState().run(setLayerFlagCommand, { ids: ["text-5"], flag: "locked", value: true });
  return store;
}

const selection = (store: ReturnType<typeof five>) => store.getState().session.selection;

describe("selection commands", () => {
  it("select, add, toggle and deselect, dropping ids that name no layer", () => {
    const store = five();
    const { run } = store.getState();
    run(selectLayersCommand, { ids: ["text-2", "nothing"] });
    expect(selection(store)).toEqual(["text-2"]);
    run(addToSelectionCommand, { ids: ["text-1", "text-2"] });
    expect(selection(store)).toEqual(["text-2", "text-1"]);
    run(toggleSelectionCommand, { ids: ["text-2"] });
    expect(selection(store)).toEqual(["text-1"]);
    run(toggleSelectionCommand, { ids: ["text-3"] });
    expect(selection(store)).toEqual(["text-1", "text-3"]);
    run(deselectCommand, undefined);
    expect(selection(store)).toEqual([]);
  });

  it("select all takes the page's root layers that are neither hidden nor locked", () => {
    const store = five();
    store.getState().run(selectLayersCommand, { ids: ["text-1", "text-2"] });
    store.getState().run(groupLayersCommand, { ids: ["text-1", "text-2"] });
    store.getState().run(selectAllCommand, undefined);
    expect(selection(store)).toEqual(["container-1", "text-3"]);
  });

  it("a marquee takes the root layers it touches (edges included), after what a Shift+drag began with", () => {
    const store = five();
    const { run } = store.getState();
    // B's left edge is at x 100: a marquee ending exactly there touches it, one ending at 99.9 does not.
    run(selectByMarqueeCommand, { rect: { minX: 0, minY: 0, maxX: 100, maxY: 45 }, base: [] });
    expect(selection(store)).toEqual(["text-1", "text-2"]);
    run(selectByMarqueeCommand, { rect: { minX: 0, minY: 0, maxX: 99.9, maxY: 45 }, base: [] });
    expect(selection(store)).toEqual(["text-1"]);
    // The locked E and the hidden D are under this one too.
    run(selectByMarqueeCommand, { rect: { minX: 195, minY: 0, maxX: 300, maxY: 250 }, base: ["text-1"] });
    expect(selection(store)).toEqual(["text-1", "text-3"]);
  });

  it("make no undo step, save nothing and keep the redo stack", () => {
    const store = five();
    store
      .getState()
      .run(setLayerPropsCommand, { id: "text-1", patch: { opacity: 0.5 }, label: "Set opacity" });
    store.getState().undo();
    const { history, change, document } = store.getState();
    const { run } = store.getState();
    run(selectLayersCommand, { ids: ["text-1"] });
    run(addToSelectionCommand, { ids: ["text-2"] });
    run(toggleSelectionCommand, { ids: ["text-1"] });
    run(selectAllCommand, undefined);
    run(selectByMarqueeCommand, { rect: { minX: 0, minY: 0, maxX: 300, maxY: 250 }, base: [] });
    run(deselectCommand, undefined);
    expect(store.getState().history).toBe(history);
    expect(store.getState().change).toBe(change);
    expect(store.getState().document).toBe(document);
    store.getState().redo();
    expect(store.getState().document.layers["text-1"]?.props.opacity).toBe(0.5);
  });
});

import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "../editor-store";
import { addLayerCommand } from "./add-layer";
import { freeSpot } from "./placement";
import { addSizeCommand } from "./sizes";
import { paintOrder, steps, storeWith } from "./test-store";

const HASH = "b".repeat(64);

describe("add layer", () => {
  it("lands just above the selected layer, is selected, and undoes in one step", () => {
    const store = storeWith(
      { name: "Background", kind: "image", props: { posleft: 0, postop: 0, width: 300, height: 250 } },
      { name: "Headline", props: { posleft: 20, postop: 20, width: 260, height: 40 } },
      { name: "Logo", props: { posleft: 250, postop: 200, width: 40, height: 40 } },
    );
    store.getState().select(["image-1"]);
    store.getState().run(addLayerCommand, { kind: "text" });
    expect(paintOrder(store)).toEqual(["Background", "Text", "Headline", "Logo"]);
    expect(store.getState().session.selection).toEqual(["text-3"]);
    expect(steps(store)).toEqual(["Add text layer"]);
    store.getState().undo();
    expect(paintOrder(store)).toEqual(["Background", "Headline", "Logo"]);
  });

  it("goes on top when nothing is selected, placed where it covers no text", () => {
    // A headline across the middle, where a new 200×40 text would be centred (50, 105).
    const store = storeWith({
      name: "Headline",
      props: { posleft: 20, postop: 100, width: 260, height: 50 },
    });
    store.getState().run(addLayerCommand, { kind: "text" });
    expect(paintOrder(store)).toEqual(["Headline", "Text"]);
    const props = store.getState().document.layers["text-2"]?.props;
    // Nearest free place to the centre: just below the headline.
    expect(props).toMatchObject({ posleft: 50, postop: 150, width: 200, height: 40 });
  });

  it("puts a picture as big as the stage below the text it would cover", () => {
    const base = storeWith(
      { name: "Headline", props: { posleft: 20, postop: 20, width: 260, height: 40 } },
      { name: "Call to action", props: { posleft: 20, postop: 200, width: 260, height: 30 } },
    );
    const document = produce(base.getState().document, (draft) => {
      draft.assets[HASH] = {
        hash: HASH,
        type: "image",
        mime: "image/png",
        name: "Beach",
        bytes: 1000,
        width: 600,
        height: 500,
      };
    });
    const store = createEditorStore({ _id: "ad-1", document, revision: 1 });
    store.getState().select(["text-2"]);
    store.getState().run(addLayerCommand, { asset: HASH });
    expect(paintOrder(store)).toEqual(["Beach", "Headline", "Call to action"]);
    expect(store.getState().session.selection).toEqual(["image-1"]);
    expect(steps(store)).toEqual(["Add image layer"]);
  });
});

describe("add layer in an ad with several sizes", () => {
  it("lays the new layer out in the other sizes as adding them would have, on the stage", () => {
    const store = storeWith({ name: "Headline", props: { posleft: 20, postop: 20, width: 260, height: 40 } });
    store.getState().run(addSizeCommand, { size: "sz728x90" });
    store.getState().showSize("sz300x250");
    // A 200×40 text lands at the centre of 300×250 (50, 105): below a 90 px tall stage if left there.
    store.getState().run(addLayerCommand, { kind: "text" });
    const layer = store.getState().document.layers["text-2"];
    expect(layer?.props).toMatchObject({ posleft: 50, postop: 105 });
    const wide = layer?.overrides.sz728x90;
    expect(wide).toBeDefined();
    expect((wide?.postop ?? 0) + (wide?.height ?? 0)).toBeLessThanOrEqual(90);
    expect((wide?.posleft ?? 0) + (wide?.width ?? 0)).toBeLessThanOrEqual(728);
    // One step: undo takes the layer and its other sizes' places together.
    store.getState().undo();
    expect(store.getState().document.layers["text-2"]).toBeUndefined();
  });
});

describe("free spot", () => {
  it("answers the start when it is free, the nearest free place otherwise, null when none is", () => {
    const stage = { width: 100, height: 100 };
    const box = { width: 40, height: 20 };
    expect(freeSpot(stage, box, [], { x: 30, y: 40 })).toEqual({ x: 30, y: 40 });
    const band = { minX: 0, minY: 30, maxX: 100, maxY: 70 };
    expect(freeSpot(stage, box, [band], { x: 30, y: 40 })).toEqual({ x: 30, y: 70 });
    expect(freeSpot(stage, box, [{ minX: 0, minY: 0, maxX: 100, maxY: 100 }], { x: 30, y: 40 })).toBeNull();
  });
});

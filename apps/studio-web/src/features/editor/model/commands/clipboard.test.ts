import { describe, expect, it } from "vitest";
import { clipboardLayers, copyLayers, pasteLayersCommand } from "./clipboard";
import { paintOrder, steps, storeWith } from "./test-store";

describe("copy and paste", () => {
  it("paste the copied layers beside the originals, selected, as one undo step", () => {
    const store = storeWith(
      { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
      { name: "B", props: { posleft: 100, postop: 10, width: 50, height: 20 } },
    );
    expect(copyLayers(store.getState().document, ["text-1", "text-2"])).toBe(2);
    store.getState().run(pasteLayersCommand, { layers: clipboardLayers() });
    expect(paintOrder(store)).toEqual(["A", "B", "A", "B"]);
    expect(store.getState().session.selection).toEqual(["text-3", "text-4"]);
    expect(store.getState().document.layers["text-4"]?.props).toMatchObject({ posleft: 110, postop: 20 });
    expect(steps(store)).toEqual(["Paste"]);
    store.getState().undo();
    expect(paintOrder(store)).toEqual(["A", "B"]);
  });
});

import { describe, expect, it } from "vitest";
import { setLayerPropsCommand } from "./properties";
import { addSizeCommand } from "./sizes";
import { steps, storeWith } from "./test-store";

const oneLayer = () => storeWith({ name: "Logo", props: { posleft: 10, postop: 10, width: 50, height: 20 } });

describe("set property", () => {
  it("sets the base props at the base size under the field's label; undo restores them in one step", () => {
    const store = oneLayer();
    store
      .getState()
      .run(setLayerPropsCommand, { id: "text-1", patch: { fontSize: 18 }, label: "Set font size" });
    store
      .getState()
      .run(setLayerPropsCommand, { id: "text-1", patch: { width: undefined }, label: "Reset width" });
    const props = () => store.getState().document.layers["text-1"]?.props;
    expect(props()).toEqual({ posleft: 10, postop: 10, height: 20, fontSize: 18 });
    expect(steps(store)).toEqual(["Set font size", "Reset width"]);
    store.getState().undo();
    expect(props()?.width).toBe(50);
  });

  it("typing in one field coalesces into one step under the panel's key", () => {
    const store = oneLayer();
    for (const width of [6, 60, 65])
      store
        .getState()
        .run(
          setLayerPropsCommand,
          { id: "text-1", patch: { width }, label: "Set width" },
          { coalesce: "text-1:width" },
        );
    expect(steps(store)).toEqual(["Set width"]);
    store.getState().undo();
    expect(store.getState().document.layers["text-1"]?.props.width).toBe(50);
  });

  it("writes an override in a size other than the base, leaving the base props alone", () => {
    const store = oneLayer();
    store.getState().run(addSizeCommand, { size: "sz320x480" });
    const size = store.getState().session.size;
    expect(size).not.toBe(store.getState().document.baseSize);
    const laidOut = store.getState().document.layers["text-1"]?.overrides[size];
    store.getState().run(setLayerPropsCommand, { id: "text-1", patch: { width: 120 }, label: "Set width" });
    const layer = store.getState().document.layers["text-1"];
    expect(layer?.props.width).toBe(50);
    expect(layer?.overrides[size]?.width).toBe(120);
    store.getState().undo();
    expect(store.getState().document.layers["text-1"]?.overrides[size]).toEqual(laidOut);
  });
});

import { describe, expect, it } from "vitest";
import { addExitCommand, editExitCommand, removeExitCommand } from "./exits";
import { steps, storeWith } from "./test-store";

describe("exit commands", () => {
  it("add an exit trimmed, edit it and remove it, each one named step that undo reverses", () => {
    const store = storeWith();
    const exits = () => store.getState().document.exits;
    const before = exits();
    store
      .getState()
      .run(addExitCommand, { name: "clickTag2", url: " https://example.com/sale ", label: " Sale " });
    expect(exits().clickTag2).toEqual({ url: "https://example.com/sale", label: "Sale" });
    store.getState().run(editExitCommand, {
      name: "clickTag2",
      exit: { url: "https://example.com/shop", label: "Shop" },
    });
    expect(exits().clickTag2).toEqual({ url: "https://example.com/shop", label: "Shop" });
    store.getState().run(removeExitCommand, { name: "clickTag2" });
    expect(exits()).toEqual(before);
    expect(steps(store)).toEqual(["Add exit", "Edit exit", "Remove exit"]);
    store.getState().undo();
    expect(exits().clickTag2?.label).toBe("Shop");
    store.getState().undo();
    store.getState().undo();
    expect(exits()).toEqual(before);
  });
});

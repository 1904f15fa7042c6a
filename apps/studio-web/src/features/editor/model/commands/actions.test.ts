import type { LayerAction } from "@adstudio/creative/document";
import { describe, expect, it } from "vitest";
import { addActionCommand, editActionCommand, removeActionCommand, setClickExitCommand } from "./actions";
import { steps, storeWith } from "./test-store";

const toExit = (exit: string): LayerAction => ({ on: { type: "click" }, do: { type: "exit", exit } });
const onTap: LayerAction = { on: { type: "tap" }, do: { type: "expand" } };

describe("action commands", () => {
  it("add, edit and remove a layer's actions, each one named step that undo reverses", () => {
    const store = storeWith({ name: "Logo", props: { width: 50, height: 20 } });
    const actions = () => store.getState().document.layers["text-1"]?.actions;
    store.getState().run(addActionCommand, { id: "text-1", action: toExit("clickTag") });
    store.getState().run(addActionCommand, { id: "text-1", action: onTap });
    store.getState().run(editActionCommand, { id: "text-1", index: 0, action: toExit("clickTag2") });
    store.getState().run(removeActionCommand, { id: "text-1", index: 1 });
    expect(actions()).toEqual([toExit("clickTag2")]);
    expect(steps(store)).toEqual(["Add action", "Add action", "Edit action", "Remove action"]);
    store.getState().undo();
    expect(actions()).toEqual([toExit("clickTag2"), onTap]);
    store.getState().undo();
    expect(actions()).toEqual([toExit("clickTag"), onTap]);
  });

  it("the click exit replaces the layer's click → exit action, keeps its others, and null removes it", () => {
    const store = storeWith({ name: "Logo", props: { width: 50, height: 20 } });
    const actions = () => store.getState().document.layers["text-1"]?.actions;
    store.getState().run(addActionCommand, { id: "text-1", action: onTap });
    store.getState().run(setClickExitCommand, { id: "text-1", exit: "clickTag" });
    store.getState().run(setClickExitCommand, { id: "text-1", exit: "clickTag2" });
    expect(actions()).toEqual([onTap, toExit("clickTag2")]);
    store.getState().run(setClickExitCommand, { id: "text-1", exit: null });
    expect(actions()).toEqual([onTap]);
    expect(steps(store)).toEqual(["Add action", "Set exit", "Set exit", "Set exit"]);
    store.getState().undo();
    expect(actions()).toEqual([onTap, toExit("clickTag2")]);
  });
});

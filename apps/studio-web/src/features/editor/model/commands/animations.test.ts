import type { Animation } from "@adstudio/creative/document";
import { describe, expect, it } from "vitest";
import { addAnimationCommand, editAnimationCommand, removeAnimationCommand } from "./animations";
import { steps, storeWith } from "./test-store";

const fadeIn: Animation = {
  trigger: "entrance",
  preset: "fade",
  delayMs: 0,
  durationMs: 500,
  easing: "ease-out",
  iterations: 1,
};

describe("animation commands", () => {
  it("add, edit and remove a layer's animation, each one named step that undo reverses", () => {
    const store = storeWith({ name: "Logo", props: { width: 50, height: 20 } });
    const animations = () => store.getState().document.layers["text-1"]?.animations;
    store.getState().run(addAnimationCommand, { id: "text-1", animation: fadeIn });
    store.getState().run(addAnimationCommand, { id: "text-1", animation: { ...fadeIn, delayMs: 500 } });
    store
      .getState()
      .run(editAnimationCommand, { id: "text-1", index: 0, animation: { ...fadeIn, durationMs: 900 } });
    expect(animations()?.map((a) => [a.delayMs, a.durationMs])).toEqual([
      [0, 900],
      [500, 500],
    ]);
    store.getState().run(removeAnimationCommand, { id: "text-1", index: 1 });
    expect(animations()).toEqual([{ ...fadeIn, durationMs: 900 }]);
    expect(steps(store)).toEqual(["Add animation", "Add animation", "Edit animation", "Remove animation"]);
    store.getState().undo();
    expect(animations()).toHaveLength(2);
    store.getState().undo();
    expect(animations()?.[0]).toEqual(fadeIn);
  });

  it("an index the layer does not have changes nothing and makes no step", () => {
    const store = storeWith({ name: "Logo", props: { width: 50, height: 20 } });
    store.getState().run(editAnimationCommand, { id: "text-1", index: 3, animation: fadeIn });
    store.getState().run(removeAnimationCommand, { id: "text-1", index: 3 });
    expect(steps(store)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { fitText } from "../../canvas/measure-text";
import { steps, storeWith } from "./test-store";
import { editTextCommand, setTextFitCommand } from "./text";

/** A stand-in for the browser's layout: a character is half an em wide, a line 1.25 em high. */
const lines = (text: string, props: { fontSize?: number }, width: number) => {
  const perLine = Math.floor(width / ((props.fontSize ?? 14) / 2));
  return Math.max(1, Math.ceil(text.length / perLine)) * Math.round((props.fontSize ?? 14) * 1.25);
};

describe("text commands", () => {
  it("a two-line 26 px headline in a 40 px box grows to its text's height, undone in one step", () => {
    const store = storeWith({
      name: "Headline",
      props: { posleft: 10, postop: 10, width: 130, height: 40, fontSize: 26 },
    });
    const props = store.getState().document.layers["text-1"]?.props ?? {};
    // 10 characters a line at 26 px in 130 px: two lines of 33 px.
    const text = "Summer sale now";
    const fit = fitText({ text }, props, { w: 130, h: 40 }, lines);
    expect(fit).toEqual({ height: 66 });
    store.getState().run(editTextCommand, { id: "text-1", text, ...(fit ? { fit } : {}) });
    const layer = store.getState().document.layers["text-1"];
    expect(layer?.content).toEqual({ kind: "text", text: "Summer sale now" });
    expect(layer?.props.height).toBe(66);
    expect(steps(store)).toEqual(["Edit text"]);
    store.getState().undo();
    expect(store.getState().document.layers["text-1"]?.props.height).toBe(40);
    expect(store.getState().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "Headline" });
  });

  it("shrinks the font until the text fits, or keeps the box fixed, per the layer's text box setting", () => {
    const store = storeWith({ name: "Headline", props: { width: 130, height: 40, fontSize: 26 } });
    store.getState().run(setTextFitCommand, { id: "text-1", fit: "shrink" });
    const layer = () => {
      const found = store.getState().document.layers["text-1"];
      if (found?.content.kind !== "text") throw new Error("text-1 is a text layer");
      return { content: { ...found.content, text: "Summer sale now" }, props: found.props };
    };
    expect(layer().content.fit).toBe("shrink");
    // At 18 px two lines take 46 px; at 17 px the 15 characters fit on one line.
    expect(fitText(layer().content, layer().props, { w: 130, h: 40 }, lines)).toEqual({ fontSize: 17 });
    store.getState().run(setTextFitCommand, { id: "text-1", fit: "fixed" });
    expect(fitText(layer().content, layer().props, { w: 130, h: 40 }, lines)).toBeUndefined();
    store.getState().run(setTextFitCommand, { id: "text-1", fit: "grow" });
    expect(store.getState().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "Headline" });
  });
});

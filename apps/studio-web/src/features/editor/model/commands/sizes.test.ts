import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "../editor-store";
import { addSizeCommand, reflowSizeCommand, removeSizeCommand, setConstraintsCommand } from "./sizes";

/** A 300×250 Rich Media ad with a headline across the top centre. */
function richMedia(): AdDocument {
  const document = blankDocument("rich-media", "Summer");
  document.teaser = { sz300x250: { width: 300, height: 250 } };
  document.layers.headline = {
    id: "headline",
    name: "Headline",
    page: "page1",
    parent: null,
    order: "a0",
    content: { kind: "text", text: "Summer sale" },
    props: { posleft: 20, postop: 16, width: 260, height: 40, fontSize: 24 },
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
  };
  return document;
}

const storeOf = (document: AdDocument) => createEditorStore({ _id: "ad-1", document, revision: 1 });

describe("size commands", () => {
  it("add a size laid out from the base, show it, and undo in one step", () => {
    const store = storeOf(richMedia());
    store.getState().run(addSizeCommand, { size: "sz728x90" });
    const state = store.getState();
    expect(Object.keys(state.document.teaser)).toEqual(["sz300x250", "sz728x90"]);
    expect(state.document.layers.headline?.overrides.sz728x90).toEqual({
      posleft: 234,
      postop: 16,
      width: 260,
      height: 40,
    });
    expect(state.session.size).toBe("sz728x90");
    expect(state.history.past.map((step) => step.label)).toEqual(["Add size 728×90"]);
    store.getState().undo();
    expect(store.getState().document).toEqual(richMedia());
    expect(store.getState().session.size).toBe("sz300x250");
  });

  it("refuse a size the format does not offer and change nothing", () => {
    const store = storeOf(richMedia());
    expect(() => store.getState().run(addSizeCommand, { size: "sz5x5" })).toThrow(
      /^Rich Media ads do not come in 5×5;/,
    );
    expect(store.getState().document).toEqual(richMedia());
    expect(store.getState().history.past).toEqual([]);
  });

  it("remove a size with its overrides and show the base, undoing in one step", () => {
    const store = storeOf(richMedia());
    store.getState().run(addSizeCommand, { size: "sz160x600" });
    const withSize = store.getState().document;
    store.getState().run(removeSizeCommand, { size: "sz160x600" });
    expect(Object.keys(store.getState().document.teaser)).toEqual(["sz300x250"]);
    expect(store.getState().document.layers.headline?.overrides).toEqual({});
    expect(store.getState().session.size).toBe("sz300x250");
    store.getState().undo();
    expect(store.getState().document).toEqual(withSize);
  });

  it("never remove the base size", () => {
    const store = storeOf(richMedia());
    store.getState().run(addSizeCommand, { size: "sz728x90" });
    expect(() => store.getState().run(removeSizeCommand, { size: "sz300x250" })).toThrow(
      "300×250 is the base size; its layout is the one the others follow.",
    );
    expect(Object.keys(store.getState().document.teaser)).toEqual(["sz300x250", "sz728x90"]);
  });

  it("set a layer's constraints, which the next added size follows", () => {
    const store = storeOf(richMedia());
    store.getState().run(setConstraintsCommand, {
      ids: ["headline"],
      constraints: { horizontal: "right", vertical: "top", keepAspect: false },
    });
    store.getState().run(addSizeCommand, { size: "sz728x90" });
    expect(store.getState().document.layers.headline?.overrides.sz728x90).toEqual({
      posleft: 448,
      postop: 16,
      width: 260,
      height: 40,
    });
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document.layers.headline?.constraints).toBeUndefined();
  });

  it("lay a size out again from the base in one undo step", () => {
    const document = richMedia();
    document.teaser.sz728x90 = { width: 728, height: 90 };
    const store = storeOf(document);
    store.getState().run(reflowSizeCommand, { size: "sz728x90" });
    expect(store.getState().document.layers.headline?.overrides.sz728x90).toEqual({
      posleft: 234,
      postop: 16,
      width: 260,
      height: 40,
    });
    expect(store.getState().history.past.map((step) => step.label)).toEqual(["Lay out 728×90 from the base"]);
    store.getState().undo();
    expect(store.getState().document.layers.headline?.overrides).toEqual({});
  });
});

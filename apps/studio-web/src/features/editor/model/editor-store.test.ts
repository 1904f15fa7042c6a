import { blankDocument } from "@adstudio/creative/formats";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "./editor-store";
import { addLayer, setLayerProps } from "./layer-ops";

function storeWithClock() {
  let time = 1_000_000;
  const document = blankDocument("belt", "Belt");
  const store = createEditorStore({ _id: "ad-1", document, revision: 3 }, { now: () => time });
  return { store, tick: (ms: number) => (time += ms) };
}

const text = (page: string, words: string) => ({
  name: words,
  page,
  content: { kind: "text" as const, text: words },
  props: { posleft: 10, postop: 10, width: 100, height: 20 },
});

describe("editor store", () => {
  it("undoes and redoes each change as one step, and a new change clears what was undone", () => {
    const { store } = storeWithClock();
    const page = store.getState().session.page;
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "One")));
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "Two")));
    expect(Object.keys(store.getState().document.layers)).toEqual(["text-1", "text-2"]);
    store.getState().undo();
    expect(Object.keys(store.getState().document.layers)).toEqual(["text-1"]);
    store.getState().redo();
    expect(Object.keys(store.getState().document.layers)).toEqual(["text-1", "text-2"]);
    store.getState().undo();
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "Three")));
    store.getState().redo();
    expect(store.getState().document.layers["text-2"]?.content).toEqual({ kind: "text", text: "Three" });
    expect(store.getState().history.future).toEqual([]);
  });

  it("keeps at least 100 steps", () => {
    const { store } = storeWithClock();
    const page = store.getState().session.page;
    for (let i = 0; i < 150; i += 1)
      store.getState().edit("Add", (d) => void addLayer(d, text(page, `L${i}`)));
    for (let i = 0; i < 150; i += 1) store.getState().undo();
    expect(store.getState().document.layers).toEqual({});
  });

  it("merges typing in one field into one step within a second, and starts a new step after it", () => {
    const { store, tick } = storeWithClock();
    const page = store.getState().session.page;
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "")));
    const type = (words: string) =>
      store.getState().edit(
        "Edit text",
        (d) => {
          const layer = d.layers["text-1"];
          if (layer?.content.kind === "text") layer.content.text = words;
        },
        { coalesce: "text-1.text" },
      );
    type("H");
    tick(1000);
    type("Hi");
    tick(1001);
    type("Hi!");
    store.getState().undo();
    expect(store.getState().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "Hi" });
    store.getState().undo();
    expect(store.getState().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "" });
  });

  it("keeps selection, page, size and zoom out of the history, and drops selected layers that are gone", () => {
    const { store } = storeWithClock();
    const page = store.getState().session.page;
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "One")));
    store.getState().select(["text-1", "nope"]);
    expect(store.getState().session.selection).toEqual(["text-1"]);
    store.getState().showSize("sz728x90");
    store.getState().setZoom(9);
    expect(store.getState().session).toMatchObject({ size: "sz728x90", zoom: 4 });
    store.getState().setZoom(0.1);
    expect(store.getState().session.zoom).toBe(0.5);
    expect(store.getState().history.past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().session.selection).toEqual([]);
    // Selecting after an undo leaves the redo stack alone.
    store.getState().select([]);
    expect(store.getState().history.future).toHaveLength(1);
  });

  it("is dirty until the server acknowledges the change it saved, and reload starts over", () => {
    const { store } = storeWithClock();
    const page = store.getState().session.page;
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "One")));
    expect(store.getState().change).toBe(1);
    expect(store.getState().change).not.toBe(store.getState().savedChange);
    store.getState().saved(1, 4);
    expect(store.getState()).toMatchObject({ savedChange: 1, revision: 4 });
    const theirs = blankDocument("belt", "Theirs");
    store.getState().reload(theirs, 7);
    expect(store.getState()).toMatchObject({ document: theirs, revision: 7, change: 0, savedChange: 0 });
    expect(store.getState().history.past).toEqual([]);
  });

  it("writes another size's change as a sparse override and resets it by deleting the key", () => {
    const { store } = storeWithClock();
    const page = store.getState().session.page;
    store.getState().edit("Add text", (d) => void addLayer(d, text(page, "One")));
    store.getState().edit("Size", (d) => setLayerProps(d, "text-1", "sz728x90", { width: 300 }));
    expect(store.getState().document.layers["text-1"]).toMatchObject({
      props: { width: 100 },
      overrides: { sz728x90: { width: 300 } },
    });
    store.getState().edit("Reset", (d) => setLayerProps(d, "text-1", "sz728x90", { width: undefined }));
    expect(store.getState().document.layers["text-1"]?.overrides).toEqual({});
  });
});

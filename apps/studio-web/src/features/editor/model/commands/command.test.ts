import { blankDocument } from "@adstudio/creative/formats";
import { describe, expect, it } from "vitest";
import { createEditorStore } from "../editor-store";
import { addLayer } from "../layer-ops";
import { defineCommand } from "./command";

const addTexts = defineCommand<{ words: string[] }>({
  id: "test.addTexts",
  label: ({ words }) => (words.length > 1 ? "Add texts" : "Add text"),
  apply(draft, { words }, context) {
    const ids = words.map((text) =>
      addLayer(draft, {
        name: text,
        page: context.session.page,
        content: { kind: "text", text },
        props: { posleft: 0, postop: 0, width: 50, height: 20 },
      }),
    );
    context.select(ids);
  },
});

describe("commands", () => {
  it("run as one named undo step and move the selection where the command says", () => {
    const store = createEditorStore({ _id: "ad-1", document: blankDocument("belt", "Belt"), revision: 1 });
    store.getState().run(addTexts, { words: ["One", "Two"] });
    expect(store.getState().session.selection).toEqual(["text-1", "text-2"]);
    expect(store.getState().history.past.map((step) => step.label)).toEqual(["Add texts"]);
    store.getState().undo();
    expect(store.getState().document.layers).toEqual({});
    expect(store.getState().session.selection).toEqual([]);
  });

  it("make no undo step when they change nothing", () => {
    const store = createEditorStore({ _id: "ad-1", document: blankDocument("belt", "Belt"), revision: 1 });
    store.getState().run(addTexts, { words: [] });
    expect(store.getState().history.past).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { pageGeometry } from "../canvas/geometry";
import { setLayerPropsCommand } from "./commands/properties";
import { steps, storeWith } from "./commands/test-store";
import { moveLayersCommand, rotateLayerCommand } from "./commands/transform";
import { type EditorStore, shownDocument } from "./editor-store";

// Marks and bail (tldraw's `mark` / `bailToMark`): a gesture shows its change live and ends as one undo
// step, or exactly where it began.

const two = () =>
  storeWith(
    { name: "A", props: { posleft: 10, postop: 10, width: 50, height: 20 } },
    { name: "B", props: { posleft: 100, postop: 40, width: 50, height: 20 } },
  );

const nodes = (store: EditorStore, ...ids: string[]) => {
  const { document, session } = store.getState();
  const all = pageGeometry(document, session.page, session.size);
  return ids.map((id) => all.find((n) => n.id === id) ?? expect.fail(`${id} has geometry`));
};
/** A layer's props as shown (a gesture's live change included). */
const props = (store: EditorStore, id: string) => shownDocument(store.getState()).layers[id]?.props;

/** A drag of both layers through three pointer moves, each previewed from the mark. */
function dragBoth(store: EditorStore) {
  const moving = nodes(store, "text-1", "text-2");
  store.getState().mark();
  for (const x of [3, 7, 12])
    store.getState().preview(moveLayersCommand, { nodes: moving, delta: { x, y: 5 } });
}

describe("gestures: mark, preview, commit, bail", () => {
  it("show each move live from the mark, without an undo step or a change to save", () => {
    const store = two();
    dragBoth(store);
    // The last preview replaced the others: 12 px from the start, not 3 + 7 + 12.
    expect(props(store, "text-1")).toMatchObject({ posleft: 22, postop: 15 });
    expect(props(store, "text-2")).toMatchObject({ posleft: 112, postop: 45 });
    expect(store.getState().history.past).toEqual([]);
    expect(store.getState().change).toBe(0);
    // The committed document (saved, undone, read by the panels) is still at the mark.
    expect(store.getState().document.layers["text-1"]?.props).toMatchObject({ posleft: 10 });
  });

  it("commit the whole gesture as one named undo step that restores the start, and redo it", () => {
    const store = two();
    const start = store.getState().document;
    dragBoth(store);
    const end = shownDocument(store.getState());
    store.getState().commit();
    expect(store.getState().document).toBe(end);
    expect(steps(store)).toEqual(["Move 2 layers"]);
    expect(store.getState().change).toBe(1);
    expect(store.getState().gesture).toBeNull();
    store.getState().undo();
    expect(store.getState().document).toEqual(start);
    expect(store.getState().history.past).toEqual([]);
    store.getState().redo();
    expect(store.getState().document).toEqual(end);
    expect(props(store, "text-1")).toMatchObject({ posleft: 22, postop: 15 });
  });

  it("bail back to the mark exactly, recording nothing and keeping the redo stack", () => {
    const store = two();
    store
      .getState()
      .run(setLayerPropsCommand, { id: "text-1", patch: { opacity: 0.5 }, label: "Set opacity" });
    store.getState().undo();
    const future = store.getState().history.future;
    const before = store.getState().document;
    store.getState().select(["text-1", "text-2"]);
    dragBoth(store);
    store.getState().bail();
    expect(shownDocument(store.getState())).toBe(before);
    expect(store.getState().history).toEqual({ past: [], future });
    expect(store.getState().change).toBe(2);
    expect(store.getState().session.selection).toEqual(["text-1", "text-2"]);
    // The step undone before the gesture can still be redone.
    store.getState().redo();
    expect(props(store, "text-1")?.opacity).toBe(0.5);
  });

  it("make no undo step for a gesture that ends where it began", () => {
    const store = two();
    store.getState().mark();
    store.getState().preview(rotateLayerCommand, { id: "text-2", rotation: 30 });
    store.getState().preview(rotateLayerCommand, { id: "text-2", rotation: 0 });
    store.getState().commit();
    expect(store.getState().history.past).toEqual([]);
    expect(store.getState().change).toBe(0);
  });

  it("bail on undo during a gesture, and commit it before another command runs", () => {
    const store = two();
    dragBoth(store);
    store.getState().undo();
    expect(props(store, "text-1")).toMatchObject({ posleft: 10, postop: 10 });
    expect(store.getState().history.past).toEqual([]);

    dragBoth(store);
    store
      .getState()
      .run(setLayerPropsCommand, { id: "text-2", patch: { opacity: 0.5 }, label: "Set opacity" });
    expect(steps(store)).toEqual(["Move 2 layers", "Set opacity"]);
    store.getState().undo();
    store.getState().undo();
    expect(props(store, "text-1")).toMatchObject({ posleft: 10, postop: 10 });
  });

  it("name the step as asked, and a number scrub is one step however many values it showed", () => {
    const store = two();
    store.getState().mark();
    for (const width of [51, 55, 64, 80])
      store.getState().preview(setLayerPropsCommand, { id: "text-1", patch: { width }, label: "Set width" });
    store.getState().commit();
    expect(steps(store)).toEqual(["Set width"]);
    expect(props(store, "text-1")?.width).toBe(80);
    store.getState().undo();
    expect(props(store, "text-1")?.width).toBe(50);
    store.getState().mark();
    store
      .getState()
      .preview(setLayerPropsCommand, { id: "text-1", patch: { width: 70 }, label: "Set width" });
    store.getState().commit("Scrub width");
    expect(steps(store)).toEqual(["Scrub width"]);
  });

  it("drop an open gesture when the server's copy is reloaded", () => {
    const store = two();
    const server = store.getState().document;
    dragBoth(store);
    store.getState().reload(server, 9);
    expect(store.getState().gesture).toBeNull();
    expect(shownDocument(store.getState())).toBe(server);
  });
});

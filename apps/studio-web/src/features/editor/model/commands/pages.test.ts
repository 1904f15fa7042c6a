import { describe, expect, it } from "vitest";
import type { EditorStore } from "../editor-store";
import {
  addPageCommand,
  deletePageCommand,
  duplicatePageCommand,
  movePageCommand,
  renamePageCommand,
  setPageBackgroundCommand,
  setPageDurationCommand,
} from "./pages";
import { setStageBackgroundCommand } from "./stage";
import { steps, storeWith } from "./test-store";

const names = (store: EditorStore) => store.getState().document.pages.map((p) => p.name);
const first = (store: EditorStore) => store.getState().document.pages[0]?.id ?? "";
const oneLayer = () => storeWith({ name: "Logo", props: { posleft: 10, postop: 10, width: 50, height: 20 } });

describe("page commands", () => {
  it("add a page after the one shown and show it; undo removes it in one step", () => {
    const store = oneLayer();
    store.getState().run(addPageCommand, undefined);
    expect(names(store)).toEqual(["Page 1", "Page 2"]);
    expect(store.getState().session.page).toBe(store.getState().document.pages[1]?.id);
    expect(steps(store)).toEqual(["Add page"]);
    store.getState().undo();
    expect(names(store)).toEqual(["Page 1"]);
    expect(store.getState().session.page).toBe(first(store));
  });

  it("duplicate a page with its layers and show the copy; undo removes page and layers in one step", () => {
    const store = oneLayer();
    const before = store.getState().document;
    store.getState().run(duplicatePageCommand, { page: first(store) });
    expect(names(store)).toEqual(["Page 1", "Page 1 copy"]);
    const copy = store.getState().document.pages[1]?.id;
    expect(store.getState().session.page).toBe(copy);
    expect(Object.values(store.getState().document.layers).filter((l) => l.page === copy)).toHaveLength(1);
    expect(steps(store)).toEqual(["Duplicate page"]);
    store.getState().undo();
    expect(store.getState().document).toEqual(before);
  });

  it("rename, move and delete pages, each one named undo step", () => {
    const store = oneLayer();
    store.getState().run(addPageCommand, undefined);
    const second = store.getState().document.pages[1]?.id ?? "";
    store.getState().run(renamePageCommand, { page: second, name: "End card" });
    store.getState().run(movePageCommand, { page: second, delta: -1 });
    expect(names(store)).toEqual(["End card", "Page 1"]);
    const withLayer = store.getState().document;
    store.getState().run(deletePageCommand, { page: first(store) });
    store.getState().run(deletePageCommand, { page: store.getState().document.pages[1]?.id ?? "" });
    expect(names(store)).toEqual(["Page 1"]);
    expect(store.getState().document.layers).toEqual({ "text-1": withLayer.layers["text-1"] });
    expect(steps(store)).toEqual(["Add page", "Rename page", "Move page", "Delete page"]);
    store.getState().undo();
    expect(store.getState().document).toEqual(withLayer);
  });

  it("a page's duration and background are set and cleared, and typing coalesces into one step", () => {
    const store = oneLayer();
    const page = first(store);
    store.getState().run(setPageDurationCommand, { page, ms: 3000 }, { coalesce: `page-duration:${page}` });
    store.getState().run(setPageDurationCommand, { page, ms: 4000 }, { coalesce: `page-duration:${page}` });
    expect(store.getState().document.pages[0]?.durationMs).toBe(4000);
    store.getState().run(setPageBackgroundCommand, { page, background: "#ff0000" });
    store.getState().run(setPageBackgroundCommand, { page, background: undefined });
    expect(store.getState().document.pages[0]).not.toHaveProperty("background");
    expect(steps(store)).toEqual(["Page duration", "Set page background", "Clear page background"]);
    store.getState().undo();
    expect(store.getState().document.pages[0]?.background).toBe("#ff0000");
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().document.pages[0]).not.toHaveProperty("durationMs");
  });

  it("set the stage background, undone in one step", () => {
    const store = oneLayer();
    const was = store.getState().document.stage.background;
    store.getState().run(setStageBackgroundCommand, { background: "#123456" });
    expect(store.getState().document.stage.background).toBe("#123456");
    expect(steps(store)).toEqual(["Set stage background"]);
    store.getState().undo();
    expect(store.getState().document.stage.background).toBe(was);
  });
});

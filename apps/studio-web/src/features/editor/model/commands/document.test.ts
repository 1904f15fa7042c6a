import type { Asset } from "@adstudio/creative/document";
import { describe, expect, it } from "vitest";
import { addAssetCommand, renameDocumentCommand } from "./document";
import { steps, storeWith } from "./test-store";

describe("document commands", () => {
  it("rename the ad trimmed, a typing burst as one step; undo restores the old name", () => {
    const store = storeWith();
    const was = store.getState().document.name;
    for (const name of ["S", "Su", "Summer  "])
      store.getState().run(renameDocumentCommand, { name, kind: "ad" }, { coalesce: "document.name" });
    expect(store.getState().document.name).toBe("Summer");
    expect(steps(store)).toEqual(["Rename the ad"]);
    store.getState().undo();
    expect(store.getState().document.name).toBe(was);
  });

  it("never writes a blank name, and names the step after a template when editing one", () => {
    const store = storeWith();
    store.getState().run(renameDocumentCommand, { name: "   ", kind: "ad" });
    expect(steps(store)).toEqual([]);
    store.getState().run(renameDocumentCommand, { name: "Sale template", kind: "template" });
    expect(steps(store)).toEqual(["Rename the template"]);
  });

  it("an uploaded asset joins the document by its hash, undone in one step", () => {
    const store = storeWith();
    const asset: Asset = {
      hash: "b".repeat(64),
      type: "image",
      mime: "image/png",
      name: "logo.png",
      bytes: 1200,
      width: 10,
      height: 10,
    };
    store.getState().run(addAssetCommand, { asset });
    expect(store.getState().document.assets["b".repeat(64)]).toEqual(asset);
    expect(steps(store)).toEqual(["Add asset"]);
    store.getState().undo();
    expect(store.getState().document.assets).toEqual({});
  });
});

import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { addLayer, duplicateLayers, removeLayers, reorderLayer, setLayerProps } from "../model/layer-ops";
import { type FrameDesign, frameStep, renderMessage } from "./frame-sync";

const BASES = {
  assetBase: "http://studio.test/api/assets/preview/",
  templateBase: "http://studio.test/creatives/templates/",
};

/** A mini with two text layers, Title (text-1) and Price (text-2), edited as the editor does (immer). */
function start(): AdDocument {
  return produce(blankDocument("mini", "Frame sync"), (d) => {
    addLayer(d, {
      name: "Title",
      page: "page1",
      content: { kind: "text", text: "Hello" },
      props: { posleft: 10, postop: 20, width: 100, height: 30 },
    });
    addLayer(d, {
      name: "Price",
      page: "page1",
      content: { kind: "text", text: "9 €" },
      props: { posleft: 10, postop: 60, width: 100, height: 30 },
    });
  });
}
const design = (document: AdDocument, size = "sz300x250", page = "page1"): FrameDesign => ({
  document,
  size,
  page,
});
const edit = (doc: AdDocument, recipe: (d: AdDocument) => void) => produce(doc, recipe);

describe("frameStep", () => {
  it("patches a property change: the one layer's rule, nothing else", () => {
    const doc = start();
    const next = edit(doc, (d) => setLayerProps(d, "text-1", "sz300x250", { fontColor: "#ff0000" }));
    expect(frameStep(design(doc), design(next), BASES)).toEqual({
      kind: "patch",
      ops: [
        {
          op: "update",
          id: "text-1",
          html: null,
          css: ["#l-text-1{left:10px;top:20px;width:100px;height:30px;color:#ff0000}"],
        },
      ],
    });
  });

  it("patches new words, a duplicate and a deletion", () => {
    const doc = start();
    const typed = edit(doc, (d) => {
      const l = d.layers["text-2"];
      if (l?.content.kind === "text") l.content.text = "7 €";
    });
    expect(frameStep(design(doc), design(typed), BASES)).toMatchObject({
      kind: "patch",
      ops: [{ op: "update", id: "text-2", html: '<div class="l text passive" id="l-text-2">7 €</div>' }],
    });
    const twice = edit(doc, (d) => {
      duplicateLayers(d, ["text-1"]);
    });
    const added = frameStep(design(doc), design(twice), BASES);
    expect(added).toMatchObject({ kind: "patch", ops: [{ op: "insert", parent: "page:page1" }] });
    const removed = edit(doc, (d) => removeLayers(d, ["text-1"]));
    expect(frameStep(design(doc), design(removed), BASES)).toEqual({
      kind: "patch",
      ops: [{ op: "remove", id: "text-1" }],
    });
  });

  it("does nothing when nothing drawn changed (a rename, a lock)", () => {
    const doc = start();
    const renamed = edit(doc, (d) => {
      const l = d.layers["text-1"];
      if (l) {
        l.name = "Headline";
        l.locked = true;
      }
    });
    expect(frameStep(design(doc), design(doc), BASES)).toEqual({ kind: "same" });
    expect(frameStep(design(doc), design(renamed), BASES)).toEqual({ kind: "same" });
  });

  it("writes the page afresh for the first page, another page or size, a reorder, and on the benchmark's switch", () => {
    const doc = start();
    const moved = edit(doc, (d) => setLayerProps(d, "text-1", "sz300x250", { posleft: 50 }));
    const withPage = edit(doc, (d) => {
      d.pages.push({ id: "page2", name: "Page 2" });
    });
    expect(frameStep(null, design(doc), BASES)).toEqual({ kind: "reload" });
    expect(frameStep(design(withPage), design(withPage, "sz300x250", "page2"), BASES)).toEqual({
      kind: "reload",
    });
    expect(frameStep(design(doc), design(doc, "sz320x50"), BASES)).toEqual({ kind: "reload" });
    const reordered = edit(doc, (d) => reorderLayer(d, "text-1", "front"));
    expect(frameStep(design(doc), design(reordered), BASES)).toEqual({ kind: "reload" });
    expect(frameStep(design(doc), design(moved), BASES, true)).toEqual({ kind: "reload" });
  });

  it("writes the page afresh when the edit cannot be diffed, and the full render then says why", () => {
    const doc = start();
    const broken = edit(doc, (d) => {
      const l = d.layers["text-1"];
      if (l) d.layers["9bad"] = { ...l, id: "9bad" };
    });
    expect(frameStep(design(doc), design(broken), BASES)).toEqual({ kind: "reload" });
    expect(() => renderMessage(design(broken), BASES)).toThrow('Layer id "9bad" is not valid.');
  });
});

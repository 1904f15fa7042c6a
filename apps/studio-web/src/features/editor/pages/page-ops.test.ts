import { type AdDocument, AdDocumentSchema } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { addLayer } from "../model/layer-ops";
import { addPage, duplicatePage, movePage, removePage } from "./page-ops";

/** A story with two pages; page1 has a button that shows a text and goes to page2. */
function story(): AdDocument {
  return produce(blankDocument("story", "Story"), (d) => {
    addPage(d);
    addLayer(d, { name: "Hello", page: "page1", content: { kind: "text", text: "Hi" }, props: {} });
    addLayer(d, { name: "Button", page: "page1", content: { kind: "text", text: "Go" }, props: {} });
    d.layers["text-2"]?.actions.push(
      { on: { type: "click" }, do: { type: "showLayer", layer: "text-1" } },
      { on: { type: "tap" }, do: { type: "goToPage", page: "page2" } },
    );
  });
}

describe("page operations", () => {
  it("adds a page after the given one, with a fresh id the schema accepts", () => {
    const document = produce(story(), (d) => void addPage(d, "page1"));
    expect(document.pages.map((p) => [p.id, p.name])).toEqual([
      ["page1", "Page 1"],
      ["page3", "Page 3"],
      ["page2", "Page 2"],
    ]);
    expect(v.safeParse(AdDocumentSchema, document).success).toBe(true);
  });

  it("duplicates a page with its layers, whose actions point at the copies", () => {
    const document = produce(story(), (d) => void duplicatePage(d, "page1"));
    expect(document.pages.map((p) => p.name)).toEqual(["Page 1", "Page 1 copy", "Page 2"]);
    const copy = document.pages[1]?.id;
    expect(document.layers["text-4"]).toMatchObject({ name: "Button", page: copy });
    expect(document.layers["text-4"]?.actions[0]?.do).toEqual({ type: "showLayer", layer: "text-3" });
    expect(document.layers["text-4"]?.actions[1]?.do).toEqual({ type: "goToPage", page: "page2" });
    expect(v.safeParse(AdDocumentSchema, document).success).toBe(true);
  });

  it("removes a page with its layers and the actions that led to it, but never the last page", () => {
    let document = produce(story(), (d) => removePage(d, "page2"));
    expect(document.pages.map((p) => p.id)).toEqual(["page1"]);
    expect(document.layers["text-2"]?.actions.map((a) => a.do.type)).toEqual(["showLayer"]);
    document = produce(document, (d) => removePage(d, "page1"));
    expect(document.pages.map((p) => p.id)).toEqual(["page1"]);
    expect(Object.keys(document.layers)).toEqual(["text-1", "text-2"]);
  });

  it("moves a page earlier and later, and not past either end", () => {
    let document = produce(story(), (d) => movePage(d, "page2", -1));
    expect(document.pages.map((p) => p.id)).toEqual(["page2", "page1"]);
    const before = document;
    document = produce(document, (d) => movePage(d, "page2", -1));
    expect(document).toBe(before);
  });
});

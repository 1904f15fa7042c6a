import { describe, expect, it } from "vitest";
import type { AdDocument } from "../document/document";
import type { Layer } from "../document/layer";
import { documentOf, FONT, IMAGE, IMAGE2, layer } from "./__fixtures__/documents";
import { editorPatch } from "./editor-patch";
import { renderLayer } from "./layer-render";
import { layerTree } from "./layers";
import { type RenderOptions, render } from "./render";

const OPTIONS: RenderOptions = { size: "sz300x250", mode: "preview", assetBase: "/a/", edit: { page: "p1" } };

/** A headline, a picture and a group holding a button-like text. */
const base = () =>
  documentOf("mini", {
    layers: {
      head: layer("head", { kind: "text", text: "Fresh" }, { order: "a1" }),
      pic: layer("pic", { kind: "image", asset: IMAGE, alt: "Cup" }, { order: "a2" }),
      group: layer("group", { kind: "container", clip: false }, { order: "a3" }),
      cta: layer("cta", { kind: "text", text: "Buy" }, { order: "a1", parent: "group" }),
    },
  });

/** A copy with one layer changed (as the editor's immer edits leave the others untouched). */
function withLayer(doc: AdDocument, id: string, change: (l: Layer) => Layer): AdDocument {
  return { ...doc, layers: { ...doc.layers, [id]: change(doc.layers[id] as Layer) } };
}
const moved = (l: Layer): Layer => ({ ...l, props: { ...l.props, posleft: 40 } });

describe("editorPatch: edits that go in place", () => {
  it("sends only the moved layer's new rule, with its markup left alone", () => {
    const prev = base();
    expect(editorPatch(prev, withLayer(prev, "head", moved), OPTIONS)).toEqual([
      { op: "update", id: "head", html: null, css: ["#l-head{left:40px;top:20px;width:100px;height:50px}"] },
    ]);
  });

  it("replaces the element of a layer whose words changed", () => {
    const prev = base();
    const next = withLayer(prev, "head", (l) => ({ ...l, content: { kind: "text", text: "Roasted" } }));
    expect(editorPatch(prev, next, OPTIONS)).toEqual([
      {
        op: "update",
        id: "head",
        html: '<div class="l text passive" id="l-head">Roasted</div>',
        css: ["#l-head{left:10px;top:20px;width:100px;height:50px}"],
      },
    ]);
  });

  it("hides, swaps a picture and changes a grouped layer, each in its own op", () => {
    const prev = base();
    let next = withLayer(prev, "pic", (l) => ({
      ...l,
      hidden: true,
      content: { kind: "image", asset: IMAGE2, alt: "Bean" },
    }));
    next = withLayer(next, "cta", moved);
    expect(editorPatch(prev, next, OPTIONS)).toEqual([
      {
        op: "update",
        id: "pic",
        html: '<img class="l" id="l-pic" src="/a/assets/b2b2b2b2b2b2b2b2b2b2.jpg" alt="Bean" hidden>',
        css: ["#l-pic{left:10px;top:20px;width:100px;height:50px}"],
      },
      { op: "update", id: "cta", html: null, css: ["#l-cta{left:40px;top:20px;width:100px;height:50px}"] },
    ]);
  });

  it("inserts a new layer before its next sibling, and removes a deleted one", () => {
    const prev = base();
    const badge = layer("badge", { kind: "text", text: "New" }, { order: "a15" });
    const { pic: _gone, ...rest } = prev.layers;
    const next = { ...prev, layers: { ...rest, badge } };
    expect(editorPatch(prev, next, OPTIONS)).toEqual([
      { op: "remove", id: "pic" },
      {
        op: "insert",
        id: "badge",
        parent: "page:p1",
        before: "group",
        html: '<div class="l text passive" id="l-badge">New</div>',
        css: ["#l-badge{left:10px;top:20px;width:100px;height:50px}"],
      },
    ]);
  });

  it("removes a group with its children in one op, and asks for nothing when nothing drawn changed", () => {
    const prev = base();
    const { group: _g, cta: _c, ...rest } = prev.layers;
    expect(editorPatch(prev, { ...prev, layers: rest }, OPTIONS)).toEqual([{ op: "remove", id: "group" }]);
    expect(editorPatch(prev, prev, OPTIONS)).toEqual([]);
    expect(
      editorPatch(
        prev,
        withLayer(prev, "head", (l) => ({ ...l, name: "Title", locked: true })),
        OPTIONS,
      ),
    ).toEqual([]);
  });
});

describe("editorPatch: edits that load the page afresh", () => {
  const prev = base();
  const cases: [string, AdDocument][] = [
    ["a reorder", withLayer(prev, "head", (l) => ({ ...l, order: "a9" }))],
    ["a new parent", withLayer(prev, "head", (l) => ({ ...l, parent: "group" }))],
    ["another page", withLayer(prev, "head", (l) => ({ ...l, page: "p2" }))],
    [
      "an animation",
      withLayer(prev, "head", (l) => ({
        ...l,
        animations: [
          { trigger: "entrance", preset: "fade", delayMs: 0, durationMs: 500, easing: "ease", iterations: 1 },
        ],
      })),
    ],
    [
      "an action",
      withLayer(prev, "pic", (l) => ({
        ...l,
        actions: [{ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } }],
      })),
    ],
    ["an uploaded font", withLayer(prev, "head", (l) => ({ ...l, props: { ...l.props, font: FONT } }))],
    ["a page background", { ...prev, pages: [{ id: "p1", name: "First", background: "#000000" }] }],
    ["the ad's name", { ...prev, name: "Evening Roast" }],
    ["a size", { ...prev, teaser: { sz300x250: { width: 320, height: 250 } } }],
    ["a group removed with a child left", { ...prev, layers: { ...prev.layers, group: undefined as never } }],
  ];
  it.each(cases)("%s", (_, next) => {
    const layers = Object.fromEntries(Object.entries(next.layers).filter(([, l]) => l !== undefined));
    expect(editorPatch(prev, { ...next, layers }, OPTIONS)).toBeNull();
  });

  it("a keyframed layer turned (its keyframes in the head follow its angle), but not one moved", () => {
    const keyframed = withLayer(prev, "head", (l) => ({
      ...l,
      animations: [
        {
          trigger: "entrance",
          preset: "keyframes",
          delayMs: 0,
          durationMs: 1000,
          easing: "linear",
          iterations: 1,
          tracks: [
            {
              property: "rotation",
              keyframes: [
                { atMs: 0, value: 0 },
                { atMs: 1000, value: 90 },
              ],
            },
          ],
        },
      ],
    }));
    const turned = withLayer(keyframed, "head", (l) => ({ ...l, props: { ...l.props, rotation: 45 } }));
    expect(editorPatch(keyframed, turned, OPTIONS)).toBeNull();
    const shifted = withLayer(keyframed, "head", moved);
    expect(editorPatch(keyframed, shifted, OPTIONS)?.[0]).toMatchObject({
      op: "update",
      id: "head",
      html: null,
    });
  });

  it("keeps a system font in place (nothing to declare in the head)", () => {
    const next = withLayer(prev, "head", (l) => ({ ...l, props: { ...l.props, font: "Georgia" } }));
    expect(editorPatch(prev, next, OPTIONS)?.[0]).toMatchObject({ op: "update", id: "head", html: null });
  });
});

describe("renderLayer", () => {
  it("writes the layer's markup and rules exactly as the full render does", () => {
    const doc = withLayer(base(), "cta", (l) => ({
      ...l,
      props: { ...l.props, hoverStyle: { opacity: 0.5 } },
    }));
    const html = render(doc, OPTIONS).files["index.html"] as string;
    const group = renderLayer(doc, layerTree(doc.layers), "group", OPTIONS);
    expect(group?.html).toBe(
      '<div class="l container" id="l-group"><div class="l text" id="l-cta">Buy</div></div>',
    );
    expect(html).toContain(group?.html);
    expect(group?.css).toEqual([
      "#l-group{left:10px;top:20px;width:100px;height:50px}",
      "#l-cta{left:10px;top:20px;width:100px;height:50px}",
      "#l-cta:hover,#l-cta:focus-visible{opacity:0.5}",
    ]);
    for (const rule of group?.css ?? []) expect(html).toContain(rule);
    expect(group?.own).toEqual(["#l-group{left:10px;top:20px;width:100px;height:50px}"]);
  });
});

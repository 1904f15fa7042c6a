import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { addLayer } from "../model/layer-ops";
import { pageGeometry } from "./geometry";
import { resizedBounds, scaledBox, selectionBounds } from "./scale-selection";

/** A 300x250 with two boxes side by side and a third turned a quarter. */
function boxes(): AdDocument {
  return produce(blankDocument("mini", "Mini"), (d) => {
    const add = (name: string, props: Record<string, number>) =>
      addLayer(d, { name, page: "page1", content: { kind: "text", text: name }, props });
    add("A", { posleft: 20, postop: 20, width: 40, height: 20 });
    add("B", { posleft: 80, postop: 60, width: 20, height: 40 });
    add("T", { posleft: 150, postop: 150, width: 40, height: 20, rotation: 90 });
  });
}

const noSnap = { keepAspect: false, targets: { xs: [], ys: [] }, threshold: 0 };

describe("resizing a multi-selection", () => {
  const nodes = pageGeometry(boxes(), "page1", "sz300x250");
  const [a, b, t] = nodes as [(typeof nodes)[0], (typeof nodes)[0], (typeof nodes)[0]];

  it("draws its handles on the bounds of the selected layers", () => {
    expect(selectionBounds([a, b])).toEqual({ minX: 20, minY: 20, maxX: 100, maxY: 100 });
  });

  it("doubles every layer's size and distance from the fixed corner when the bounds double", () => {
    const from = selectionBounds([a, b]);
    const { rect } = resizedBounds(from, "se", { x: 80, y: 80 }, noSnap);
    expect(rect).toEqual({ minX: 20, minY: 20, maxX: 180, maxY: 180 });
    expect(scaledBox(a, from, rect)).toEqual({ x: 20, y: 20, w: 80, h: 40, rotation: 0 });
    expect(scaledBox(b, from, rect)).toEqual({ x: 140, y: 100, w: 40, h: 80, rotation: 0 });
  });

  it("keeps the opposite edge where it was when the west handle is dragged", () => {
    const from = selectionBounds([a, b]);
    const { rect } = resizedBounds(from, "w", { x: 40, y: 0 }, noSnap);
    expect(rect).toEqual({ minX: 60, minY: 20, maxX: 100, maxY: 100 });
    expect(scaledBox(a, from, rect)).toMatchObject({ x: 60, w: 20, y: 20, h: 20 });
  });

  it("keeps the aspect ratio with Shift", () => {
    const from = selectionBounds([a, b]);
    const { rect } = resizedBounds(from, "se", { x: 80, y: 0 }, { ...noSnap, keepAspect: true });
    expect(rect).toEqual({ minX: 20, minY: 20, maxX: 180, maxY: 180 });
  });

  it("stretches a layer turned a quarter along its own axes: the bounds' width scale goes to its height", () => {
    const from = selectionBounds([a, t]);
    const wide = { ...from, maxX: from.minX + (from.maxX - from.minX) * 2 };
    const box = scaledBox(t, from, wide);
    expect(box.w).toBeCloseTo(40);
    expect(box.h).toBeCloseTo(40);
    expect(box.rotation).toBe(90);
  });
});

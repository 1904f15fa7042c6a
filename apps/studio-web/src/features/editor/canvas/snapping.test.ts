import { describe, expect, it } from "vitest";
import { pageGeometry } from "./geometry";
import { SNAP_PX, snapAxis, snapRect, snapTargets } from "./snapping";
import { pageWith } from "./test-layers";

describe("snap targets", () => {
  it("are the stage's edges and centre, and the edges and centres of the layers that stay", () => {
    const document = pageWith(
      { name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } },
      { name: "Moving", props: { posleft: 40, postop: 40, width: 10, height: 10 } },
      { name: "Hidden", hidden: true, props: { posleft: 5, postop: 5, width: 10, height: 10 } },
      { name: "T", props: { posleft: 100, postop: 100, width: 100, height: 50, rotation: 90 } },
      { name: "G", group: true, props: { posleft: 200, postop: 10, width: 80, height: 80 } },
      { name: "Inside", in: "G", props: { posleft: 1, postop: 1, width: 2, height: 2 } },
    );
    const nodes = pageGeometry(document, "page1", document.baseSize);
    const id = (name: string) => nodes.find((n) => n.layer.name === name)?.id ?? "";
    const targets = snapTargets(nodes, new Set([id("Moving"), id("G")]), { w: 300, h: 250 });
    // A: 10 / 60 / 110 and 20 / 45 / 70; T by its turned bounds: 125 / 150 / 175 and 75 / 125 / 175.
    // The moving layer, the hidden one and what is inside a moving group are not targets.
    expect(targets.xs.map((x) => Math.round(x * 100) / 100)).toEqual([
      0, 150, 300, 10, 60, 110, 125, 150, 175,
    ]);
    expect(targets.ys.map((y) => Math.round(y * 100) / 100)).toEqual([0, 125, 250, 20, 45, 70, 75, 125, 175]);
  });
});

describe("snapping", () => {
  it("snaps at 8 screen pixels", () => {
    expect(SNAP_PX).toBe(8);
  });

  it("snaps a value exactly at the threshold, and not one just over it, either side", () => {
    expect(snapAxis([92], [100], 8)).toEqual({ shift: 8, at: 100 });
    expect(snapAxis([108], [100], 8)).toEqual({ shift: -8, at: 100 });
    expect(snapAxis([91.9], [100], 8)).toBeNull();
    expect(snapAxis([108.1], [100], 8)).toBeNull();
    // At 200 % zoom the threshold is 4 design pixels.
    expect(snapAxis([96], [100], 8 / 2)).toEqual({ shift: 4, at: 100 });
    expect(snapAxis([95.9], [100], 8 / 2)).toBeNull();
  });

  it("takes the smallest shift among every value and target; of two as near, the first", () => {
    expect(snapAxis([95, 99], [100], 8)).toEqual({ shift: 1, at: 100 });
    expect(snapAxis([50], [45, 56], 8)).toEqual({ shift: -5, at: 45 });
    expect(snapAxis([50], [45, 55], 8)).toEqual({ shift: -5, at: 45 });
    expect(snapAxis([50], [], 8)).toBeNull();
  });

  it("snaps a rectangle by its edges or its centre on each axis, with a guide for each", () => {
    const targets = { xs: [0, 150, 300], ys: [0, 125, 250] };
    // Centre 151 → the stage's centre (−1), nearer than any edge; top 3 → the stage's top (−3).
    expect(snapRect({ minX: 140, minY: 3, maxX: 162, maxY: 23 }, targets, 8)).toEqual({
      dx: -1,
      dy: -3,
      guides: [
        { axis: "x", at: 150 },
        { axis: "y", at: 0 },
      ],
    });
    // Right edge 292 → 300 (exactly 8); nothing near on y.
    expect(snapRect({ minX: 272, minY: 40, maxX: 292, maxY: 60 }, targets, 8)).toEqual({
      dx: 8,
      dy: 0,
      guides: [{ axis: "x", at: 300 }],
    });
    expect(snapRect({ minX: 271.9, minY: 40, maxX: 291.9, maxY: 60 }, targets, 8)).toEqual({
      dx: 0,
      dy: 0,
      guides: [],
    });
  });
});

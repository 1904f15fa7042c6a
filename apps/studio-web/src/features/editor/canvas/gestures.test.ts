import { describe, expect, it } from "vitest";
import { boxProps, movedProps, moveSelection, resizedBox, rotatedTo } from "./gestures";
import { node, nodesOf } from "./test-layers";

// What a drag does to the model, without React: each frame from the start geometry plus the total delta.

const a = () => node(nodesOf({ name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } }), "A");
const noSnap = { keepAspect: false, targets: { xs: [], ys: [] }, threshold: 0 };
const rounded = (box: { x: number; y: number; w: number; h: number; rotation: number }) =>
  Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v * 100) / 100 + 0]));

describe("moving", () => {
  // A (10,20 100×50) moves; B (205,100 50×50) stays: its edges and centre (205 / 230 / 255) are targets.
  const targets = { xs: [0, 150, 300, 205, 230, 255], ys: [0, 125, 250, 100, 125, 150] };

  it("snaps an edge to another layer's exactly at the threshold (4 design px at 200 %), not just over", () => {
    // A's right edge at 110 + 99 = 209: 4 px past B's left edge, so it snaps back to 205.
    expect(moveSelection([a()], { x: 99, y: 0 }, targets, 4)).toEqual({
      delta: { x: 95, y: 0 },
      guides: [{ axis: "x", at: 205 }],
    });
    expect(moveSelection([a()], { x: 99.01, y: 0 }, targets, 4)).toEqual({
      delta: { x: 99.01, y: 0 },
      guides: [],
    });
  });

  it("snaps to the stage's edges and centre", () => {
    // Left −2 → 0 and top 2 → 0.
    expect(moveSelection([a()], { x: -12, y: -18 }, targets, 8)).toEqual({
      delta: { x: -10, y: -20 },
      guides: [
        { axis: "x", at: 0 },
        { axis: "y", at: 0 },
      ],
    });
    // Centre 60 + 87 = 147 → 150.
    expect(moveSelection([a()], { x: 87, y: 40 }, targets, 8).delta).toEqual({ x: 90, y: 40 });
  });

  it("writes the move in the parent's frame, keeping a right or bottom anchor", () => {
    const nodes = nodesOf(
      { name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } },
      { name: "R", props: { posright: 10, posbottom: 20, width: 50, height: 40 } },
      { name: "G", group: true, props: { posleft: 50, postop: 50, width: 100, height: 100, rotation: 90 } },
      { name: "C", in: "G", props: { posleft: 10, postop: 10, width: 20, height: 20 } },
    );
    const propsOf = (name: string) => node(nodes, name).layer.props;
    expect(movedProps(node(nodes, "A"), { x: 5.555, y: -3 }, propsOf("A"))).toEqual({
      posleft: 15.56,
      postop: 17,
    });
    expect(movedProps(node(nodes, "R"), { x: 5, y: 5 }, propsOf("R"))).toEqual({
      posright: 5,
      posbottom: 15,
    });
    // In a group turned a quarter, 10 px right on the stage is 10 px up in the group.
    expect(movedProps(node(nodes, "C"), { x: 10, y: 0 }, propsOf("C"))).toEqual({ posleft: 10, postop: 0 });
  });
});

describe("resizing", () => {
  it("moves the dragged edges and keeps the opposite ones, never below 1 px", () => {
    expect(resizedBox(a(), "se", { x: 20, y: 10 }, noSnap).box).toEqual({
      x: 10,
      y: 20,
      w: 120,
      h: 60,
      rotation: 0,
    });
    expect(resizedBox(a(), "nw", { x: 20, y: 10 }, noSnap).box).toEqual({
      x: 30,
      y: 30,
      w: 80,
      h: 40,
      rotation: 0,
    });
    expect(resizedBox(a(), "n", { x: 20, y: 10 }, noSnap).box).toEqual({
      x: 10,
      y: 30,
      w: 100,
      h: 40,
      rotation: 0,
    });
    expect(resizedBox(a(), "e", { x: -150, y: 0 }, noSnap).box).toEqual({
      x: 10,
      y: 20,
      w: 1,
      h: 50,
      rotation: 0,
    });
  });

  it("keeps the aspect ratio with Shift: a corner follows the axis dragged further, a side centres the other", () => {
    const shift = { ...noSnap, keepAspect: true };
    expect(resizedBox(a(), "se", { x: 40, y: 0 }, shift).box).toEqual({
      x: 10,
      y: 20,
      w: 140,
      h: 70,
      rotation: 0,
    });
    expect(resizedBox(a(), "se", { x: 10, y: 30 }, shift).box).toEqual({
      x: 10,
      y: 20,
      w: 160,
      h: 80,
      rotation: 0,
    });
    expect(resizedBox(a(), "nw", { x: -40, y: 0 }, shift).box).toEqual({
      x: -30,
      y: 0,
      w: 140,
      h: 70,
      rotation: 0,
    });
    expect(resizedBox(a(), "e", { x: 20, y: 0 }, shift).box).toEqual({
      x: 10,
      y: 15,
      w: 120,
      h: 60,
      rotation: 0,
    });
  });

  it("resizes about the centre with Alt: the opposite edges move as far the other way", () => {
    const alt = { ...noSnap, fromCentre: true };
    // The centre stays at (60, 45).
    expect(resizedBox(a(), "se", { x: 20, y: 10 }, alt).box).toEqual({
      x: -10,
      y: 10,
      w: 140,
      h: 70,
      rotation: 0,
    });
    expect(resizedBox(a(), "w", { x: 10, y: 0 }, alt).box).toEqual({
      x: 20,
      y: 20,
      w: 80,
      h: 50,
      rotation: 0,
    });
    expect(resizedBox(a(), "se", { x: 20, y: 0 }, { ...alt, keepAspect: true }).box).toEqual({
      x: -10,
      y: 10,
      w: 140,
      h: 70,
      rotation: 0,
    });
  });

  it("snaps a dragged edge exactly at the threshold, and not just over it", () => {
    const targets = { xs: [0, 150, 300, 135], ys: [0, 125, 250] };
    const options = { ...noSnap, targets, threshold: 4 };
    // The right edge at 110 + 21 = 131 is 4 px from 135.
    expect(resizedBox(a(), "se", { x: 21, y: 0 }, options)).toEqual({
      box: { x: 10, y: 20, w: 125, h: 50, rotation: 0 },
      guides: [{ axis: "x", at: 135 }],
    });
    const over = resizedBox(a(), "se", { x: 20.99, y: 0 }, options);
    expect(rounded(over.box)).toEqual({ x: 10, y: 20, w: 120.99, h: 50, rotation: 0 });
    expect(over.guides).toEqual([]);
  });

  it("resizes a turned layer in its own frame: the edge opposite the handle stays where it is, without snapping", () => {
    const t = node(
      nodesOf({ name: "T", props: { posleft: 100, postop: 100, width: 100, height: 50, rotation: 90 } }),
      "T",
    );
    // Turned a quarter, the layer's right edge (handle e) is at the bottom on screen: dragging it 20 px
    // down adds 20 to its width, and its top on screen (its left edge) stays at y 75.
    const targets = { xs: [150], ys: [195, 100] };
    const { box, guides } = resizedBox(t, "e", { x: 0, y: 20 }, { ...noSnap, targets, threshold: 8 });
    expect(rounded(box)).toEqual({ x: 90, y: 110, w: 120, h: 50, rotation: 90 });
    expect(guides).toEqual([]);
  });

  it("writes the new box as props, keeping a right or bottom anchor, to 2 decimals", () => {
    const nodes = nodesOf(
      { name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } },
      { name: "R", props: { posright: 10, posbottom: 20, width: 50, height: 40 } },
    );
    const box = { x: 10.004, y: 20, w: 80.126, h: 30, rotation: 0 };
    expect(boxProps(node(nodes, "A"), box, node(nodes, "A").layer.props)).toEqual({
      width: 80.13,
      height: 30,
      posleft: 10,
      postop: 20,
    });
    const r = node(nodes, "R");
    expect(boxProps(r, { x: 200, y: 150, w: 60, h: 40, rotation: 0 }, r.layer.props)).toEqual({
      width: 60,
      height: 40,
      posright: 40,
      posbottom: 60,
    });
  });
});

describe("rotating", () => {
  // A's centre is (60, 45); the knob starts straight above it.
  const start = { x: 60, y: -4 };
  const at = (degrees: number) => ({
    x: 60 + Math.cos((degrees * Math.PI) / 180) * 100,
    y: 45 + Math.sin((degrees * Math.PI) / 180) * 100,
  });

  it("turns by the pointer's angle about the centre, to the whole degree", () => {
    expect(rotatedTo(a(), { x: 134, y: 45 }, start, false)).toBe(90);
    expect(rotatedTo(a(), at(50.4), start, false)).toBe(140);
  });

  it("turns in steps of 15° with Shift, and wraps past a half turn", () => {
    expect(rotatedTo(a(), at(50), start, true)).toBe(135);
    expect(rotatedTo(a(), at(53), start, true)).toBe(150);
    expect(rotatedTo(a(), at(100), start, false)).toBe(-170);
  });
});

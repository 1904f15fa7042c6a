import { describe, expect, it } from "vitest";
import {
  apply,
  boundsOf,
  boxMatrix,
  hitTest,
  invert,
  multiply,
  nodeCorners,
  normaliseDegrees,
  outermost,
  pageGeometry,
  type Rect,
  rectsIntersect,
  topSelected,
} from "./geometry";
import { node, nodesOf, pageWith } from "./test-layers";

/** Rounds a rect's sides to 2 decimals (a turned box's corners carry floating-point dust). */
const rounded = (r: Rect) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 100) / 100 + 0]));
const boundsOfNode = (n: Parameters<typeof nodeCorners>[0]) => rounded(boundsOf(nodeCorners(n)));

describe("canvas geometry", () => {
  it("places a box by left and top, or by right and bottom in its parent", () => {
    const nodes = nodesOf(
      { name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } },
      { name: "R", props: { posright: 10, posbottom: 20, width: 50, height: 40 } },
      { name: "Both", props: { posleft: 5, posright: 10, postop: 6, posbottom: 20, width: 50, height: 40 } },
    );
    expect(node(nodes, "A").box).toEqual({ x: 10, y: 20, w: 100, h: 50, rotation: 0 });
    expect(nodeCorners(node(nodes, "A"))).toEqual([
      { x: 10, y: 20 },
      { x: 110, y: 20 },
      { x: 110, y: 70 },
      { x: 10, y: 70 },
    ]);
    // 300 − 10 − 50 and 250 − 20 − 40.
    expect(node(nodes, "R").box).toMatchObject({ x: 240, y: 190 });
    // Left and top win over right and bottom, as render's CSS does.
    expect(node(nodes, "Both").box).toMatchObject({ x: 5, y: 6 });
  });

  it("gives a text without a size the model's estimate: 120 wide, 1.25 lines of its font high", () => {
    const nodes = nodesOf(
      { name: "Auto", props: { posleft: 5, postop: 5 } },
      { name: "Big", props: { posleft: 5, postop: 5, fontSize: 20 } },
    );
    expect(node(nodes, "Auto").box).toEqual({ x: 5, y: 5, w: 120, h: 18, rotation: 0 });
    expect(node(nodes, "Big").box).toMatchObject({ w: 120, h: 25 });
  });

  it("turns a box about its centre: a quarter turn swaps its bounds' width and height", () => {
    const nodes = nodesOf(
      { name: "T", props: { posleft: 100, postop: 100, width: 100, height: 50, rotation: 90 } },
      { name: "S", props: { posleft: 0, postop: 0, width: 100, height: 100, rotation: 45 } },
      { name: "Back", props: { posleft: 0, postop: 0, width: 100, height: 50, rotation: -90 } },
    );
    const t = node(nodes, "T");
    expect(boundsOfNode(t)).toEqual({ minX: 125, minY: 75, maxX: 175, maxY: 175 });
    // The box's own top-left corner goes to the top right: a positive turn is clockwise on screen.
    const [topLeft] = nodeCorners(t);
    expect(topLeft?.x).toBeCloseTo(175, 9);
    expect(topLeft?.y).toBeCloseTo(75, 9);
    // A 100 px square turned 45°: its diagonal (141.42) across, about the same centre (50, 50).
    expect(boundsOfNode(node(nodes, "S"))).toEqual({
      minX: -20.71,
      minY: -20.71,
      maxX: 120.71,
      maxY: 120.71,
    });
    expect(boundsOfNode(node(nodes, "Back"))).toEqual({ minX: 25, minY: -25, maxX: 75, maxY: 75 });
  });

  it("places a container's contents inside its box, turned with it", () => {
    const still = nodesOf(
      { name: "G", group: true, props: { posleft: 50, postop: 50, width: 100, height: 100 } },
      { name: "C", in: "G", props: { posleft: 10, postop: 10, width: 20, height: 20 } },
    );
    expect(node(still, "C").parent).toBe(node(still, "G").id);
    expect(node(still, "C").parentSize).toEqual({ w: 100, h: 100 });
    expect(boundsOfNode(node(still, "C"))).toEqual({ minX: 60, minY: 60, maxX: 80, maxY: 80 });

    const turned = nodesOf(
      { name: "G", group: true, props: { posleft: 50, postop: 50, width: 100, height: 100, rotation: 90 } },
      { name: "C", in: "G", props: { posleft: 10, postop: 10, width: 20, height: 20 } },
    );
    // C's centre (20, 20) in G is 30 px up and left of G's centre (100, 100); turned, 30 right and 30 up.
    expect(boundsOfNode(node(turned, "C"))).toEqual({ minX: 120, minY: 60, maxX: 140, maxY: 80 });
  });

  it("sizes a container without a size by what it holds, and hides and locks what is inside", () => {
    const nodes = nodesOf(
      { name: "G", group: true, hidden: true, locked: true, props: { posleft: 50, postop: 50 } },
      { name: "C", in: "G", props: { posleft: 10, postop: 20, width: 30, height: 40 } },
    );
    expect(node(nodes, "G").box).toMatchObject({ w: 40, h: 60 });
    expect(node(nodes, "C")).toMatchObject({ hidden: true, locked: true });
  });

  it("inverts a turned box's matrix exactly enough to map a point there and back", () => {
    const m = multiply([1, 0, 0, 1, 30, 40], boxMatrix({ x: 10, y: 20, w: 80, h: 30, rotation: 33 }));
    const there = apply(m, { x: 12, y: 7 });
    const back = apply(invert(m), there);
    expect(back.x).toBeCloseTo(12, 9);
    expect(back.y).toBeCloseTo(7, 9);
  });

  it("hit-tests topmost first by the turned box, never hidden or locked layers", () => {
    const layers = [
      { name: "A", props: { posleft: 10, postop: 20, width: 100, height: 50 } },
      { name: "B", props: { posleft: 60, postop: 40, width: 100, height: 50 } },
      { name: "Veil", hidden: true, props: { posleft: 0, postop: 0, width: 300, height: 250 } },
      { name: "Logo", locked: true, props: { posleft: 200, postop: 20, width: 50, height: 50 } },
      { name: "T", props: { posleft: 100, postop: 100, width: 100, height: 50, rotation: 90 } },
    ];
    const nodes = pageGeometry(pageWith(...layers), "page1", "sz300x250");
    const at = (x: number, y: number) => hitTest(nodes, { x, y })?.layer.name ?? null;
    expect(at(80, 50)).toBe("B");
    expect(at(20, 30)).toBe("A");
    expect(at(10, 20)).toBe("A"); // A's corner: the edge counts
    expect(at(220, 40)).toBeNull(); // only the locked logo and the hidden veil there
    expect(at(130, 170)).toBe("T"); // inside the turned box, below its unturned one
    expect(at(110, 110)).toBeNull(); // inside the unturned box, outside the turned one
  });

  it("picks a group whole unless it is locked, and moves a selected group without its selected contents", () => {
    const nodes = nodesOf(
      { name: "G", group: true, props: { posleft: 50, postop: 50, width: 100, height: 100 } },
      { name: "C", in: "G", props: { posleft: 10, postop: 10, width: 20, height: 20 } },
      { name: "A", props: { posleft: 0, postop: 0, width: 20, height: 20 } },
      { name: "L", locked: true, props: { posleft: 0, postop: 0, width: 20, height: 20 } },
    );
    const byId = new Map(Object.values(nodes).map((n) => [n.id, n]));
    const [g, c, a, l] = ["G", "C", "A", "L"].map((name) => node(nodes, name));
    if (!g || !c || !a || !l) throw new Error("layers");
    expect(outermost(byId, c)).toBe(g);
    expect(outermost(new Map([...byId, [g.id, { ...g, locked: true }]]), c)).toBe(c);
    expect(topSelected(byId, [c.id, g.id, a.id, l.id]).map((n) => n.layer.name)).toEqual(["G", "A"]);
  });

  it("counts rects that touch as meeting, and a hair apart as not", () => {
    const a = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
    expect(rectsIntersect(a, { minX: 10, minY: 10, maxX: 20, maxY: 20 })).toBe(true);
    expect(rectsIntersect(a, { minX: 10.01, minY: 0, maxX: 20, maxY: 10 })).toBe(false);
    expect(rectsIntersect(a, { minX: 2, minY: 2, maxX: 3, maxY: 3 })).toBe(true);
  });

  it("brings any turn into (-180, 180], to 2 decimals", () => {
    expect(normaliseDegrees(190)).toBe(-170);
    expect(normaliseDegrees(-190)).toBe(170);
    expect(normaliseDegrees(540)).toBe(180);
    expect(normaliseDegrees(-180)).toBe(180);
    expect(normaliseDegrees(720)).toBe(0);
    expect(normaliseDegrees(45.678)).toBe(45.68);
  });
});

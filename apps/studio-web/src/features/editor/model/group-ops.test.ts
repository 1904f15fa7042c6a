import { type AdDocument, AdDocumentSchema } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { produce } from "immer";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { boundsOf, nodeCorners, pageGeometry } from "../canvas/geometry";
import { groupLayers, ungroupLayers } from "./group-ops";
import { addLayer } from "./layer-ops";
import { pasteLayers } from "./paste-layers";

/** A 300x250 with a 320x50 size, and three boxes; B is anchored to the right edge. */
function boxes(): AdDocument {
  const document = blankDocument("mini", "Mini");
  document.teaser.sz320x50 = { width: 320, height: 50 };
  return produce(document, (d) => {
    const text = (name: string) => ({ kind: "text" as const, text: name });
    addLayer(d, {
      name: "A",
      page: "page1",
      content: text("A"),
      props: { posleft: 20, postop: 30, width: 50, height: 40 },
    });
    addLayer(d, {
      name: "B",
      page: "page1",
      content: text("B"),
      props: { posright: 10, postop: 100, width: 60, height: 20, rotation: 90 },
    });
    addLayer(d, {
      name: "C",
      page: "page1",
      content: text("C"),
      props: { posleft: 0, postop: 0, width: 5, height: 5 },
    });
    const a = d.layers["text-1"];
    if (a) a.overrides.sz320x50 = { posleft: 200, postop: 5 };
  });
}

/** Each layer's on-screen bounds per size, rounded: what a viewer sees. */
function seen(document: AdDocument, ids: string[]) {
  return Object.fromEntries(
    Object.keys(document.teaser).flatMap((size) => {
      const nodes = pageGeometry(document, "page1", size);
      return ids.map((id) => {
        const node = nodes.find((n) => n.id === id);
        const b = node ? boundsOf(nodeCorners(node)) : null;
        return [`${size}:${id}`, b && [b.minX, b.minY, b.maxX, b.maxY].map((n) => Math.round(n * 10) / 10)];
      });
    }),
  );
}

describe("grouping", () => {
  it("groups siblings into a container that holds them, and nothing moves in any size", () => {
    const before = boxes();
    let group: string | null = null;
    const after = produce(before, (d) => {
      group = groupLayers(d, ["text-1", "text-2"]);
    });
    expect(group).toBe("container-1");
    expect(after.layers["text-1"]?.parent).toBe("container-1");
    expect(after.layers["text-2"]?.parent).toBe("container-1");
    expect(after.layers["text-3"]?.parent).toBeNull();
    // B (rotated 90°, 60x20 at right 10, top 100) spans x 250–270, y 80–140 on the 300x250.
    expect(after.layers["container-1"]?.props).toEqual({ posleft: 20, postop: 30, width: 250, height: 110 });
    expect(seen(after, ["text-1", "text-2"])).toEqual(seen(before, ["text-1", "text-2"]));
    expect(v.safeParse(AdDocumentSchema, after).success).toBe(true);
  });

  it("ungroups back to where the layers were, a turned group's turn passed on to its contents", () => {
    const grouped = produce(boxes(), (d) => {
      groupLayers(d, ["text-1", "text-2"]);
    });
    const turned = produce(grouped, (d) => {
      const g = d.layers["container-1"];
      if (g) g.props.rotation = 90;
    });
    const after = produce(turned, (d) => {
      expect(ungroupLayers(d, "container-1")).toEqual(["text-1", "text-2"]);
    });
    expect(after.layers["container-1"]).toBeUndefined();
    expect(after.layers["text-1"]?.parent).toBeNull();
    expect(after.layers["text-1"]?.props.rotation).toBe(90);
    expect(after.layers["text-2"]?.props.rotation).toBe(180);
    expect(seen(after, ["text-1", "text-2"])).toEqual(seen(turned, ["text-1", "text-2"]));
    expect(v.safeParse(AdDocumentSchema, after).success).toBe(true);
  });

  it("pastes copies with their contents on top of the page, offset by 10 px", () => {
    const grouped = produce(boxes(), (d) => {
      groupLayers(d, ["text-1", "text-2"]);
    });
    const copied = [grouped.layers["container-1"], grouped.layers["text-1"]].filter((l) => l !== undefined);
    const after = produce(grouped, (d) => {
      expect(pasteLayers(d, copied, "page1")).toEqual(["container-2"]);
    });
    expect(after.layers["text-4"]?.parent).toBe("container-2");
    expect(after.layers["container-2"]?.props.posleft).toBe(30);
    expect(after.layers["container-2"]?.props.postop).toBe(40);
    expect((after.layers["container-2"]?.order ?? "") > (after.layers["text-3"]?.order ?? "")).toBe(true);
  });
});

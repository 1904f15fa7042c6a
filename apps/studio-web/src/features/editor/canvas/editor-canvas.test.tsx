import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { produce } from "immer";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { shownDocument } from "../model/editor-store";
import { addLayer } from "../model/layer-ops";
import { renderInEditor, testAd } from "../test-editor";
import { EditorCanvas, fitZoom } from "./editor-canvas";
import { useCanvasHost } from "./test-canvas-host";

/**
 * A 300x250 mini (plus a 320x50 size) with A under B, a hidden layer over both and a locked one:
 *   A text-1: 10,20 100×50   B text-2: 60,40 100×50   hidden text-3: 0,0 300×250   locked text-4: 200,150 50×50
 */
function document(): AdDocument {
  const doc = blankDocument("mini", "Canvas test");
  doc.teaser.sz320x50 = { width: 320, height: 50 };
  return produce(doc, (d) => {
    const add = (name: string, props: { posleft: number; postop: number; width: number; height: number }) =>
      addLayer(d, { name, page: "page1", content: { kind: "text", text: name }, props });
    add("A", { posleft: 10, postop: 20, width: 100, height: 50 });
    add("B", { posleft: 60, postop: 40, width: 100, height: 50 });
    const hidden = d.layers[add("Veil", { posleft: 0, postop: 0, width: 300, height: 250 })];
    if (hidden) hidden.hidden = true;
    const locked = d.layers[add("Logo", { posleft: 200, postop: 150, width: 50, height: 50 })];
    if (locked) locked.locked = true;
  });
}

useMockApi();
const host = useCanvasHost();
// Autosave may fire during a slow run; the server accepts whatever it is sent.
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
});

/** The stage sits at (100, 50) on screen; jsdom has no layout, so only the stage's box is given. */
const STAGE = { left: 100, top: 50 };

async function setup(zoom = 2) {
  const view = renderInEditor(<EditorCanvas />, testAd("mini", document()));
  const canvas = await screen.findByRole("application", { name: "Ad canvas" });
  act(() => view.editor().getState().setZoom(zoom));
  const stage = screen.getByTestId("canvas-stage");
  stage.getBoundingClientRect = () => {
    const { width, height } = stage.style;
    const w = Number.parseFloat(width);
    const h = Number.parseFloat(height);
    return {
      ...STAGE,
      x: STAGE.left,
      y: STAGE.top,
      width: w,
      height: h,
      right: STAGE.left + w,
      bottom: STAGE.top + h,
      toJSON: () => ({}),
    };
  };
  const state = () => view.editor().getState();
  /** A layer's props as the canvas shows them (a drag's live change included). */
  const props = (id: string) => shownDocument(state()).layers[id]?.props;
  /** Screen point of a design point at the current zoom. */
  const at = (x: number, y: number) => ({
    clientX: STAGE.left + x * zoom,
    clientY: STAGE.top + y * zoom,
    pointerId: 1,
    button: 0,
  });
  const click = (x: number, y: number, extra: Record<string, boolean> = {}) => {
    fireEvent.pointerDown(canvas, { ...at(x, y), ...extra });
    fireEvent.pointerUp(canvas, at(x, y));
  };
  /** A drag from a design point by a screen delta, in steps, as a pointer moves. */
  const drag = (target: Element, from: { x: number; y: number }, dx: number, dy: number, extra = {}) => {
    const start = at(from.x, from.y);
    fireEvent.pointerDown(target, { ...start, ...extra });
    for (const f of [0.25, 0.5, 1])
      fireEvent.pointerMove(canvas, {
        ...start,
        clientX: start.clientX + dx * f,
        clientY: start.clientY + dy * f,
        ...extra,
      });
    return () =>
      fireEvent.pointerUp(canvas, { ...start, clientX: start.clientX + dx, clientY: start.clientY + dy });
  };
  const key = (k: string, extra: Record<string, unknown> = {}) =>
    fireEvent.keyDown(canvas, { key: k, ...extra });
  return { ...view, canvas, state, props, click, drag, key };
}

describe("EditorCanvas", () => {
  it("shows the current page of the current size in a sandboxed frame without same-origin rights", async () => {
    await setup();
    const frame = await screen.findByTitle("Ad preview");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts");
    // The API's canvas page, with the creatives' CSP: the design is posted to it, not put in srcdoc.
    expect(frame.getAttribute("src")).toBe("/creatives/_editor/frame.html");
    await waitFor(() =>
      expect(host.designOf(frame)).toContain('<section class="page" data-page="page1" aria-label="Page 1">'),
    );
    expect(host.designOf(frame)).toContain(">A</div>");
    expect(frame.style.pointerEvents).toBe("none");
    expect(screen.getByTestId("canvas-caption").textContent).toContain("300 × 250 · 200 %");
  });

  it("selects by the model's geometry: topmost first, never hidden or locked layers; Shift adds and removes", async () => {
    const { click, state } = await setup();
    click(80, 50); // inside A and B: B is on top (the hidden veil over both is not hit)
    expect(state().session.selection).toEqual(["text-2"]);
    click(20, 30);
    expect(state().session.selection).toEqual(["text-1"]);
    click(150, 80, { shiftKey: true });
    expect(state().session.selection).toEqual(["text-1", "text-2"]);
    click(20, 30, { shiftKey: true });
    expect(state().session.selection).toEqual(["text-2"]);
    click(220, 170); // the locked layer: empty canvas for a click
    expect(state().session.selection).toEqual([]);
  });

  it("draws a marquee on empty canvas and selects what it touches; Escape clears the selection", async () => {
    const { drag, state, key, canvas } = await setup();
    const up = drag(canvas, { x: 5, y: 5 }, 2 * 60, 2 * 30);
    expect(screen.getByTestId("canvas-marquee")).toBeInTheDocument();
    up();
    expect(state().session.selection).toEqual(["text-1"]);
    key("Escape");
    expect(state().session.selection).toEqual([]);
  });

  it("moves a layer by the drag divided by the zoom, live while dragging, in one undo step on release", async () => {
    const { drag, state, props, canvas } = await setup(2);
    await waitFor(() => expect(host.designOf(screen.getByTitle("Ad preview"))).not.toBe(""));
    const frame = host.designOf(screen.getByTitle("Ad preview"));
    const up = drag(canvas, { x: 20, y: 30 }, 40, 20);
    // The drag shows where the layer goes as it moves, and records nothing until the release; the frame,
    // which reloads whole, is redrawn once, on release (the overlay draws the box meanwhile).
    expect(props("text-1")).toMatchObject({ posleft: 30, postop: 30 });
    expect(state().history.past).toEqual([]);
    expect(host.designOf(screen.getByTitle("Ad preview"))).toBe(frame);
    expect(screen.queryByTitle("Ad preview (updating)")).toBeNull();
    up();
    expect(props("text-1")).toMatchObject({ posleft: 30, postop: 30, width: 100, height: 50 });
    expect(state().history.past).toHaveLength(1);
    // The move is patched into the shown frame: the layer's new rule, no page written again, no second frame.
    const shownFrame = screen.getByTitle("Ad preview");
    await waitFor(() => expect(host.designOf(shownFrame)).toContain("#l-text-1{left:30px;top:30px"));
    expect(screen.getByTitle("Ad preview")).toBe(shownFrame);
    expect(host.writesOf(shownFrame)).toBe(1);
    expect(screen.queryByTitle("Ad preview (updating)")).toBeNull();
    act(() => state().undo());
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20 });
  });

  it("moves a multi-selection in one undo step: a single undo puts every layer back", async () => {
    const { click, drag, state, props, canvas } = await setup(2);
    click(20, 30);
    click(150, 80, { shiftKey: true });
    expect(state().session.selection).toEqual(["text-1", "text-2"]);
    drag(canvas, { x: 20, y: 30 }, 40, 20)();
    expect(props("text-1")).toMatchObject({ posleft: 30, postop: 30 });
    expect(props("text-2")).toMatchObject({ posleft: 80, postop: 50 });
    act(() => state().undo());
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20 });
    expect(props("text-2")).toMatchObject({ posleft: 60, postop: 40 });
    expect(state().history.past).toEqual([]);
    expect(state().history.future.map((step) => step.label)).toEqual(["Move 2 layers"]);
    act(() => state().redo());
    expect(props("text-1")).toMatchObject({ posleft: 30, postop: 30 });
    expect(props("text-2")).toMatchObject({ posleft: 80, postop: 50 });
  });

  it("rolls a drag back with Escape: nothing changes and nothing is recorded", async () => {
    const { drag, state, props, key, canvas } = await setup();
    const before = state().document;
    const up = drag(canvas, { x: 20, y: 30 }, 40, 20);
    expect(props("text-1")).toMatchObject({ posleft: 30, postop: 30 });
    key("Escape");
    expect(shownDocument(state())).toBe(before);
    up();
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20 });
    expect(state().history.past).toHaveLength(0);
    expect(state().session.selection).toEqual(["text-1"]);
  });

  it("rolls a resize back when the pointer is cancelled or its capture is lost", async () => {
    const { click, drag, props, state, canvas } = await setup(2);
    click(20, 30);
    const before = state().document;
    const corner = () => document_().querySelector('[data-handle="se"]') as Element;
    drag(corner(), { x: 110, y: 70 }, 20, 10);
    expect(props("text-1")).toMatchObject({ width: 110, height: 55 });
    fireEvent.pointerCancel(canvas, { pointerId: 1 });
    expect(shownDocument(state())).toBe(before);
    drag(corner(), { x: 110, y: 70 }, 20, 10);
    fireEvent.lostPointerCapture(canvas, { pointerId: 1 });
    expect(shownDocument(state())).toBe(before);
    expect(state().history.past).toEqual([]);
    expect(state().gesture).toBeNull();
  });

  it("resizes with a corner handle, keeping the aspect ratio with Shift", async () => {
    const { click, drag, props, state } = await setup(2);
    click(20, 30);
    const corner = () => document_().querySelector('[data-handle="se"]') as Element;
    drag(corner(), { x: 110, y: 70 }, 20, 10)();
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20, width: 110, height: 55 });
    drag(corner(), { x: 120, y: 75 }, 2 * 30, 0, { shiftKey: true })();
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20, width: 140, height: 70 });
    expect(state().history.past).toHaveLength(2);
  });

  it("resizes a multi-selection from its bounds' handles, scaling each layer in one undo step", async () => {
    const { click, drag, props, state } = await setup(2);
    click(20, 30);
    click(150, 80, { shiftKey: true });
    // A (10,20 100×50) and B (60,40 100×50): the bounds run from (10,20) to (160,90), with no rotate knob.
    expect(screen.getByTestId("selection-bounds")).toBeInTheDocument();
    expect(document_().querySelector('[data-handle="rotate"]')).toBeNull();
    const corner = document_().querySelector('[data-handle="se"]') as Element;
    // Dragging the bottom-right corner 150 design px right and 70 down doubles the bounds.
    drag(corner, { x: 160, y: 90 }, 2 * 150, 2 * 70)();
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20, width: 200, height: 100 });
    expect(props("text-2")).toMatchObject({ posleft: 110, postop: 60, width: 200, height: 100 });
    expect(state().history.past).toHaveLength(1);
    act(() => state().undo());
    expect(props("text-2")).toMatchObject({ posleft: 60, postop: 40, width: 100, height: 50 });
  });

  it("zooms with a two-finger pinch, and the first finger's drag moves nothing", async () => {
    const { canvas, props, state } = await setup(1);
    const finger = (id: number, x: number, y: number) => ({
      pointerId: id,
      pointerType: "touch",
      isPrimary: id === 1,
      button: 0,
      clientX: STAGE.left + x,
      clientY: STAGE.top + y,
    });
    fireEvent.pointerDown(canvas, finger(1, 20, 30)); // on layer A
    fireEvent.pointerDown(canvas, finger(2, 120, 30));
    // The fingers spread from 100 px apart to 200: twice the zoom.
    fireEvent.pointerMove(canvas, finger(1, 0, 30));
    fireEvent.pointerMove(canvas, finger(2, 200, 30));
    expect(state().session.zoom).toBe(2);
    fireEvent.pointerUp(canvas, finger(2, 200, 30));
    fireEvent.pointerUp(canvas, finger(1, 0, 30));
    expect(props("text-1")).toMatchObject({ posleft: 10, postop: 20 });
    expect(state().history.past).toHaveLength(0);
  });

  it("rotates with the rotate handle", async () => {
    const { click, drag, props } = await setup(1);
    click(20, 30);
    // The knob is 24 px above the top centre (60, 20); dragging it to the right of the centre turns 90°.
    const knob = document_().querySelector('[data-handle="rotate"]') as Element;
    drag(knob, { x: 60, y: -4 }, 74, 49)();
    expect(props("text-1")?.rotation).toBe(90);
  });

  it("snaps the moved layer's centre to the canvas centre and shows the guide", async () => {
    const { drag, props, canvas } = await setup(2);
    // A's centre is at x 60; dragged by 88 design px it would be at 148, within 8 screen px of 150.
    const up = drag(canvas, { x: 20, y: 30 }, 2 * 88, 0);
    expect(document_().querySelector('[data-guide="x:150"]')).not.toBeNull();
    up();
    expect(props("text-1")).toMatchObject({ posleft: 100, postop: 20 });
  });

  it("nudges with the arrow keys (Shift: 10 px), deletes, duplicates, groups and ungroups", async () => {
    const { click, key, props, state } = await setup();
    click(20, 30);
    key("ArrowRight");
    key("ArrowDown", { shiftKey: true });
    expect(props("text-1")).toMatchObject({ posleft: 11, postop: 30 });

    key("d", { ctrlKey: true });
    const [copy] = state().session.selection;
    expect(copy).toBe("text-5");
    expect(state().document.layers["text-5"]?.name).toBe("A copy");
    expect(props("text-5")).toMatchObject({ posleft: 21, postop: 40 });

    key("Delete");
    expect(state().document.layers["text-5"]).toBeUndefined();
    expect(state().session.selection).toEqual([]);

    click(20, 35);
    click(150, 80, { shiftKey: true });
    key("g", { ctrlKey: true });
    const [group] = state().session.selection;
    expect(group).toBe("container-1");
    expect(state().document.layers["text-1"]?.parent).toBe("container-1");
    expect(state().document.layers["text-2"]?.parent).toBe("container-1");
    expect(props("container-1")).toEqual({ posleft: 11, postop: 30, width: 149, height: 60 });

    key("G", { ctrlKey: true, shiftKey: true });
    expect(state().document.layers["container-1"]).toBeUndefined();
    expect(state().session.selection).toEqual(["text-1", "text-2"]);
    expect(state().document.layers["text-1"]?.parent).toBeNull();
    expect(props("text-1")).toMatchObject({ posleft: 11, postop: 30 });
    expect(props("text-2")).toMatchObject({ posleft: 60, postop: 40 });
  });

  it("copies and pastes beside the original, and moves a layer forward and to the back", async () => {
    const { click, key, props, state } = await setup();
    click(20, 30);
    key("c", { ctrlKey: true });
    key("v", { ctrlKey: true });
    expect(state().session.selection).toEqual(["text-5"]);
    expect(props("text-5")).toMatchObject({ posleft: 20, postop: 30 });
    const order = () =>
      Object.values(state().document.layers)
        .filter((l) => !l.parent)
        .sort((a, b) => (a.order < b.order ? -1 : 1))
        .map((l) => l.id);
    expect(state().document.layers["text-5"]?.name).toBe("A");
    expect(order()).toEqual(["text-1", "text-2", "text-3", "text-4", "text-5"]);
    key("{", { ctrlKey: true, shiftKey: true, code: "BracketLeft" });
    expect(order()).toEqual(["text-5", "text-1", "text-2", "text-3", "text-4"]);
    key("]", { ctrlKey: true, code: "BracketRight" });
    expect(order()).toEqual(["text-1", "text-5", "text-2", "text-3", "text-4"]);
  });

  it("writes a move in another size to that size's overrides, leaving the base size alone", async () => {
    const { drag, state, canvas } = await setup(1);
    act(() => state().showSize("sz320x50"));
    drag(canvas, { x: 20, y: 30 }, 30, 5)();
    const layer = state().document.layers["text-1"];
    expect(layer?.props).toMatchObject({ posleft: 10, postop: 20 });
    expect(layer?.overrides.sz320x50).toEqual({ posleft: 40, postop: 25 });
  });

  it("types in a text layer on a double-click: Shift+Enter is a new line, Escape cancels, a click outside commits one step", async () => {
    const { canvas, state } = await setup();
    const point = { clientX: STAGE.left + 30 * 2, clientY: STAGE.top + 30 * 2 };
    fireEvent.doubleClick(canvas, point);
    const field = screen.getByRole("textbox", { name: "Text of A" });
    expect(state().session.selection).toEqual(["text-1"]);
    fireEvent.change(field, { target: { value: "Gone" } });
    // Shown as it is typed (the frame and the panels follow), not yet an undo step.
    expect(shownDocument(state()).layers["text-1"]?.content).toEqual({ kind: "text", text: "Gone" });
    expect(state().history.past).toEqual([]);
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("textbox", { name: "Text of A" })).toBeNull();
    expect(state().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "A" });
    expect(state().gesture).toBeNull();

    fireEvent.keyDown(canvas, { key: "Enter" });
    const again = screen.getByRole("textbox", { name: "Text of A" });
    fireEvent.keyDown(again, { key: "Enter", shiftKey: true });
    expect(screen.getByRole("textbox", { name: "Text of A" })).toBeInTheDocument();
    fireEvent.change(again, { target: { value: "Summer\nsale" } });
    fireEvent.blur(again);
    expect(state().document.layers["text-1"]?.content).toEqual({ kind: "text", text: "Summer\nsale" });
    expect(state().history.past.map((step) => step.label)).toEqual(["Edit text"]);
  });

  it("deletes the selection with Delete pressed anywhere in the editor, but not in a field", async () => {
    const { state } = await setup();
    act(() => state().select(["text-2"]));
    const field = window.document.createElement("input");
    window.document.body.append(field);
    fireEvent.keyDown(field, { key: "Delete" });
    expect(state().document.layers["text-2"]).toBeDefined();
    field.remove();
    fireEvent.keyDown(window.document.body, { key: "Backspace" });
    expect(state().document.layers["text-2"]).toBeUndefined();
    expect(state().history.past.map((step) => step.label)).toEqual(["Delete layer"]);
  });

  it("opens the layer menu on a right-click, selecting the layer under the pointer, and runs its items", async () => {
    const { canvas, state } = await setup();
    fireEvent.contextMenu(canvas, { clientX: STAGE.left + 120 * 2, clientY: STAGE.top + 80 * 2 });
    expect(state().session.selection).toEqual(["text-2"]);
    fireEvent.click(await screen.findByRole("menuitem", { name: /^Duplicate/ }));
    expect(state().history.past.map((step) => step.label)).toEqual(["Duplicate"]);
    expect(state().session.selection).toEqual(["text-5"]);
  });
});

const document_ = () => window.document;

describe("fitZoom", () => {
  it("shrinks a design that does not fit and shows one that fits at true size", () => {
    expect(fitZoom({ width: 700, height: 500 }, { w: 300, h: 250 })).toBe(1);
    expect(fitZoom({ width: 700, height: 500 }, { w: 970, h: 250 })).toBeLessThan(0.7);
    expect(fitZoom({ width: 0, height: 0 }, { w: 300, h: 250 })).toBe(1);
  });
});

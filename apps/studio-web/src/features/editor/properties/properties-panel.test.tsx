import type { FormElementRecord } from "@adstudio/api-client";
import { DEFAULT_FORM_ELEMENTS } from "@adstudio/core";
import type { AdDocument, Layer } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { focusManager } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { shownDocument } from "../model/editor-store";
import { renderInEditor, testAd } from "../test-editor";
import { resetTimeline, seekTimeline } from "../timeline/timeline-playback";
import { PropertiesPanel } from "./properties-panel";

useMockApi();

let nextId = 0;
function element(element: string, layers: string[], order: number, extra: Partial<FormElementRecord> = {}) {
  nextId += 1;
  return {
    _id: `5d4c3b2a-1f0e-4d9c-8b7a-${String(nextId).padStart(12, "0")}`,
    element,
    adType: ["mini", "story"],
    layers,
    layerIdsForAdType: [],
    hideElementOnLayers: [],
    order,
    ...extra,
  } satisfies FormElementRecord;
}

/** A fake master data list, changeable between requests; counts the requests. */
function serveFormElements(initial: FormElementRecord[]) {
  const state = { list: initial, requests: 0 };
  server.use(
    http.post("*/api/formElements/list", () => {
      state.requests += 1;
      return HttpResponse.json({
        formElements: state.list,
        page: 1,
        total: state.list.length,
        totalEstimated: false,
      });
    }),
  );
  return state;
}

const headline: Layer = {
  id: "head",
  name: "Headline",
  page: "page1",
  parent: null,
  order: "a0",
  content: { kind: "text", text: "Fresh coffee" },
  props: { posleft: 10, postop: 20, width: 100, height: 30, fontSize: 16 },
  overrides: {},
  animations: [],
  actions: [],
  hidden: false,
  locked: false,
};

/** A mini with a leaderboard size besides its 300×250 base, holding the headline. */
function document(): AdDocument {
  const blank = blankDocument("mini", "Props");
  return {
    ...blank,
    teaser: { sz300x250: { width: 300, height: 250 }, sz728x90: { width: 728, height: 90 } },
    layers: { head: headline },
  };
}

async function renderPanel(select = true) {
  const view = renderInEditor(<PropertiesPanel />, testAd("mini", document()));
  await screen.findByRole("region", { name: "Properties" });
  if (select) act(() => view.editor().getState().select(["head"]));
  return view;
}

/** The element names of the fields shown, top to bottom. */
const shown = () =>
  [...window.document.querySelectorAll<HTMLElement>("[data-element]")].map((el) => el.dataset.element);

describe("PropertiesPanel", () => {
  it("shows exactly the fields the master data gives the layer's kind and format, by order, and follows changes", async () => {
    const master = serveFormElements([
      element("width", ["text", "image"], 3),
      element("fontSize", ["text"], 1),
      element("image", ["image"], 2),
      // Other formats only.
      element("opacity", ["text"], 0, { adType: ["story"] }),
      // Visible on this format only on a layer named "logo".
      element("rotation", ["text", "image"], 4, { layerIdsForAdType: [{ adType: "mini", layers: "logo" }] }),
      // Hidden on this format's text layers.
      element("fontColor", ["text"], 5, { hideElementOnLayers: [{ adType: "mini", layers: "text" }] }),
      element("text", ["text"], 6),
    ]);
    await renderPanel();
    expect(await screen.findByRole("textbox", { name: "Font size" })).toHaveValue("16");
    expect(shown()).toEqual(["fontSize", "width", "text"]);
    expect(screen.getByRole("textbox", { name: "Width" })).toHaveValue("100");
    expect(screen.getByRole("textbox", { name: "Text" })).toHaveValue("Fresh coffee");
    expect(screen.queryByRole("textbox", { name: "Opacity" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Rotation" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Text colour" })).not.toBeInTheDocument();

    // An admin edits the master data: opacity now applies to mini first, font size is dropped.
    master.list = [
      element("width", ["text", "image"], 3),
      element("opacity", ["text"], 0),
      element("text", ["text"], 6),
    ];
    const before = master.requests;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(shown()).toEqual(["opacity", "width", "text"]));
    expect(master.requests).toBeGreaterThan(before);
    expect(screen.queryByRole("textbox", { name: "Font size" })).not.toBeInTheDocument();
  });

  it("scrubs a number by dragging its label: live, one undo step on release, put back by Escape", async () => {
    serveFormElements([element("width", ["text"], 1)]);
    const { editor } = await renderPanel();
    const width = await screen.findByRole("textbox", { name: "Width" });
    const handle = width.closest(".mantine-InputWrapper-root")?.querySelector("[data-scrub='width']");
    if (!handle) throw new Error("The width label scrubs");
    const state = () => editor().getState();
    const props = () => shownDocument(state()).layers.head?.props;
    const press = (x: number) => fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: x });
    const move = (x: number, extra = {}) =>
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: x, ...extra });

    press(200);
    move(202); // within the slop: a click, not a scrub
    expect(props()?.width).toBe(100);
    move(230);
    expect(props()?.width).toBe(130);
    expect(width).toHaveValue("130");
    move(205, { shiftKey: true }); // Shift: ten per pixel
    expect(props()?.width).toBe(150);
    expect(state().history.past).toEqual([]);
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 205 });
    expect(state().history.past.map((step) => step.label)).toEqual(["Set width"]);
    act(() => state().undo());
    expect(props()?.width).toBe(100);

    const before = state().document;
    press(200);
    move(260);
    expect(props()?.width).toBe(160);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(shownDocument(state())).toBe(before);
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 260 });
    expect(state().history.past).toEqual([]);
    expect(state().history.future.map((step) => step.label)).toEqual(["Set width"]);
    expect(width).toHaveValue("100");

    // Never past the field's limits (a width is never below 0).
    press(200);
    move(-500);
    expect(props()?.width).toBe(0);
    fireEvent.pointerCancel(handle, { pointerId: 1 });
    expect(shownDocument(state())).toBe(before);
  });

  it("writes width as an override of a non-base size in one undo step, and Reset removes it", async () => {
    serveFormElements([element("width", ["text"], 1)]);
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    act(() => editor().getState().showSize("sz728x90"));
    expect(await screen.findByText("Editing 728×90")).toBeInTheDocument();
    const width = await screen.findByRole("textbox", { name: "Width" });
    await user.clear(width);
    await user.type(width, "240");

    let head = editor().getState().document.layers.head;
    expect(head?.overrides).toEqual({ sz728x90: { width: 240 } });
    expect(head?.props.width).toBe(100);
    expect(editor().getState().history.past).toHaveLength(1);
    expect(screen.getByText("Overridden for 728×90")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset Width to base size" }));
    head = editor().getState().document.layers.head;
    expect(head?.overrides).toEqual({});
    expect(screen.getByRole("textbox", { name: "Width" })).toHaveValue("100");
    expect(screen.queryByText("Overridden for 728×90")).not.toBeInTheDocument();
  });

  it("edits the base props at the base size, text as one step per typing burst, colours as hex", async () => {
    serveFormElements([
      element("width", ["text"], 1),
      element("text", ["text"], 2),
      element("fontColor", ["text"], 3),
    ]);
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    const text = await screen.findByRole("textbox", { name: "Text" });
    await user.clear(text);
    await user.type(text, "Hello there");
    expect(editor().getState().document.layers.head?.content).toEqual({ kind: "text", text: "Hello there" });
    expect(editor().getState().history.past).toHaveLength(1);

    await user.type(screen.getByRole("textbox", { name: "Text colour" }), "FF0044");
    expect(editor().getState().document.layers.head?.props.fontColor).toBe("#ff0044");
    expect(editor().getState().document.layers.head?.overrides).toEqual({});
  });

  it("adds a keyframe of a field's value at the timeline's playhead", async () => {
    serveFormElements([element("width", ["text"], 1), element("fontSize", ["text"], 2)]);
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    await screen.findByRole("textbox", { name: "Width" });
    act(() => seekTimeline("page1", 750, 5000));
    await user.click(screen.getByRole("button", { name: "Add width keyframe at 0.75 s" }));
    expect(editor().getState().document.layers.head?.animations[0]?.tracks).toEqual([
      { property: "width", keyframes: [{ atMs: 750, value: 100 }] },
    ]);
    expect(
      editor()
        .getState()
        .history.past.map((step) => step.label),
    ).toEqual(["Add width keyframe"]);
    // Font size has no keyframes: no diamond beside it.
    expect(screen.queryByRole("button", { name: /font size keyframe/i })).not.toBeInTheDocument();
    act(() => resetTimeline());
  });

  it("edits letter spacing, which the seeded master data gives text layers, in pixels within its range", async () => {
    const seeded = DEFAULT_FORM_ELEMENTS.find((el) => el.element === "letterSpacing");
    serveFormElements([element("letterSpacing", [...(seeded?.layers ?? [])], 1)]);
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    const spacing = await screen.findByRole("textbox", { name: "Letter spacing" });
    expect(spacing).toHaveValue("");
    expect(spacing).toHaveAttribute("placeholder", "0");
    await user.type(spacing, "2.5");
    expect(editor().getState().document.layers.head?.props.letterSpacing).toBe(2.5);
    expect(editor().getState().history.past).toHaveLength(1);

    await user.clear(spacing);
    await user.type(spacing, "150");
    expect(screen.getByText("Use -20 to 100 px.")).toBeInTheDocument();
    // The last value in range ("15") stays until the field holds one again.
    expect(editor().getState().document.layers.head?.props.letterSpacing).toBe(15);
  });

  it("names every colour input's eye-dropper button where the browser has one (as Chromium does)", async () => {
    serveFormElements([element("fontColor", ["text"], 1), element("background", ["text"], 2)]);
    // Mantine draws the button only where window.EyeDropper exists; jsdom has none.
    Object.assign(window, { EyeDropper: class {} });
    try {
      const view = await renderPanel();
      expect(
        await screen.findByRole("button", { name: "Pick the text colour from the screen" }),
      ).toBeVisible();
      expect(screen.getByRole("button", { name: "Pick the background from the screen" })).toBeVisible();
      act(() => view.editor().getState().select([]));
      expect(
        await screen.findByRole("button", { name: "Pick the stage background from the screen" }),
      ).toBeVisible();
      expect(screen.getByRole("button", { name: "Pick the page background from the screen" })).toBeVisible();
    } finally {
      Reflect.deleteProperty(window, "EyeDropper");
    }
  });

  it("shows the page's and stage's settings when nothing is selected", async () => {
    serveFormElements([]);
    const user = userEvent.setup();
    const { editor } = await renderPanel(false);
    const stage = screen.getByRole("textbox", { name: "Stage background" });
    expect(stage).toHaveValue("#ffffff");
    await user.clear(stage);
    await user.type(stage, "#102030");
    expect(editor().getState().document.stage.background).toBe("#102030");
    await user.type(screen.getByRole("textbox", { name: "Page background" }), "#abcdef");
    expect(editor().getState().document.pages[0]?.background).toBe("#abcdef");
  });
});

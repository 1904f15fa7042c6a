import type { AdDocument, Layer } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderInEditor, testAd } from "../test-editor";
import { LayersPanel } from "./layers-panel";

function layer(id: string, name: string, order: string, extra: Partial<Layer> = {}): Layer {
  return {
    id,
    name,
    page: "page1",
    parent: null,
    order,
    content: { kind: "text", text: name },
    props: { posleft: 0, postop: 0, width: 100, height: 20 },
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
    ...extra,
  };
}

/** Three texts, "Headline" on top, and a container holding "Caption". */
function document(): AdDocument {
  return {
    ...blankDocument("mini", "Layers"),
    layers: {
      back: layer("back", "Backdrop", "a0"),
      box: layer("box", "Card", "a1", { content: { kind: "container", clip: false } }),
      caption: layer("caption", "Caption", "a0", { parent: "box" }),
      head: layer("head", "Headline", "a2"),
    },
  };
}

// jsdom lays nothing out; dnd-kit's keyboard sensor finds the next row by its box, so rows get the boxes a
// browser would give a vertical list (32 px each, in their order).
const original = window.HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  window.HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest<HTMLElement>("[data-row-index]");
    if (!row) return original.call(this);
    const top = Number(row.dataset.rowIndex) * 32;
    return { x: 0, y: top, top, left: 0, right: 240, bottom: top + 32, width: 240, height: 32, toJSON() {} };
  };
});
afterAll(() => {
  window.HTMLElement.prototype.getBoundingClientRect = original;
});

/** Renders the panel in an editor session and waits for the router to show it. */
async function renderPanel(doc: AdDocument = document()) {
  const view = renderInEditor(<LayersPanel />, testAd("mini", doc));
  await screen.findByRole("region", { name: "Layers" });
  return view;
}

const names = () =>
  screen.getAllByRole("button", { name: /^Move / }).map((b) => b.getAttribute("aria-label")?.slice(5));

describe("LayersPanel", () => {
  it("lists the page's layers top first, containers followed by their contents", async () => {
    await renderPanel();
    expect(names()).toEqual(["Headline", "Card", "Caption", "Backdrop"]);
  });

  it("selects on click, adds with Shift and Ctrl, and shows the selection", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Headline" }));
    expect(editor().getState().session.selection).toEqual(["head"]);
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("button", { name: "Backdrop" }));
    await user.keyboard("{/Shift}{Control>}");
    await user.click(screen.getByRole("button", { name: "Card" }));
    await user.keyboard("{/Control}");
    expect(editor().getState().session.selection).toEqual(["head", "back", "box"]);
    expect(screen.getByRole("button", { name: "Backdrop" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Caption" }));
    expect(editor().getState().session.selection).toEqual(["caption"]);
  });

  it("deletes the layer selected in the list with Delete, but not while a name is typed", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Backdrop" }));
    await user.keyboard("[Delete]");
    expect(names()).toEqual(["Headline", "Card", "Caption"]);
    expect(
      editor()
        .getState()
        .history.past.map((step) => step.label),
    ).toEqual(["Delete layer"]);

    await user.dblClick(screen.getByRole("button", { name: "Headline" }));
    await user.keyboard("[Backspace]");
    expect(screen.getByRole("textbox", { name: "New name for Headline" })).toHaveValue("Headlin");
    expect(names()).toEqual(["Headline", "Card", "Caption"]);
  });

  it("duplicates and hides from a row's context menu and from the selection buttons", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    await user.pointer({ keys: "[MouseRight]", target: screen.getByRole("button", { name: "Headline" }) });
    await user.click(await screen.findByRole("menuitem", { name: /Duplicate/ }));
    expect(names()).toEqual(["Headline copy", "Headline", "Card", "Caption", "Backdrop"]);
    expect(editor().getState().session.selection).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Hide" }));
    const copy = editor().getState().session.selection[0] ?? "";
    expect(editor().getState().document.layers[copy]?.hidden).toBe(true);
    expect(screen.getByRole("button", { name: "Show" })).toBeInTheDocument();
    expect(
      editor()
        .getState()
        .history.past.map((step) => step.label),
    ).toEqual(["Duplicate", "Hide layer"]);
  });

  it("moves a layer down by keyboard as one undo step that rewrites its order key only", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    screen.getByRole("button", { name: "Move Headline" }).focus();
    await user.keyboard("[Space]");
    await act(async () => {});
    await user.keyboard("[ArrowDown]");
    await act(async () => {});
    await user.keyboard("[Space]");
    await act(async () => {});

    const state = editor().getState();
    expect(names()).toEqual(["Card", "Caption", "Headline", "Backdrop"]);
    // Between the backdrop (a0) and the card (a1): only the moved layer's key was rewritten.
    const order = state.document.layers.head?.order ?? "";
    expect(order > "a0" && order < "a1").toBe(true);
    expect(state.document.layers.box?.order).toBe("a1");
    expect(state.history.past).toHaveLength(1);
    act(() => state.undo());
    expect(names()).toEqual(["Headline", "Card", "Caption", "Backdrop"]);
  });

  it("puts a layer into a container with the right arrow", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    screen.getByRole("button", { name: "Move Backdrop" }).focus();
    await user.keyboard("[Space]");
    await act(async () => {});
    await user.keyboard("[ArrowUp]");
    await act(async () => {});
    await user.keyboard("[ArrowRight]");
    await act(async () => {});
    await user.keyboard("[Space]");
    await act(async () => {});
    expect(editor().getState().document.layers.back?.parent).toBe("box");
    expect(names()).toEqual(["Headline", "Card", "Backdrop", "Caption"]);
  });

  it("takes a layer out of its container with the left arrow, just above the container", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    screen.getByRole("button", { name: "Move Caption" }).focus();
    for (const key of ["[Space]", "[ArrowLeft]", "[Space]"]) {
      await user.keyboard(key);
      await act(async () => {});
    }
    expect(editor().getState().document.layers.caption?.parent).toBeNull();
    expect(names()).toEqual(["Headline", "Caption", "Card", "Backdrop"]);
  });

  it("renames with F2 and Enter as one step, and Escape cancels", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    screen.getByRole("button", { name: "Headline" }).focus();
    await user.keyboard("{F2}");
    const input = screen.getByRole("textbox", { name: "New name for Headline" });
    await user.clear(input);
    await user.type(input, "Big title{Enter}");
    expect(editor().getState().document.layers.head?.name).toBe("Big title");
    expect(editor().getState().history.past).toHaveLength(1);

    await user.dblClick(screen.getByRole("button", { name: "Big title" }));
    await user.type(screen.getByRole("textbox", { name: "New name for Big title" }), " nope{Escape}");
    expect(editor().getState().document.layers.head?.name).toBe("Big title");
    expect(editor().getState().history.past).toHaveLength(1);
  });

  it("hides, shows and locks a layer", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Hide Caption" }));
    expect(editor().getState().document.layers.caption?.hidden).toBe(true);
    await user.click(screen.getByRole("button", { name: "Show Caption" }));
    expect(editor().getState().document.layers.caption?.hidden).toBe(false);
    await user.click(screen.getByRole("button", { name: "Lock Card" }));
    expect(editor().getState().document.layers.box?.locked).toBe(true);
    expect(screen.getByRole("button", { name: "Unlock Card" })).toBeInTheDocument();
  });

  it("adds a text layer on top of the page and selects it", async () => {
    const user = userEvent.setup();
    const { editor } = await renderPanel(blankDocument("mini", "Empty"));
    expect(screen.getByText("This page has no layers yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add layer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Text" }));
    const added = Object.values(editor().getState().document.layers);
    expect(added).toHaveLength(1);
    expect(added[0]?.content).toEqual({ kind: "text", text: "Your text" });
    expect(editor().getState().session.selection).toEqual([added[0]?.id]);
    expect(
      within(screen.getByRole("region", { name: "Layers" })).getByRole("button", { name: "Text" }),
    ).toBeInTheDocument();
  });
});

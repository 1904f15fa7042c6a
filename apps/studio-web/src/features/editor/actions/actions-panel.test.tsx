import type { AdType } from "@adstudio/core";
import type { AdDocument } from "@adstudio/creative/document";
import { blankDocument } from "@adstudio/creative/formats";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { produce } from "immer";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { addLayer } from "../model/layer-ops";
import { renderInEditor, testAd } from "../test-editor";
import { ActionsPanel } from "./actions-panel";

useMockApi();
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
});

/** A document with a text layer "Button" (text-1) and, unless told otherwise, the exit clickTag. */
function withButton(type: AdType, recipe: (d: AdDocument) => void = () => {}): AdDocument {
  return produce(blankDocument(type, "Ad"), (d) => {
    addLayer(d, { name: "Button", page: "page1", content: { kind: "text", text: "Shop" }, props: {} });
    d.exits.clickTag = { url: "https://example.com/shop", label: "Shop" };
    recipe(d);
  });
}

async function renderWithSelection(document: AdDocument, type: AdType) {
  const view = renderInEditor(<ActionsPanel />, testAd(type, document));
  await screen.findByRole("region", { name: "Exits" });
  act(() => view.editor().getState().select(["text-1"]));
  return view;
}

describe("ActionsPanel", () => {
  it("adds a click → exit action to the selected layer in one undo step", async () => {
    const { editor } = await renderWithSelection(withButton("mini"), "mini");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add action" }));
    await user.click(screen.getByRole("combobox", { name: "When" }));
    await user.click(screen.getByRole("option", { name: "Click" }));
    await user.click(screen.getByRole("combobox", { name: "Then" }));
    await user.click(screen.getByRole("option", { name: "Open an exit" }));
    await user.click(screen.getByRole("combobox", { name: "Exit" }));
    await user.click(screen.getByRole("option", { name: "clickTag – Shop" }));
    await user.click(screen.getByRole("button", { name: "Save action" }));

    expect(editor().getState().document.layers["text-1"]?.actions).toEqual([
      { on: { type: "click" }, do: { type: "exit", exit: "clickTag" } },
    ]);
    expect(
      editor()
        .getState()
        .history.past.map((e) => e.label),
    ).toEqual(["Add action"]);
    expect(screen.getByText("Click → Open an exit: clickTag")).toBeInTheDocument();
  });

  it("offers only what the ad has: its other pages, and expand only where the format expands", async () => {
    const story = withButton("story", (d) => {
      d.pages.push({ id: "page2", name: "Offer" });
    });
    await renderWithSelection(story, "story");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add action" }));
    await user.click(screen.getByRole("combobox", { name: "Then" }));
    const offered = screen.getAllByRole("option").map((o) => o.textContent);
    expect(offered).toEqual(["Open an exit", "Go to page", "Close the ad", "Show layer", "Hide layer"]);
    await user.click(screen.getByRole("option", { name: "Go to page" }));
    await user.click(screen.getByRole("combobox", { name: "Page" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["2. Offer"]);
  });

  it("refuses an exit address that is not https and stores nothing", async () => {
    const { editor } = renderInEditor(<ActionsPanel />, testAd("mini"));
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "Landing page of clickTag" }),
      "http://example.com",
    );
    await user.click(screen.getByRole("button", { name: "Add exit" }));
    expect(screen.getByText("Use a full https:// address.")).toBeInTheDocument();
    expect(editor().getState().document.exits).toEqual({});

    const field = screen.getByRole("textbox", { name: "Landing page of clickTag" });
    await user.clear(field);
    await user.type(field, "https://example.com/spring");
    await user.click(screen.getByRole("button", { name: "Add exit" }));
    expect(editor().getState().document.exits).toEqual({
      clickTag: { url: "https://example.com/spring", label: "" },
    });
    // The next one is named in order.
    expect(screen.getByRole("textbox", { name: "Landing page of clickTag2" })).toHaveValue("");
  });

  it("keeps an exit's old address when the new one is not https", async () => {
    const { editor } = renderInEditor(<ActionsPanel />, testAd("mini", withButton("mini")));
    const user = userEvent.setup();
    const field = await screen.findByRole("textbox", { name: "Landing page of clickTag" });
    await user.clear(field);
    await user.type(field, "example.com{Enter}");
    expect(screen.getByText("Use a full https:// address.")).toBeInTheDocument();
    expect(editor().getState().document.exits.clickTag?.url).toBe("https://example.com/shop");
  });

  it("does not remove an exit in use and names the layers using it", async () => {
    const document = withButton("mini", (d) => {
      d.layers["text-1"]?.actions.push({ on: { type: "click" }, do: { type: "exit", exit: "clickTag" } });
    });
    const { editor } = renderInEditor(<ActionsPanel />, testAd("mini", document));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove clickTag" }));
    const exits = screen.getByRole("region", { name: "Exits" });
    expect(
      within(exits).getByText("clickTag is used by Button. Change it first, then remove clickTag."),
    ).toBeVisible();
    expect(Object.keys(editor().getState().document.exits)).toEqual(["clickTag"]);

    act(() =>
      editor()
        .getState()
        .edit("Remove action", (d) => {
          const layer = d.layers["text-1"];
          if (layer) layer.actions = [];
        }),
    );
    await user.click(screen.getByRole("button", { name: "Remove clickTag" }));
    expect(editor().getState().document.exits).toEqual({});
  });
});

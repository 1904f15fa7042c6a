import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { sessionUser, useSignedIn } from "../../../test/session";
import { addLayer } from "../model/layer-ops";
import { renderInEditor, TEST_AD_ID, testAd } from "../test-editor";
import { ConflictDialog } from "./conflict-dialog";
import { EditorToolbar } from "./editor-toolbar";

const signedInUser = sessionUser({
  role: { roleName: "designer", moduleRoles: ["readAds", "createAds", "updateAds", "downloadHtml"] },
});

useMockApi();
useSignedIn(signedInUser);

const addText = (name: string) => (d: Parameters<typeof addLayer>[0]) =>
  void addLayer(d, { name, page: d.pages[0]?.id ?? "", content: { kind: "text", text: name }, props: {} });

describe("editor toolbar", () => {
  it("undoes and redoes by name, and switches the size being edited", async () => {
    const { editor } = renderInEditor(<EditorToolbar onShortcuts={() => {}} />, testAd("belt"));
    const undo = await screen.findByRole("button", { name: "Undo" });
    expect(undo).toBeDisabled();
    editor().getState().edit("Add text", addText("Hello"));
    const user = userEvent.setup();
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    expect(editor().getState().document.layers).toEqual({});
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(Object.keys(editor().getState().document.layers)).toEqual(["text-1"]);
    await user.click(screen.getByRole("combobox", { name: "Size being edited" }));
    await user.click(await screen.findByRole("option", { name: "728x90" }));
    expect(editor().getState().session.size).toBe("sz728x90");
  });

  it("renames the ad in one undo step and never writes a blank name", async () => {
    const { editor } = renderInEditor(<EditorToolbar onShortcuts={() => {}} />);
    const field = await screen.findByRole("textbox", { name: "Ad name" });
    const user = userEvent.setup();
    await user.clear(field);
    expect(await screen.findByText("Name should not be blank.")).toBeInTheDocument();
    expect(editor().getState().document.name).toBe("Test ad");
    await user.type(field, "Tea launch");
    expect(editor().getState().document.name).toBe("Tea launch");
    editor().getState().undo();
    expect(editor().getState().document.name).toBe("Test ad");
  });
});

describe("editor toolbar with too little room", () => {
  /** jsdom lays nothing out: the toolbar (a <header>) reports its content's width and its own. */
  const toolbarWidths = (content: number, box: number) => {
    const of = (width: number) =>
      function (this: Element) {
        return this.tagName === "HEADER" ? width : 0;
      };
    vi.spyOn(Element.prototype, "scrollWidth", "get").mockImplementation(of(content));
    vi.spyOn(Element.prototype, "clientWidth", "get").mockImplementation(of(box));
  };
  afterEach(() => vi.restoreAllMocks());

  it("moves the keyboard shortcuts to a More menu and keeps Preview and Publish whole", async () => {
    toolbarWidths(1200, 1000);
    const onShortcuts = vi.fn();
    renderInEditor(<EditorToolbar onShortcuts={onShortcuts} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "More" }));
    expect(screen.queryByRole("button", { name: "Keyboard shortcuts" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("menuitem", { name: "Keyboard shortcuts" }));
    expect(onShortcuts).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Preview" })).toHaveTextContent("Preview");
    expect(screen.getByRole("button", { name: "Publish" })).toHaveTextContent("Publish");
  });

  it("keeps every action in the bar, with no More menu, when it fits", async () => {
    renderInEditor(<EditorToolbar onShortcuts={() => {}} />);
    expect(await screen.findByRole("button", { name: "Keyboard shortcuts" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "More" })).not.toBeInTheDocument();
  });
});

describe("conflict dialog", () => {
  it("appears when a save meets a newer revision and reloads the other version on request", async () => {
    const theirs = testAd("mini");
    server.use(
      http.put(`*/api/ads/update/${TEST_AD_ID}`, () =>
        HttpResponse.json({ message: "This ad was changed since you opened it." }, { status: 409 }),
      ),
      http.get(`*/api/ads/${TEST_AD_ID}`, () =>
        HttpResponse.json({
          ad: { ...theirs, revision: 5, document: { ...theirs.document, name: "Theirs" } },
        }),
      ),
    );
    const { editor } = renderInEditor(<ConflictDialog />);
    await waitFor(() => expect(editor()).toBeDefined());
    editor().getState().edit("Add text", addText("Mine"));
    const dialog = await screen.findByRole("dialog", { name: "This ad changed somewhere else" });
    expect(dialog).toHaveTextContent(
      "This ad was saved somewhere else (another tab or person) since you opened it. Reload their version, or keep yours and save over it.",
    );
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Reload their version" }));
    await waitFor(() => expect(editor().getState().document.name).toBe("Theirs"));
    expect(editor().getState().revision).toBe(5);
  });

  it("names a template, not an ad, when a template's save meets a newer revision", async () => {
    server.use(
      http.put(`*/api/richtemplates/update/${TEST_AD_ID}`, () =>
        HttpResponse.json(
          { message: "This template was changed by someone else. Reload it to see their changes." },
          { status: 409 },
        ),
      ),
    );
    const { editor } = renderInEditor(<ConflictDialog />, testAd("mini"), "template");
    await waitFor(() => expect(editor()).toBeDefined());
    editor().getState().edit("Add text", addText("Mine"));
    const dialog = await screen.findByRole("dialog", { name: "This template changed somewhere else" });
    expect(dialog).toHaveTextContent(
      "This template was saved somewhere else (another tab or person) since you opened it. Reload their version, or keep yours and save over it.",
    );
    expect(dialog).not.toHaveTextContent(/\bad\b/);
  });
});

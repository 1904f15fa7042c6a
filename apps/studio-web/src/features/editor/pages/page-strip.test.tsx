import { blankDocument } from "@adstudio/creative/formats";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { PageStrip } from "./page-strip";

useMockApi();
// Autosave may fire during a slow run; the server accepts whatever it is sent.
beforeEach(() => {
  server.use(http.put("*/api/ads/update/:id", () => HttpResponse.json({ ad: testAd() })));
});

const names = (editor: ReturnType<typeof renderInEditor>["editor"]) =>
  editor()
    .getState()
    .document.pages.map((p) => p.name);

async function chooseFromMenu(page: number, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `Page ${page} options` }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

describe("PageStrip", () => {
  it("adds a page after the current one and shows it, one undo step", async () => {
    const { editor } = renderInEditor(<PageStrip />, testAd("story"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add page" }));
    expect(names(editor)).toEqual(["Page 1", "Page 2"]);
    expect(editor().getState().session.page).toBe(editor().getState().document.pages[1]?.id);
    expect(screen.getByRole("button", { name: "Page 2: Page 2" })).toHaveAttribute("aria-current", "page");
    editor().getState().undo();
    expect(names(editor)).toEqual(["Page 1"]);
  });

  it("never deletes the last page, and deletes any other", async () => {
    const { editor } = renderInEditor(<PageStrip />, testAd("story"));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Page 1 options" }));
    expect(await screen.findByRole("menuitem", { name: "Delete" })).toBeDisabled();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await chooseFromMenu(1, "Delete");
    expect(names(editor)).toEqual(["Page 2"]);
    expect(screen.getAllByRole("button", { name: /^Page 1: / })).toHaveLength(1);
  });

  it("reorders, duplicates and renames pages", async () => {
    const document = blankDocument("story", "Story");
    document.pages.push({ id: "page2", name: "Offer" });
    const { editor } = renderInEditor(<PageStrip />, testAd("story", document));
    await chooseFromMenu(2, "Move earlier");
    expect(names(editor)).toEqual(["Offer", "Page 1"]);
    await chooseFromMenu(1, "Duplicate");
    expect(names(editor)).toEqual(["Offer", "Offer copy", "Page 1"]);
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole("button", { name: "Page 3: Page 1" }));
    const field = screen.getByRole("textbox", { name: "Name of page 3" });
    await user.clear(field);
    await user.type(field, "Hero{Enter}");
    expect(names(editor)).toEqual(["Offer", "Offer copy", "Hero"]);
    expect(
      editor()
        .getState()
        .history.past.map((e) => e.label),
    ).toEqual(["Move page", "Duplicate page", "Rename page"]);
  });

  it("sets a story page's duration in seconds", async () => {
    const { editor } = renderInEditor(<PageStrip />, testAd("story"));
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Duration of page 1 in seconds" }), "4.5");
    expect(editor().getState().document.pages[0]?.durationMs).toBe(4500);
    expect(editor().getState().history.past).toHaveLength(1);
  });

  it("adds no page past the format's limit and says why", async () => {
    const { editor } = renderInEditor(<PageStrip />, testAd("mini"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add page" }));
    expect(names(editor)).toEqual(["Page 1"]);
    expect(
      within(screen.getByRole("group", { name: "Pages" })).getByText("Mini ads have at most 1 page."),
    ).toBeVisible();
    expect(screen.queryByRole("textbox", { name: /Duration/ })).not.toBeInTheDocument();
  });
});

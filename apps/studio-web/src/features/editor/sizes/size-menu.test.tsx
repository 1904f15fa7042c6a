import { blankDocument } from "@adstudio/creative/formats";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { SizeMenu } from "./size-menu";

useMockApi();

const richMedia = () => {
  const document = blankDocument("rich-media", "Summer");
  document.teaser = { sz300x250: { width: 300, height: 250 } };
  return testAd("rich-media", document);
};

describe("size menu", () => {
  it("adds one of the format's sizes, shows it, and removes it again (but never the base)", async () => {
    const { editor } = renderInEditor(<SizeMenu />, richMedia());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sizes" }));
    const add = await screen.findByRole("group", { name: "Add a size" });
    expect(
      within(add)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "300×600",
      "320×480",
      "970×250",
      "728×90",
      "320×50",
      "320×100",
      "336×280",
      "300×300",
      "468×60",
      "480×320",
      "160×600",
      "responsive",
    ]);
    await user.click(within(add).getByRole("button", { name: "728×90" }));
    expect(Object.keys(editor().getState().document.teaser)).toEqual(["sz300x250", "sz728x90"]);
    expect(editor().getState().session.size).toBe("sz728x90");
    await user.click(screen.getByRole("button", { name: "Sizes" }));
    const added = await screen.findByRole("group", { name: "Add a size" });
    expect(within(added).queryByRole("button", { name: "728×90" })).toBeNull();
    const remove = await screen.findByRole("group", { name: "Remove a size" });
    expect(
      within(remove)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Remove 728×90"]);
    await user.click(within(remove).getByRole("button", { name: "Remove 728×90" }));
    expect(Object.keys(editor().getState().document.teaser)).toEqual(["sz300x250"]);
    expect(editor().getState().session.size).toBe("sz300x250");
  });

  it("adds a custom size and explains one it cannot add", async () => {
    const { editor } = renderInEditor(<SizeMenu />, richMedia());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sizes" }));
    await user.type(screen.getByRole("textbox", { name: "Width" }), "300");
    await user.type(screen.getByRole("textbox", { name: "Height" }), "250");
    expect(screen.getByRole("alert")).toHaveTextContent("The ad already has 300×250.");
    expect(screen.getByRole("button", { name: "Add custom size" })).toBeDisabled();
    await user.clear(screen.getByRole("textbox", { name: "Width" }));
    await user.type(screen.getByRole("textbox", { name: "Width" }), "250");
    await user.click(screen.getByRole("button", { name: "Add custom size" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add custom size" })).toBeNull());
    expect(editor().getState().document.teaser.sz250x250).toEqual({ width: 250, height: 250 });
  });
});

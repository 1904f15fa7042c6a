import { blankDocument } from "@adstudio/creative/formats";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../test/msw";
import { renderInEditor, testAd } from "../test-editor";
import { ConstraintsField } from "./constraints-field";

useMockApi();

function adWithHeadline() {
  const document = blankDocument("rich-media", "Summer");
  document.layers.headline = {
    id: "headline",
    name: "Headline",
    page: "page1",
    parent: null,
    order: "a0",
    content: { kind: "text", text: "Summer sale" },
    props: { posleft: 20, postop: 16, width: 260, height: 40, fontSize: 24 },
    overrides: {},
    animations: [],
    actions: [],
    hidden: false,
    locked: false,
  };
  return testAd("rich-media", document);
}

describe("constraints field", () => {
  it("names what re-flow infers until pinned, pins in one undo step, and Auto unpins", async () => {
    const { editor } = renderInEditor(<ConstraintsField layerId="headline" />, adWithHeadline());
    const horizontal = await screen.findByRole("combobox", { name: "Pin horizontally" });
    expect(horizontal).toHaveValue("Auto: Centre");
    expect(screen.getByRole("combobox", { name: "Pin vertically" })).toHaveValue("Auto: Top");
    const user = userEvent.setup();
    await user.click(horizontal);
    await user.click(await screen.findByRole("option", { name: "Left" }));
    expect(editor().getState().document.layers.headline?.constraints).toEqual({
      horizontal: "left",
      vertical: "top",
      keepAspect: false,
    });
    expect(screen.getByRole("combobox", { name: "Pin vertically" })).toHaveValue("Top");
    await user.click(screen.getByRole("checkbox", { name: "Keep proportions" }));
    expect(editor().getState().document.layers.headline?.constraints?.keepAspect).toBe(true);
    await user.click(screen.getByRole("combobox", { name: "Pin vertically" }));
    await user.click(await screen.findByRole("option", { name: "Auto: Top" }));
    expect(editor().getState().document.layers.headline?.constraints).toBeUndefined();
    expect(
      editor()
        .getState()
        .history.past.map((step) => step.label),
    ).toEqual(["Change constraints", "Change constraints", "Change constraints"]);
  });
});

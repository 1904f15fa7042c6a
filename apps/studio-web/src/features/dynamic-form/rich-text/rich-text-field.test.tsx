// isolated: the first test watches the editor's lazy chunk load, which another file in a shared worker
// (any form with a rich-text field) may have loaded already.
import type { Field, Template } from "@adstudio/form-engine";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../../test/render";
import { renderForm, withSave } from "../test-form";
import { RichTextView } from "./rich-text-view";

const notes: Field = { name: "notes", label: "Notes", kind: "richText" };
const form = (field: Field = notes): Template => withSave({ title: "T", fields: [field] });

/** The editor's toolbar, once its lazy chunk has loaded. */
const toolbar = async () => screen.findByRole("toolbar", { name: "Notes formatting" });

describe("richText field", () => {
  // First in the file: the editor's lazy chunk is not loaded yet, so its placeholder shows.
  it("announces the editor while it loads, as a named status (an aria-label needs a role)", async () => {
    renderForm(form());
    expect(screen.getByRole("status", { name: "Loading the Notes editor" })).toBeTruthy();
    await toolbar();
    expect(screen.queryByRole("status", { name: "Loading the Notes editor" })).toBeNull();
  });

  it("offers the spec's toolbar, every button named", async () => {
    renderForm(form());
    const bar = await toolbar();
    const names = within(bar)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual([
      "Bold",
      "Italic",
      "Underline",
      "Strikethrough",
      "Clear formatting",
      "Heading 1",
      "Heading 2",
      "Heading 3",
      "Heading 4",
      "Bullet list",
      "Numbered list",
      "Align left",
      "Align centre",
      "Align right",
      "Justify",
      "Link",
      "Remove link",
      "Insert table",
      "Add row after",
      "Delete row",
      "Add column after",
      "Delete column",
      "Delete table",
      "Text colour",
      "Remove colour",
      "Undo",
      "Redo",
    ]);
  });

  it("shows a stored HTML value and saves it back unchanged", async () => {
    const html =
      '<p style="text-align: center"><strong><span style="color: #e03131">Launch</span></strong></p>';
    const { user, submitted } = renderForm(form(), { initialValues: { notes: html } });
    await toolbar();
    const editor = screen.getByRole("textbox", { name: "Notes" });
    expect(editor.querySelector("strong")).toHaveTextContent("Launch");
    expect(editor.querySelector("p")).toHaveStyle({ textAlign: "center" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted()).toEqual({ notes: html }));
  });

  it("a required field left empty is refused", async () => {
    const { user, onSubmit } = renderForm(form({ ...notes, validation: { required: true } }));
    await toolbar();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Notes is required/i)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a read-only form shows the text without a toolbar", async () => {
    renderForm(form(), { initialValues: { notes: "<p>Read me</p>" }, readOnly: true });
    expect(await screen.findByText("Read me")).toBeInTheDocument();
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});

describe("RichTextView", () => {
  it("shows headings, lists, links and tables, and never a script or handler", async () => {
    const { container } = renderWithTheme(
      <RichTextView
        html={
          '<h2>Plan</h2><ul><li><p>one</p></li></ul><p><a href="https://example.com">site</a><img src=x onerror="alert(1)"></p>' +
          "<script>alert(2)</script><table><tbody><tr><th><p>A</p></th><td><p>1</p></td></tr></tbody></table>"
        }
      />,
    );
    expect(await screen.findByRole("heading", { name: "Plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "site" })).toHaveAttribute("href", "https://example.com");
    expect(container.querySelectorAll("li")).toHaveLength(1);
    expect(container.querySelectorAll("th, td")).toHaveLength(2);
    expect(container.querySelector("script, img, [onerror]")).toBeNull();
  });
});

import type { Template } from "@adstudio/form-engine";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm } from "./test-form";

const template: Template = {
  title: "Order",
  layout: { columns: 2 },
  fields: [
    { name: "name", label: "Name", kind: "text", defaultValue: "Untitled", validation: { required: true } },
    { name: "note", label: "Note", kind: "text", validation: { required: "Note?" } },
  ],
  buttons: [
    { name: "save", label: "Save", kind: "submit" },
    // A draft does not need the note: it is unregistered, so neither validated nor sent.
    { name: "draft", label: "Save draft", kind: "submit", unregister: ["note"] },
    { name: "reset", label: "Reset", kind: "reset" },
    { name: "cancel", label: "Cancel", kind: "cancel", disableOnClick: false },
  ],
};

const button = (name: string) => screen.getByRole("button", { name });

describe("form buttons", () => {
  it("a submit button sends the values with its name and is disabled after the click", async () => {
    const { user, onSubmit } = renderForm(template);
    await user.type(screen.getByRole("textbox", { name: "Note" }), "hi");
    await user.click(button("Save"));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Untitled", note: "hi" }, "save");
    expect(button("Save")).toBeDisabled();
    await user.click(button("Save"));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // An edit brings it back.
    await user.type(screen.getByRole("textbox", { name: "Note" }), "!");
    expect(button("Save")).toBeEnabled();
  });

  it("a button's configuration unregisters the fields it does not need", async () => {
    const { user, onSubmit, onInvalid } = renderForm(template);
    await user.click(button("Save"));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith("Note?", { note: "Note?" });
    expect(button("Save")).toBeEnabled();
    await user.click(button("Save draft"));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Untitled" }, "draft");
  });

  it("a failed submit shows the server's field messages and enables the button again", async () => {
    const { user, onSubmit } = renderForm(template);
    onSubmit.mockRejectedValueOnce({ message: "Bad", errors: { name: "Name is taken." } });
    await user.type(screen.getByRole("textbox", { name: "Note" }), "hi");
    await user.click(button("Save"));
    expect(await screen.findByText("Name is taken.")).toBeInTheDocument();
    await waitFor(() => expect(button("Save")).toBeEnabled());
  });

  it("reset restores the defaults and clears the messages", async () => {
    const { user, onSubmit } = renderForm(template);
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Changed");
    await user.click(button("Save"));
    expect(screen.getByText("Note?")).toBeInTheDocument();
    await user.click(button("Reset"));
    expect(name).toHaveValue("Untitled");
    expect(screen.queryByText("Note?")).not.toBeInTheDocument();
    expect(button("Reset")).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reset of a loaded record restores the loaded values", async () => {
    const { user } = renderForm(template, { initialValues: { name: "Loaded", note: "n" } });
    await user.type(screen.getByRole("textbox", { name: "Name" }), " more");
    await user.click(button("Reset"));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Loaded");
  });

  it("cancel calls the cancel handler and, configured so, stays enabled", async () => {
    const { user, onCancel, onSubmit } = renderForm(template);
    await user.click(button("Cancel"));
    await user.click(button("Cancel"));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Enter in a field presses the first submit button", async () => {
    const { user, onSubmit } = renderForm(template);
    await user.type(screen.getByRole("textbox", { name: "Note" }), "hi{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ name: "Untitled", note: "hi" }, "save");
  });
});

describe("sections and layout", () => {
  const sectioned: Template = {
    title: "S",
    layout: { columns: 4 },
    fields: [
      { name: "a", label: "A", kind: "text" },
      { name: "b", label: "B", kind: "text" },
    ],
    sections: [
      {
        title: "Details",
        layout: { columns: 3 },
        fields: [
          { name: "c", label: "C", kind: "text" },
          { name: "d", label: "D", kind: "text" },
        ],
      },
    ],
  };

  it("span fields by the columns (top level 4 → 3, 3 → 4)", () => {
    const { container } = renderForm(sectioned);
    const spans = [...container.querySelectorAll("[data-span]")].map((col) => col.getAttribute("data-span"));
    expect(spans).toEqual(["3", "3", "4", "4"]);
  });

  it("collapse and expand a titled section", async () => {
    const { user } = renderForm(sectioned);
    const toggle = screen.getByRole("button", { name: "Collapse Details" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Expand Details" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("textbox", { name: "C", hidden: true })).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Expand Details" }));
    // jsdom runs no CSS transitions; end the collapse's height transition by hand.
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    fireEvent.transitionEnd(body);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "C" })).toBeVisible());
  });
});

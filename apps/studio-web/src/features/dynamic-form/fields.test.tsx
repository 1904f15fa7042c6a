import type { Field, Template } from "@adstudio/form-engine";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm, withSave } from "./test-form";

const one = (field: Field, extra: Field[] = []): Template =>
  withSave({ title: "T", fields: [field, ...extra] });
const save = (user: ReturnType<typeof renderForm>["user"]) =>
  user.click(screen.getByRole("button", { name: "Save" }));

describe("field kinds", () => {
  it("text: a one-line input whose text is submitted", async () => {
    const { user, submitted } = renderForm(
      one({ name: "title", label: "Title", kind: "text", placeholder: "Say it" }),
    );
    const input = screen.getByRole("textbox", { name: "Title" });
    expect(input).toHaveAttribute("placeholder", "Say it");
    await user.type(input, "Hello");
    await save(user);
    expect(submitted()).toEqual({ title: "Hello" });
  });

  it("longText: a text area of 4 rows", async () => {
    const { user, submitted } = renderForm(one({ name: "body", label: "Body", kind: "longText" }));
    const area = screen.getByRole("textbox", { name: "Body" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("rows", "4");
    await user.type(area, "Line");
    await save(user);
    expect(submitted()).toEqual({ body: "Line" });
  });

  it("number: submits a number, and refuses one below 0 with the spec's message", async () => {
    const { user, submitted, onSubmit } = renderForm(one({ name: "qty", label: "Qty", kind: "number" }));
    const input = screen.getByRole("textbox", { name: "Qty" });
    await user.type(input, "-3");
    await user.tab();
    expect(await screen.findByText("Should not be empty or less than 0.")).toBeInTheDocument();
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "42");
    expect(screen.queryByText("Should not be empty or less than 0.")).not.toBeInTheDocument();
    await save(user);
    expect(submitted()).toEqual({ qty: 42 });
  });

  it("select: one of the options, typed as the option's value", async () => {
    const { user, submitted } = renderForm(
      one({
        name: "level",
        label: "Level",
        kind: "select",
        options: [
          { label: "Low", value: 1 },
          { label: "High", value: 2 },
        ],
      }),
    );
    await user.click(screen.getByRole("combobox", { name: "Level" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    await save(user);
    expect(submitted()).toEqual({ level: 2 });
  });

  it("select: uses the options the page supplies for a field", async () => {
    const { user, submitted } = renderForm(one({ name: "company", label: "Company", kind: "select" }), {
      fieldOptions: { company: [{ label: "Acme", value: "c1" }] },
    });
    await user.click(screen.getByRole("combobox", { name: "Company" }));
    await user.click(await screen.findByRole("option", { name: "Acme" }));
    await save(user);
    expect(submitted()).toEqual({ company: "c1" });
  });

  it("multiSelect: a list of the chosen options", async () => {
    const { user, submitted } = renderForm(
      one({
        name: "tags",
        label: "Tags",
        kind: "multiSelect",
        options: ["a", "b", "c"].map((value) => ({ label: value.toUpperCase(), value })),
      }),
    );
    await user.click(screen.getByRole("combobox", { name: "Tags" }));
    await user.click(await screen.findByRole("option", { name: "A" }));
    await user.click(await screen.findByRole("option", { name: "C" }));
    await save(user);
    expect(submitted()).toEqual({ tags: ["a", "c"] });
  });

  it("checkbox and switch: booleans; a required box must be ticked", async () => {
    const { user, submitted, onSubmit } = renderForm(
      one({ name: "agree", label: "Agree", kind: "checkbox", validation: { required: "Tick it" } }, [
        { name: "live", label: "Live", kind: "switch" },
      ]),
    );
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Tick it")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Agree *" }));
    await user.click(screen.getByRole("switch", { name: "Live" }));
    await save(user);
    expect(submitted()).toEqual({ agree: true, live: true });
  });

  it("radio: every option shown, one chosen", async () => {
    const { user, submitted } = renderForm(
      one({
        name: "format",
        label: "Format",
        kind: "radio",
        options: [
          { label: "Video", value: "video" },
          { label: "Banner", value: "banner" },
        ],
      }),
    );
    const group = screen.getByRole("radiogroup", { name: "Format" });
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    await user.click(screen.getByRole("radio", { name: "Banner" }));
    await save(user);
    expect(submitted()).toEqual({ format: "banner" });
  });

  it("date: typed as YYYY-MM-DD and submitted as that text", async () => {
    const { user, submitted } = renderForm(one({ name: "start", label: "Start", kind: "date" }));
    const input = screen.getByRole("textbox", { name: "Start" });
    await user.type(input, "2027-03-05");
    await user.tab();
    await save(user);
    expect(submitted()).toEqual({ start: "2027-03-05" });
  });

  it("date: Enter in the field keeps the typed day and does not submit the form", async () => {
    const { user, onSubmit } = renderForm(
      one({ name: "start", label: "Start", kind: "date" }, [{ name: "note", label: "Note", kind: "text" }]),
    );
    const input = screen.getByRole("textbox", { name: "Start" });
    await user.type(input, "2027-03-05{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue("2027-03-05");
    // Enter in an ordinary text field still saves.
    await user.type(screen.getByRole("textbox", { name: "Note" }), "x{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("date: the calendar's arrows have names, and weekends and other months' days are not greyed or red", async () => {
    const { user } = renderForm(one({ name: "start", label: "Start", kind: "date" }), {
      initialValues: { start: "2027-03-05" },
    });
    await user.click(screen.getByRole("textbox", { name: "Start" }));
    expect(await screen.findByRole("button", { name: "Previous month" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next month" })).toBeInTheDocument();
    // Saturday 6 March is a day like the others; February's last days are not shown before the 1st.
    const saturday = screen.getByRole("button", { name: "6 March 2027" });
    expect(saturday).not.toHaveAttribute("data-weekend");
    expect(screen.queryByRole("button", { name: "28 February 2027" })).not.toBeInTheDocument();
  });

  it("colour: hex with a leading #, and a picker that the toggle opens and closes", async () => {
    const { user, submitted } = renderForm(one({ name: "tint", label: "Tint", kind: "colour" }));
    const toggle = screen.getByRole("button", { name: "Show colour picker for Tint" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide colour picker for Tint" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Hide colour picker for Tint" }));
    expect(screen.getByRole("button", { name: "Show colour picker for Tint" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Tint" }), "#ff8800");
    await save(user);
    expect(submitted()).toEqual({ tint: "#ff8800" });
  });

  it("colour: refuses a value that is not a hex colour", async () => {
    const { user, onSubmit, onInvalid } = renderForm(one({ name: "tint", label: "Tint", kind: "colour" }), {
      initialValues: { tint: "red" },
    });
    await save(user);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith("Tint must be a hex colour with a leading #.", {
      tint: "Tint must be a hex colour with a leading #.",
    });
  });

  it("slider: steps of 1 from its minimum", async () => {
    const { user, submitted } = renderForm(
      one({ name: "volume", label: "Volume", kind: "slider", validation: { min: 10, max: 20 } }),
    );
    const thumb = screen.getByRole("slider", { name: "Volume" });
    expect(thumb).toHaveAttribute("aria-valuemin", "10");
    expect(thumb).toHaveAttribute("aria-valuemax", "20");
    thumb.focus();
    fireEvent.keyDown(thumb, { key: "ArrowRight" });
    fireEvent.keyDown(thumb, { key: "ArrowRight" });
    await save(user);
    expect(submitted()).toEqual({ volume: 12 });
  });

  it("computed: read-only, recomputed as its sources change", async () => {
    const { user, submitted } = renderForm(
      one({ name: "qty", label: "Qty", kind: "number" }, [
        { name: "price", label: "Price", kind: "number" },
        {
          name: "total",
          label: "Total",
          kind: "computed",
          computed: { op: "multiply", sources: ["qty", "price"] },
        },
      ]),
    );
    const total = screen.getByRole("textbox", { name: "Total" });
    expect(total).toHaveAttribute("readonly");
    expect(total).toHaveValue("0.00");
    await user.type(screen.getByRole("textbox", { name: "Qty" }), "1200");
    await user.type(screen.getByRole("textbox", { name: "Price" }), "2.5");
    expect(total).toHaveValue("3,000.00");
    await save(user);
    expect(submitted()).toEqual({ qty: 1200, price: 2.5, total: 3000 });
  });

  it("an unknown kind renders as Invalid Field and does not stop a submit", async () => {
    const { user, onSubmit } = renderForm(one({ name: "map", label: "Map", kind: "map" as Field["kind"] }));
    expect(screen.getByText("Invalid Field")).toBeInTheDocument();
    await save(user);
    expect(onSubmit).toHaveBeenCalled();
  });

  it("hides a field while its rule says so, and does not validate it then", async () => {
    const { user, submitted } = renderForm(
      one(
        {
          name: "format",
          label: "Format",
          kind: "radio",
          options: [
            { label: "Video", value: "video" },
            { label: "Banner", value: "banner" },
          ],
        },
        [
          {
            name: "videoUrl",
            label: "Video URL",
            kind: "text",
            hidden: { field: "format", notIn: ["video"] },
            validation: { required: true },
          },
        ],
      ),
    );
    expect(screen.queryByRole("textbox", { name: "Video URL" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Video" }));
    expect(screen.getByRole("textbox", { name: "Video URL" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Banner" }));
    await save(user);
    await waitFor(() => expect(submitted()).toMatchObject({ format: "banner" }));
  });
});

describe("field wrappers", () => {
  const required = one({ name: "name", label: "Name", kind: "text", validation: { required: true } });

  it("show the required message once a required field was left empty, not before", async () => {
    const { user } = renderForm(required);
    const input = screen.getByRole("textbox", { name: "Name" });
    await user.click(input);
    expect(screen.queryByText("Name is required.")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.type(input, "x");
    expect(screen.queryByText("Name is required.")).not.toBeInTheDocument();
  });

  it("show a supplied message (a server's answer) until the field is edited", async () => {
    const { user, onSubmit } = renderForm(required);
    onSubmit.mockRejectedValueOnce({ message: "Taken", errors: { name: "That name is taken." } });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Acme");
    await save(user);
    expect(await screen.findByText("That name is taken.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "!");
    expect(screen.queryByText("That name is taken.")).not.toBeInTheDocument();
  });

  it("mark required fields with an asterisk", () => {
    renderForm(required);
    expect(screen.getByText("Name").closest("label")).toHaveTextContent("Name *");
  });
});

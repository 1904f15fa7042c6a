import type { Field, Template } from "@adstudio/form-engine";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderForm, withSave } from "./test-form";

const rowFields: Field[] = [
  {
    name: "site",
    label: "Site",
    kind: "text",
    validation: { required: "Site?", validateRow: ["site", "qty"] },
  },
  { name: "qty", label: "Qty", kind: "number" },
  { name: "cost", label: "Cost", kind: "computed", computed: { op: "multiply", sources: ["*.qty", 2] } },
];

const arrayTemplate = (type: "plain" | "table"): Template =>
  withSave({
    title: "T",
    fields: [
      { name: "items", label: "Items", kind: "array", layout: { type, columns: 3 }, fields: rowFields },
      { name: "total", label: "Total", kind: "computed", computed: { op: "add", sources: ["items.*.cost"] } },
    ],
  });

describe("plain arrays", () => {
  it("start with one row that cannot be removed; add more appends rows with defaults", async () => {
    const { user } = renderForm(arrayTemplate("plain"));
    expect(screen.getAllByRole("group", { name: /^Items \d$/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Remove Items 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add more" }));
    await user.click(screen.getByRole("button", { name: "Add more" }));
    const rows = screen.getAllByRole("group", { name: /^Items \d$/ });
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByRole("textbox", { name: "Site" })).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Remove Items 1" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Items 3" })).toBeInTheDocument();
  });

  it("remove the chosen row, keeping the others' values", async () => {
    const { user, submitted } = renderForm(arrayTemplate("plain"), {
      initialValues: {
        items: [
          { site: "a", qty: 1 },
          { site: "b", qty: 2 },
          { site: "c", qty: 3 },
        ],
      },
    });
    await user.click(screen.getByRole("button", { name: "Remove Items 2" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted()).toEqual({
      items: [
        { site: "a", qty: 1, cost: 2 },
        { site: "c", qty: 3, cost: 6 },
      ],
      total: 8,
    });
  });

  it("lay row fields out by the array's columns (3 → span 4)", () => {
    const { container } = renderForm(arrayTemplate("plain"));
    const spans = [...container.querySelectorAll("fieldset [data-span]")].map((col) =>
      col.getAttribute("data-span"),
    );
    expect(spans).toEqual(["4", "4", "4"]);
  });
});

describe("table arrays", () => {
  const seven = Array.from({ length: 7 }, (_, i) => ({ site: `site ${i + 1}`, qty: i + 1 }));

  it("show 5 rows a page, with row-numbered inputs and computed cells", async () => {
    const { user } = renderForm(arrayTemplate("table"), { initialValues: { items: seven } });
    const table = screen.getByRole("table", { name: "Items" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["#", "Site *", "Qty", "Cost", ""]);
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByRole("textbox", { name: "Site, row 5" })).toHaveValue("site 5");
    expect(screen.queryByRole("textbox", { name: "Site, row 6" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Cost, row 3" })).toHaveValue("6.00");
    expect(screen.getByRole("textbox", { name: "Total" })).toHaveValue("56.00");
    await user.click(screen.getByRole("button", { name: "2" }));
    expect(screen.getByRole("textbox", { name: "Site, row 7" })).toHaveValue("site 7");
    expect(within(screen.getByRole("table", { name: "Items" })).getAllByRole("row")).toHaveLength(3);
  });

  it("add more goes to the page of the new row; any row but the first can be removed", async () => {
    const { user } = renderForm(arrayTemplate("table"), { initialValues: { items: seven.slice(0, 5) } });
    expect(screen.queryByRole("button", { name: "Remove row 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add more" }));
    expect(screen.getByRole("textbox", { name: "Site, row 6" })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Remove row 6" }));
    expect(screen.getByRole("textbox", { name: "Site, row 5" })).toHaveValue("site 5");
    await user.click(screen.getByRole("button", { name: "Remove row 2" }));
    expect(screen.getByRole("textbox", { name: "Site, row 2" })).toHaveValue("site 3");
  });

  it("recompute a row's cost and the total as quantities change", async () => {
    const { user } = renderForm(arrayTemplate("table"));
    await user.type(screen.getByRole("textbox", { name: "Qty, row 1" }), "21");
    expect(screen.getByRole("textbox", { name: "Cost, row 1" })).toHaveValue("42.00");
    await user.click(screen.getByRole("button", { name: "Add more" }));
    await user.type(screen.getByRole("textbox", { name: "Qty, row 2" }), "4");
    expect(screen.getByRole("textbox", { name: "Total" })).toHaveValue("50.00");
  });

  it("validate a row once it has a value, with the message in its cell", async () => {
    const { user, onSubmit, onInvalid } = renderForm(arrayTemplate("table"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole("textbox", { name: "Qty, row 1" }), "3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onInvalid).toHaveBeenCalledWith("Site?", { "items.0.site": "Site?" });
    expect(screen.getByRole("textbox", { name: "Site, row 1" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Site?")).toBeInTheDocument();
  });
});

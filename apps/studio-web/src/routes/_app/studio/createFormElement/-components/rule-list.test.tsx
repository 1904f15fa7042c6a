import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "../../../../../app/theme";
import { formElementInput, formElementValues } from "./form-element-values";
import { RuleList, type RuleRow, ruleRow } from "./rule-list";

let latest: RuleRow[] = [];

function Harness({ initial = [] }: { initial?: RuleRow[] }) {
  const [rules, setRules] = useState(initial);
  latest = rules;
  return <RuleList label="Visible On Layers" rules={rules} onChange={setRules} />;
}

function setup(initial?: RuleRow[]) {
  latest = [];
  render(
    <MantineProvider theme={theme} env="test">
      <Harness initial={initial} />
    </MantineProvider>,
  );
  return { list: screen.getByRole("group", { name: "Visible On Layers" }) };
}

const formatInputs = () => screen.getAllByRole("combobox", { name: "Format" });

/** Opens a row's format dropdown and answers its list of options. */
async function openFormats(row: number) {
  const input = formatInputs()[row] as HTMLElement;
  await userEvent.click(input);
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error("the format dropdown did not open");
  return listbox;
}

// Mantine comboboxes under userEvent are slow on a busy machine; the default 5 s is too tight.
describe("RuleList", { timeout: 20_000 }, () => {
  it("starts with one blank row and adds and removes rows", async () => {
    const { list } = setup();
    expect(formatInputs()).toHaveLength(1);
    await userEvent.click(within(list).getByRole("button", { name: "Add rule" }));
    expect(formatInputs()).toHaveLength(2);
    await userEvent.click(within(list).getByRole("button", { name: "Remove rule 2" }));
    expect(formatInputs()).toHaveLength(1);
  });

  it("lets a format be picked only once: formats used by other rows are disabled", async () => {
    const { list } = setup();
    await openFormats(0);
    await userEvent.click(screen.getByRole("option", { name: "rich-media" }));
    expect(formatInputs()[0]).toHaveValue("rich-media");
    await userEvent.type(
      screen.getAllByRole("textbox", { name: "Layer names" })[0] as HTMLElement,
      "image,text",
    );

    await userEvent.click(within(list).getByRole("button", { name: "Add rule" }));
    const options = await openFormats(1);
    const used = within(options).getByRole("option", { name: "rich-media" });
    expect(used).toHaveAttribute("aria-disabled", "true");
    expect(within(options).getByRole("option", { name: "story" })).not.toHaveAttribute("aria-disabled");

    // Clicking the used format does nothing; another one is taken.
    await userEvent.click(used);
    expect(formatInputs()[1]).toHaveValue("");
    await userEvent.click(within(options).getByRole("option", { name: "story" }));
    expect(latest.map((rule) => rule.adType)).toEqual(["rich-media", "story"]);

    // The first row's own format stays enabled for it, and 'story' is now taken there.
    const first = await openFormats(0);
    expect(within(first).getByRole("option", { name: "rich-media" })).not.toHaveAttribute("aria-disabled");
    expect(within(first).getByRole("option", { name: "story" })).toHaveAttribute("aria-disabled", "true");
  });

  it("frees a format again when its row is removed", async () => {
    const { list } = setup([ruleRow("vast", "video"), ruleRow("vpaid", "video")]);
    expect(within(await openFormats(1)).getByRole("option", { name: "vast" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(list).getByRole("button", { name: "Remove rule 1" }));
    expect(within(await openFormats(0)).getByRole("option", { name: "vast" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });
});

describe("formElementInput", () => {
  it("leaves blank rows out and maps field paths back to the form's rows", () => {
    const values = formElementValues(null);
    values.layerIdsForAdType = [ruleRow(), ruleRow("story", "")];
    values.order = "";
    const { input, formPath } = formElementInput(values);
    expect(input.layerIdsForAdType).toEqual([{ adType: "story", layers: "" }]);
    expect(input.order).toBeUndefined();
    expect(formPath("layerIdsForAdType.0.layers")).toBe("layerIdsForAdType.1.layers");
    expect(formPath("element")).toBe("element");
  });
});

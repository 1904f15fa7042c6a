import { describe, expect, it } from "vitest";
import { buttonAction } from "./buttons";

const values = {
  name: "Spring",
  draft: "x",
  rows: [
    { a: 1, note: "n" },
    { a: 2, note: "m" },
  ],
};
const defaults = () => ({ name: "", draft: "", rows: [{ a: "", note: "" }] });

describe("buttonAction", () => {
  it("resets to the defaults", () => {
    expect(buttonAction({ name: "clear", label: "Clear", kind: "reset" }, values, defaults)).toEqual({
      type: "reset",
      button: "clear",
      values: defaults(),
      disable: true,
    });
  });

  it("cancels", () => {
    expect(
      buttonAction({ name: "back", label: "Back", kind: "cancel", disableOnClick: false }, values, defaults),
    ).toEqual({
      type: "cancel",
      button: "back",
      disable: false,
    });
  });

  it("submits the values without unregistered fields, with the pressed button", () => {
    const action = buttonAction(
      { name: "publish", label: "Publish", kind: "submit", unregister: ["draft", "rows.*.note"] },
      values,
      defaults,
    );
    expect(action).toEqual({
      type: "submit",
      button: "publish",
      values: { name: "Spring", rows: [{ a: 1 }, { a: 2 }] },
      disable: true,
    });
    expect(values.draft).toBe("x");
    expect(buttonAction({ name: "save", label: "Save", kind: "submit" }, values, defaults)).toMatchObject({
      values,
    });
  });
});

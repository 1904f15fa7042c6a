import { describe, expect, it } from "vitest";
import { fieldError } from "./field-error";
import { coveredBy, templateKey, withoutUnregistered } from "./field-paths";

describe("field paths", () => {
  it("turns row indexes into the template's *", () => {
    expect(templateKey("flights.12.endDate")).toBe("flights.*.endDate");
    expect(templateKey("name")).toBe("name");
  });

  it("matches unregister patterns on the field, its rows and whatever is inside", () => {
    expect(coveredBy("flights.3.cost", "flights.*.cost")).toBe(true);
    expect(coveredBy("flights.3.costs", "flights.*.cost")).toBe(false);
    expect(coveredBy("flights.0.placement", "flights")).toBe(true);
    expect(coveredBy("flights", "flights.*.cost")).toBe(false);
    expect(coveredBy("notes", "name")).toBe(false);
  });

  it("drops the errors of unregistered fields only", () => {
    const errors = { name: "a", "flights.0.cost": "b", "flights.1.site": "c" };
    expect(withoutUnregistered(errors, ["flights.*.cost"])).toEqual({ name: "a", "flights.1.site": "c" });
    expect(withoutUnregistered(errors, [])).toBe(errors);
  });
});

describe("fieldError", () => {
  it("shows a required field's message once touched and empty", () => {
    expect(fieldError({ issue: "Name is required.", touched: false })).toBeUndefined();
    expect(fieldError({ issue: "Name is required.", touched: true })).toBe("Name is required.");
    expect(fieldError({ touched: true })).toBeUndefined();
  });

  it("always shows a supplied message", () => {
    expect(fieldError({ message: "Taken", touched: false })).toBe("Taken");
    expect(fieldError({ message: "Taken", issue: "Name is required.", touched: true })).toBe("Taken");
  });
});

import { describe, expect, it } from "vitest";
import { CLONE_NAME_BLANK_MESSAGE, CloneNameSchema } from "./clone";
import { failure, output } from "./test-helpers";

describe("CloneNameSchema", () => {
  it("accepts a trimmed name", () => {
    expect(output(CloneNameSchema, { name: "  Summer copy " })).toEqual({ name: "Summer copy" });
  });

  it.each([{}, { name: "" }, { name: "   " }, { name: null }])("proceeds only with a name: %j", (input) => {
    expect(failure(CloneNameSchema, input)).toEqual({
      message: CLONE_NAME_BLANK_MESSAGE,
      errors: { name: CLONE_NAME_BLANK_MESSAGE },
    });
  });

  it("rejects wrong types and over-long names", () => {
    expect(failure(CloneNameSchema, { name: 1 }).errors).toEqual({ name: "Name must be text." });
    expect(failure(CloneNameSchema, { name: "n".repeat(256) }).errors).toEqual({
      name: "Name must be at most 255 characters.",
    });
  });
});

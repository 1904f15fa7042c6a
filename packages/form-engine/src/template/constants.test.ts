import { describe, expect, it } from "vitest";
import {
  DEFAULT_SPACING,
  INVALID_FIELD_MESSAGE,
  LOADING_MESSAGE,
  LONG_TEXT_ROWS,
  NUMBER_MESSAGE,
  SLIDER_STEP,
  TABLE_PAGE_SIZE,
} from "./constants";

describe("spec constants", () => {
  it("carries the form renderer's messages word for word (spec shell §8)", () => {
    expect(INVALID_FIELD_MESSAGE).toBe("Invalid Field");
    expect(NUMBER_MESSAGE).toBe("Should not be empty or less than 0.");
    expect(LOADING_MESSAGE).toBe("Loading...");
  });

  it("carries the limits of spec shell §9", () => {
    expect([LONG_TEXT_ROWS, SLIDER_STEP, TABLE_PAGE_SIZE, DEFAULT_SPACING]).toEqual([4, 1, 5, 2]);
  });
});

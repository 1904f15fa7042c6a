import { describe, expect, it } from "vitest";
import { findHostileValues, tooDeepAt } from "./hostile-input.js";

const nested = (depth: number, inner = "1") => "[".repeat(depth) + inner + "]".repeat(depth);

describe("tooDeepAt", () => {
  it("accepts 32 levels and refuses the 33rd, naming where it starts", () => {
    expect(tooDeepAt(nested(32))).toBeNull();
    expect(tooDeepAt(nested(33))).toBe(Array(32).fill("0").join("."));
    expect(tooDeepAt(`{"a":${nested(31)}}`)).toBeNull();
    expect(tooDeepAt(`{"a":${nested(32)}}`)).toBe(`a${".0".repeat(31)}`);
  });

  it("follows keys and indexes to the offending field, ignoring brackets inside strings", () => {
    const body = `{"name":"[[[{{{","flights":[{"placement":"x"},{"notes":${nested(31)}}]}`;
    expect(tooDeepAt(body)).toBe(`flights.1.notes${".0".repeat(29)}`);
    expect(tooDeepAt(`{"a\\"[":"\\"[[[","b":[1,2,{"c":{}}]}`)).toBeNull();
  });

  it("stops early on 100 000 levels without overflowing", () => {
    expect(tooDeepAt(nested(100_000))).toHaveLength(32 * 2 - 1);
  });
});

describe("findHostileValues", () => {
  it("finds NUL, unpaired surrogates and non-finite numbers at their paths", () => {
    const body = JSON.parse(
      '{"name":"a\\u0000b","flights":[{"placement":"ok"},{"placement":"\\ud800"}],"cpmRate":1e400,' +
        '"settings":{"lang":"\\udc00x"},"ok":"\\ud83d\\ude00"}',
    );
    expect(findHostileValues(body, "body")).toEqual({
      name: "name must not contain NUL characters.",
      "flights.1.placement":
        "flights.1.placement must be valid Unicode text (it holds an unpaired surrogate).",
      cpmRate: "cpmRate must be a finite number.",
      "settings.lang": "settings.lang must be valid Unicode text (it holds an unpaired surrogate).",
    });
  });

  it("names the object for a hostile key, and the root for a hostile root value", () => {
    expect(findHostileValues(JSON.parse('{"settings":{"\\u0000":1}}'), "body")).toEqual({
      settings: "A key of settings must not contain NUL characters.",
    });
    expect(findHostileValues("\u0000", "body")).toEqual({ body: "body must not contain NUL characters." });
    expect(findHostileValues({ fine: ["text", 1e308, -5, true, null] }, "body")).toEqual({});
  });
});

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isHttpUrl, isLinkOrPath, isPlainObject, optionalText, requiredText } from "./fields";
import { failure, output } from "./test-helpers";

describe("text fields", () => {
  const Schema = v.object({ a: optionalText("A", 5), b: requiredText("B", 5, "B is required.") });

  it("trims, and reads missing or null as empty", () => {
    expect(output(Schema, { a: "  x ", b: " y " })).toEqual({ a: "x", b: "y" });
    expect(output(Schema, { a: null, b: "y" })).toEqual({ a: "", b: "y" });
    expect(output(Schema, { b: "y" })).toEqual({ a: "", b: "y" });
  });

  it("reports blank, wrong type and too long with the field's label", () => {
    expect(failure(Schema, { a: 1, b: null }).errors).toEqual({ a: "A must be text.", b: "B is required." });
    expect(failure(Schema, { a: "123456", b: "123456" }).errors).toEqual({
      a: "A must be at most 5 characters.",
      b: "B must be at most 5 characters.",
    });
    // The limit applies after trimming.
    expect(output(Schema, { a: "  12345  ", b: "1" }).a).toBe("12345");
  });
});

describe("isHttpUrl", () => {
  it.each(["http://a.co", "https://acme.com/x?y=1#z", "HTTPS://ACME.COM", "https://localhost:8080"])(
    "accepts %s",
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each([
    "acme.com",
    "ftp://acme.com",
    "https://",
    "https:// acme.com",
    "https://acme.com/a b",
    "javascript:x",
  ])("rejects %s", (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe("isLinkOrPath", () => {
  it.each(["/studio/ads", "studio/ads", "assets/logo.png", "https://acme.com", "?tab=1", "#top"])(
    "accepts %s",
    (url) => {
      expect(isLinkOrPath(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:image/png;base64,AA==",
    "//evil.com",
    "a b",
    "mailto:x@y.z",
  ])("rejects %s", (url) => {
    expect(isLinkOrPath(url)).toBe(false);
  });
});

describe("isPlainObject", () => {
  it("accepts plain objects only", () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const value of [null, [], new Date(), "x", 1, undefined]) expect(isPlainObject(value)).toBe(false);
  });
});

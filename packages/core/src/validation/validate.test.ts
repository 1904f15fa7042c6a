import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { describeIssues, NOT_AN_OBJECT_MESSAGE, validateInput } from "./validate";

const Schema = v.object({
  name: v.pipe(
    v.string("Name must be text."),
    v.nonEmpty("Name is required."),
    v.maxLength(3, "Name is too long."),
  ),
  contactPerson: v.object({ email: v.pipe(v.string(), v.email("Email is not valid.")) }),
  tags: v.array(v.pipe(v.string(), v.nonEmpty("Tag is empty."))),
});

describe("validateInput", () => {
  it("returns the parsed output on success", () => {
    const result = validateInput(Schema, {
      name: "abc",
      contactPerson: { email: "a@b.co" },
      tags: ["x"],
      extra: 1,
    });
    expect(result).toEqual({
      success: true,
      output: { name: "abc", contactPerson: { email: "a@b.co" }, tags: ["x"] },
    });
  });

  it("reports the first issue as message and the first message per dot-joined path", () => {
    const result = validateInput(Schema, { name: "", contactPerson: { email: "nope" }, tags: ["ok", ""] });
    expect(result).toEqual({
      success: false,
      message: "Name is required.",
      errors: {
        name: "Name is required.",
        "contactPerson.email": "Email is not valid.",
        "tags.1": "Tag is empty.",
      },
    });
  });

  it("keeps only the first of several messages on one field", () => {
    const result = validateInput(
      v.object({ name: v.pipe(v.string(), v.minLength(5, "short"), v.email("bad")) }),
      {
        name: "ab",
      },
    );
    expect(result).toEqual({ success: false, message: "short", errors: { name: "short" } });
  });

  it.each([null, undefined, [], [1, 2], "text", 42, true])(
    "rejects the non-object %j without throwing",
    (input) => {
      expect(validateInput(Schema, input)).toEqual({
        success: false,
        message: NOT_AN_OBJECT_MESSAGE,
        errors: {},
      });
    },
  );

  it("applies the object check to piped object schemas too", () => {
    const Piped = v.pipe(
      v.object({ a: v.string() }),
      v.check(() => true),
    );
    expect(validateInput(Piped, [])).toMatchObject({ success: false, message: NOT_AN_OBJECT_MESSAGE });
  });

  it("validates non-object schemas as they are", () => {
    expect(validateInput(v.pipe(v.string(), v.nonEmpty("empty")), "")).toEqual({
      success: false,
      message: "empty",
      errors: {},
    });
    expect(validateInput(v.number(), 3)).toEqual({ success: true, output: 3 });
  });

  it("reports a root issue in message only", () => {
    const Root = v.pipe(
      v.object({ a: v.string() }),
      v.check((input) => input.a === "x", "Root failure."),
    );
    expect(validateInput(Root, { a: "y" })).toEqual({ success: false, message: "Root failure.", errors: {} });
  });

  it("says a missing or an unexpected key in words, and keeps a schema's own message for a missing key", () => {
    const Body = v.strictObject({ id: v.string(), inner: v.strictObject({ name: v.string() }) });
    expect(validateInput(Body, { inner: { name: "x" } })).toEqual({
      success: false,
      message: "id is required.",
      errors: { id: "id is required." },
    });
    expect(validateInput(Body, { id: "1", inner: { name: "x", _id: "2" } })).toEqual({
      success: false,
      message: "inner._id is not a field of this request.",
      errors: { "inner._id": "inner._id is not a field of this request." },
    });
    const Own = v.object({ mode: v.string("Choose a mode.") });
    expect(validateInput(Own, { mode: 5 })).toMatchObject({ message: "Choose a mode." });
  });
});

describe("describeIssues", () => {
  it("falls back to a generic message for an empty list", () => {
    expect(describeIssues([])).toEqual({ message: "Invalid input.", errors: {} });
  });
});

import { describe, expect, it } from "vitest";
import { compileTemplate } from "../compile/compile-template";
import { NUMBER_MESSAGE } from "../template/constants";
import type { Field, FormValues } from "../template/types";

const now = () => new Date(2024, 5, 15, 12);

/** The error map for one field's grammar, validated alone or next to `others`. */
function errorsFor(field: Field, values: FormValues, others: Field[] = []) {
  const result = compileTemplate({ title: "t", fields: [field, ...others] }, { now }).validate(values);
  return result.success ? {} : result.errors;
}
const errorOf = (field: Field, value: unknown) => errorsFor(field, { [field.name]: value })[field.name];

describe("required", () => {
  it("uses the configured message, or a default naming the label", () => {
    expect(
      errorOf({ name: "a", label: "Name", kind: "text", validation: { required: "Enter a name" } }, "  "),
    ).toBe("Enter a name");
    expect(
      errorOf({ name: "a", label: "Name", kind: "text", validation: { required: true } }, undefined),
    ).toBe("Name is required.");
    expect(
      errorOf({ name: "a", label: "Name", kind: "text", validation: { required: false } }, ""),
    ).toBeUndefined();
    expect(
      errorOf({ name: "a", label: "Name", kind: "text", validation: { required: true } }, "x"),
    ).toBeUndefined();
  });

  it("asks an empty required number with the spec's number message", () => {
    expect(errorOf({ name: "n", label: "N", kind: "number", validation: { required: true } }, "")).toBe(
      NUMBER_MESSAGE,
    );
    expect(
      errorOf({ name: "n", label: "N", kind: "number", validation: { required: "Budget?" } }, null),
    ).toBe("Budget?");
  });

  it("wants a required box ticked and a required list non-empty", () => {
    expect(
      errorOf({ name: "ok", label: "Terms", kind: "checkbox", validation: { required: "Accept" } }, false),
    ).toBe("Accept");
    expect(
      errorOf({ name: "ok", label: "Terms", kind: "checkbox", validation: { required: "Accept" } }, true),
    ).toBeUndefined();
    expect(
      errorOf({ name: "m", label: "Tags", kind: "multiSelect", validation: { required: true } }, []),
    ).toBe("Tags is required.");
  });
});

describe("numbers", () => {
  const field: Field = { name: "n", label: "N", kind: "number" };

  it("shows the number message below 0 and clears it when fixed", () => {
    expect(errorOf(field, -1)).toBe("Should not be empty or less than 0.");
    expect(errorOf(field, "-0.5")).toBe(NUMBER_MESSAGE);
    expect(errorOf(field, 0)).toBeUndefined();
    expect(errorOf(field, "12")).toBeUndefined();
    expect(errorOf(field, "")).toBeUndefined();
    expect(errorOf(field, "twelve")).toBe("N must be a number.");
  });

  it("checks min and max with their messages; a negative min allows negatives", () => {
    const ranged: Field = {
      ...field,
      validation: { min: { value: 10, message: "≥ 10" }, max: { value: 20, message: "≤ 20" } },
    };
    expect(errorOf(ranged, 9)).toBe("≥ 10");
    expect(errorOf(ranged, 21)).toBe("≤ 20");
    expect(errorOf(ranged, 10)).toBeUndefined();
    expect(errorOf(ranged, 20)).toBeUndefined();
    expect(errorOf({ ...field, validation: { min: -5 } }, -3)).toBeUndefined();
    expect(errorOf({ ...field, validation: { min: -5 } }, -6)).toBe("N must be at least -5.");
    expect(errorOf({ name: "s", label: "S", kind: "slider", validation: { max: 100 } }, 101)).toBe(
      "S must be at most 100.",
    );
  });
});

describe("text length and pattern", () => {
  it("checks the current text length", () => {
    const field: Field = {
      name: "t",
      label: "T",
      kind: "text",
      validation: {
        minLength: { value: 2, message: "Too short" },
        maxLength: { value: 4, message: "Too long" },
      },
    };
    expect(errorOf(field, "a")).toBe("Too short");
    expect(errorOf(field, "abcde")).toBe("Too long");
    expect(errorOf(field, "abcd")).toBeUndefined();
    expect(errorOf({ name: "t", label: "T", kind: "longText", validation: { maxLength: 3 } }, "abcd")).toBe(
      "T must have at most 3 characters.",
    );
  });

  it("tests the pattern with its message and flags", () => {
    const field: Field = {
      name: "c",
      label: "Code",
      kind: "text",
      validation: { pattern: { value: "^[A-Z]{3}$", message: "Three capitals" } },
    };
    expect(errorOf(field, "abc")).toBe("Three capitals");
    expect(errorOf(field, "ABC")).toBeUndefined();
    const loose: Field = { ...field, validation: { pattern: { value: "^[a-z]+$", flags: "i" } } };
    expect(errorOf(loose, "AbC")).toBeUndefined();
    expect(errorOf(loose, "A1")).toBe("Code is not in the expected format.");
  });
});

describe("dates", () => {
  it("limits a date to today or later (min: today) and today or earlier (max: today)", () => {
    const future: Field = {
      name: "d",
      label: "D",
      kind: "date",
      validation: { min: { value: "today", message: "Not in the past" } },
    };
    expect(errorOf(future, "2024-06-14")).toBe("Not in the past");
    expect(errorOf(future, "2024-06-15")).toBeUndefined();
    expect(errorOf(future, "2024-06-15T00:00:00Z")).toBeUndefined();
    const past: Field = { name: "d", label: "D", kind: "date", validation: { max: "today" } };
    expect(errorOf(past, "2024-06-16")).toBe("D must not be after today.");
    expect(errorOf(past, new Date(2024, 5, 15, 23))).toBeUndefined();
    expect(
      errorOf({ name: "d", label: "D", kind: "date", validation: { min: "2024-07-01" } }, "2024-06-30"),
    ).toBe("D must not be before 2024-07-01.");
    expect(errorOf(past, "15/06/2024")).toBe("D must be a date (YYYY-MM-DD).");
  });
});

describe("files", () => {
  const field: Field = {
    name: "f",
    label: "F",
    kind: "file",
    validation: { size: { value: 1, message: "At most 1 MB" } },
  };

  it("checks the size of the first file only", () => {
    expect(errorOf(field, [{ size: 2 * 1024 * 1024 }, { size: 1 }])).toBe("At most 1 MB");
    expect(errorOf(field, [{ size: 1024 * 1024 }, { size: 5 * 1024 * 1024 }])).toBeUndefined();
    expect(errorOf(field, { size: 1024 * 1024 + 1 })).toBe("At most 1 MB");
  });

  it("checks attachment values and their accepted types", () => {
    const attachment: Field = {
      name: "a",
      label: "Logo",
      kind: "attachment",
      attachment: { featureKey: "qr", accept: ["image/*"] },
      validation: { size: 0.001 },
    };
    const value = (fileType: string, body: string) => ({
      src: "x",
      name: "logo",
      type: "image",
      file: { body, fileName: "logo", fileType, location: "qr/images/logo" },
    });
    expect(errorOf(attachment, value("image/png", "AAAA"))).toBeUndefined();
    expect(errorOf(attachment, value("application/pdf", "AAAA"))).toBe(
      "Logo does not accept this type of file.",
    );
    expect(errorOf(attachment, value("image/png", "A".repeat(2000)))).toBe("Logo must be at most 0.001 MB.");
    expect(errorOf(attachment, "logo.png")).toBe("Logo must be a file.");
  });
});

describe("kinds", () => {
  it("checks choices, colours and booleans", () => {
    const select: Field = {
      name: "s",
      label: "S",
      kind: "select",
      options: [
        { label: "A", value: "a" },
        { label: "One", value: 1 },
      ],
    };
    expect(errorOf(select, "b")).toBe("S must be one of the listed options.");
    expect(errorOf(select, "1")).toBeUndefined();
    expect(errorOf({ ...select, kind: "multiSelect" }, ["a", "z"])).toBe(
      "S must be one of the listed options.",
    );
    expect(errorOf({ name: "c", label: "C", kind: "colour" }, "#12abEF")).toBeUndefined();
    expect(errorOf({ name: "c", label: "C", kind: "colour" }, "12abef")).toBe(
      "C must be a hex colour with a leading #.",
    );
    expect(errorOf({ name: "c", label: "C", kind: "colour" }, "#12abeg")).toBe(
      "C must be a hex colour with a leading #.",
    );
    expect(errorOf({ name: "b", label: "B", kind: "switch" }, "yes")).toBe("B must be true or false.");
    expect(errorOf({ name: "t", label: "T", kind: "richText" }, 5)).toBe("T must be text.");
  });
});

describe("validate and manual conditions", () => {
  const start: Field = { name: "start", label: "Start", kind: "date" };
  const end: Field = {
    name: "end",
    label: "End",
    kind: "date",
    validation: {
      validate: [{ condition: "end > start", message: "End after start" }],
      manual: [{ condition: "end <= 2024-12-31", message: "This year only" }],
    },
  };

  it("shows the message of the first condition that does not hold", () => {
    expect(errorsFor(end, { start: "2024-06-10", end: "2024-06-09" }, [start]).end).toBe("End after start");
    expect(errorsFor(end, { start: "2024-06-10", end: "2025-01-01" }, [start]).end).toBe("This year only");
    expect(errorsFor(end, { start: "2024-06-10", end: "2024-06-11" }, [start]).end).toBeUndefined();
  });

  it("skips conditions while the field or the other side is empty", () => {
    expect(errorsFor(end, { start: "", end: "2024-06-11" }, [start]).end).toBeUndefined();
    expect(errorsFor(end, { start: "2024-06-10", end: null }, [start]).end).toBeUndefined();
  });

  it("compares literals as text or numbers by the field's kind", () => {
    const code: Field = {
      name: "code",
      label: "Code",
      kind: "text",
      validation: { manual: [{ condition: "code !== admin", message: "Reserved" }] },
    };
    expect(errorsFor(code, { code: "admin" }).code).toBe("Reserved");
    expect(errorsFor(code, { code: "adm" }).code).toBeUndefined();
    const qty: Field = {
      name: "qty",
      label: "Qty",
      kind: "number",
      validation: { manual: [{ condition: "qty === 5", message: "Five" }] },
    };
    expect(errorsFor(qty, { qty: 5 }).qty).toBeUndefined();
    expect(errorsFor(qty, { qty: "5" }).qty).toBe("Five");
  });
});

describe("enable", () => {
  const fields: Field[] = [
    {
      name: "type",
      label: "Type",
      kind: "select",
      options: [
        { label: "Video", value: "video" },
        { label: "Image", value: "image" },
      ],
    },
    {
      name: "duration",
      label: "Duration",
      kind: "number",
      validation: { required: "Duration?", enable: "type == video" },
    },
  ];

  it("switches the field's validation off while the condition is false", () => {
    const [type, duration] = fields as [Field, Field];
    expect(errorsFor(duration, { type: "video", duration: "" }, [type]).duration).toBe("Duration?");
    expect(errorsFor(duration, { type: "image", duration: "" }, [type]).duration).toBeUndefined();
    expect(errorsFor(duration, { type: null, duration: -4 }, [type]).duration).toBeUndefined();
  });
});

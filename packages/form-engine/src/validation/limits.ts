import { toDayKey } from "../rules/dates";
import type { FieldEntry } from "../template/field-index";
import { type Fail, failFor } from "../template/template-error";

/** A `{value, message}` rule with its value checked; `message` undefined means the default message. */
export interface Limit<T> {
  value: T;
  message: string | undefined;
}

/** Reads `rule` given as `{value, message?}` or as the bare value; fails when the value is not acceptable. */
export function readLimit<T>(
  rule: unknown,
  fail: Fail,
  accept: (value: unknown) => value is T,
  expected: string,
): Limit<T> | null {
  if (rule === undefined) return null;
  const wrapped = typeof rule === "object" && rule !== null && !Array.isArray(rule);
  const value = wrapped ? (rule as { value?: unknown }).value : rule;
  const message = wrapped ? (rule as { message?: unknown }).message : undefined;
  if (message !== undefined && typeof message !== "string") return fail("message must be text");
  if (!accept(value)) return fail(`value must be ${expected}, got ${JSON.stringify(value)}`);
  return { value, message };
}

export const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;
export const isPositive = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isDayLimit = (value: unknown): value is string =>
  value === "today" || (typeof value === "string" && toDayKey(value) !== null);

/** `min`/`max`: numbers for number and slider fields; `today` or a `YYYY-MM-DD` day for date fields. */
export function readBound(entry: FieldEntry, which: "min" | "max"): Limit<number | string> | null {
  const rule = entry.field.validation?.[which];
  if (rule === undefined) return null;
  const fail = failFor(entry.key, which);
  switch (entry.field.kind) {
    case "number":
    case "slider":
      return readLimit(rule, fail, isFiniteNumber, "a number");
    case "date": {
      const limit = readLimit(rule, fail, isDayLimit, 'today or a date "YYYY-MM-DD"');
      return limit && { ...limit, value: limit.value === "today" ? "today" : (toDayKey(limit.value) ?? "") };
    }
    default:
      return fail(`${which} applies to number, slider and date fields, not ${entry.field.kind}`);
  }
}

/** `pattern`: a regular expression source compiled once; stateful flags (g, y) are refused. */
export function readPattern(entry: FieldEntry): Limit<RegExp> | null {
  const rule: unknown = entry.field.validation?.pattern;
  if (rule === undefined) return null;
  const source = typeof rule === "object" && rule !== null ? (rule as { value?: unknown }).value : rule;
  const fail = failFor(entry.key, `pattern ${JSON.stringify(source)}`);
  const flags = typeof rule === "object" && rule !== null ? (rule as { flags?: unknown }).flags : undefined;
  if (flags !== undefined && (typeof flags !== "string" || !/^[imsuv]*$/.test(flags))) {
    return fail("flags may only use i, m, s, u and v");
  }
  const limit = readLimit(
    rule,
    fail,
    (value): value is string => typeof value === "string",
    "a regular expression",
  );
  if (!limit) return null;
  try {
    return { value: new RegExp(limit.value, flags as string | undefined), message: limit.message };
  } catch (error) {
    return fail(`invalid regular expression (${(error as Error).message})`);
  }
}

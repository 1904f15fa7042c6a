import { isEmpty } from "../values/empty";
import { toDayKey } from "./dates";

export const OPERATORS = [">", "<", "==", "===", "!=", "!==", "<=", ">="] as const;
export type Operator = (typeof OPERATORS)[number];

const OPERATOR_SET: ReadonlySet<string> = new Set(OPERATORS);

export function isOperator(token: string): token is Operator {
  return OPERATOR_SET.has(token);
}

/** An operand: its value, and whether it is a date by declaration (a date field, `today`, a date literal). */
export interface Comparable {
  value: unknown;
  date: boolean;
}

type Key =
  | { type: "date" | "string"; key: string }
  | { type: "number"; key: number }
  | { type: "boolean"; key: boolean };

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function toBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  return null;
}

const isDateLike = (operand: Comparable) => operand.date || operand.value instanceof Date;

/**
 * Loose coercion of two operands to one comparable type, or `null` when they cannot be compared:
 * dates (either side a date) by day; numbers (either side a number, or both numeric text) by value;
 * booleans (either side a boolean, `"true"`/`"false"` text); otherwise text by UTF-16 code units.
 */
function looseKeys(a: Comparable, b: Comparable): [Key, Key] | null {
  if (isDateLike(a) || isDateLike(b)) {
    const [ka, kb] = [toDayKey(a.value), toDayKey(b.value)];
    return ka && kb
      ? [
          { type: "date", key: ka },
          { type: "date", key: kb },
        ]
      : null;
  }
  const [na, nb] = [toNumber(a.value), toNumber(b.value)];
  if (typeof a.value === "number" || typeof b.value === "number" || (na !== null && nb !== null)) {
    return na !== null && nb !== null
      ? [
          { type: "number", key: na },
          { type: "number", key: nb },
        ]
      : null;
  }
  if (typeof a.value === "boolean" || typeof b.value === "boolean") {
    const [ba, bb] = [toBoolean(a.value), toBoolean(b.value)];
    return ba !== null && bb !== null
      ? [
          { type: "boolean", key: ba },
          { type: "boolean", key: bb },
        ]
      : null;
  }
  if (typeof a.value === "string" && typeof b.value === "string") {
    return [
      { type: "string", key: a.value },
      { type: "string", key: b.value },
    ];
  }
  return null;
}

export function looseEqual(a: Comparable, b: Comparable): boolean {
  const [aEmpty, bEmpty] = [isEmpty(a.value), isEmpty(b.value)];
  if (aEmpty || bEmpty) return aEmpty && bEmpty;
  if (Array.isArray(a.value) || Array.isArray(b.value)) {
    if (!Array.isArray(a.value) || !Array.isArray(b.value) || a.value.length !== b.value.length) return false;
    const right = b.value;
    return a.value.every((item, i) =>
      looseEqual({ value: item, date: a.date }, { value: right[i], date: b.date }),
    );
  }
  const keys = looseKeys(a, b);
  return keys !== null && keys[0].key === keys[1].key;
}

function strictType(operand: Comparable): string {
  const { value } = operand;
  if (isEmpty(value)) return "empty";
  if (isDateLike(operand) && toDayKey(value) !== null) return "date";
  return Array.isArray(value) ? "list" : typeof value;
}

export function strictEqual(a: Comparable, b: Comparable): boolean {
  const type = strictType(a);
  if (type !== strictType(b)) return false;
  if (type === "empty") return true;
  if (type === "date") return toDayKey(a.value) === toDayKey(b.value);
  if (type === "list") {
    const [left, right] = [a.value as unknown[], b.value as unknown[]];
    return (
      left.length === right.length &&
      left.every((item, i) => strictEqual({ value: item, date: a.date }, { value: right[i], date: b.date }))
    );
  }
  return Object.is(a.value, b.value);
}

/**
 * Applies an operator. `==`/`!=` compare loosely (numbers, numeric text and dates are coerced, two empty
 * values are equal); `===`/`!==` compare strictly (same type and same value; a date field's value is of
 * type date). `<`, `>`, `<=`, `>=` order loosely coerced numbers, dates and text, and answer `null`
 * (unknown) when a side is empty or the two cannot be ordered.
 */
export function compare(op: Operator, a: Comparable, b: Comparable): boolean | null {
  switch (op) {
    case "==":
      return looseEqual(a, b);
    case "!=":
      return !looseEqual(a, b);
    case "===":
      return strictEqual(a, b);
    case "!==":
      return !strictEqual(a, b);
  }
  if (isEmpty(a.value) || isEmpty(b.value)) return null;
  const keys = looseKeys(a, b);
  if (keys === null || keys[0].type === "boolean") return null;
  const [left, right] = [keys[0].key, keys[1].key];
  switch (op) {
    case "<":
      return left < right;
    case ">":
      return left > right;
    case "<=":
      return left <= right;
    case ">=":
      return left >= right;
  }
}

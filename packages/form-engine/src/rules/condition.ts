import type { FieldEntry, FieldIndex } from "../template/field-index";
import type { Fail } from "../template/template-error";
import { toDayKey, todayKey } from "./dates";
import { type Comparable, compare, isOperator, OPERATORS, type Operator } from "./operators";
import { type FieldRef, type RowContext, readReference, resolveReference } from "./references";

/** A literal right operand, typed by the left field's kind when the condition is compiled. */
export type Literal =
  | { type: "literal"; value: string | number | boolean }
  | { type: "today" }
  | { type: "day"; key: string };

export type Operand = { type: "field"; ref: FieldRef } | Literal;

/** A compiled `left op right` condition. The left operand always names a field. */
export interface Condition {
  source: string;
  left: FieldRef;
  op: Operator;
  right: Operand;
}

/** What the right operand may be: a field (`validate`), a literal (`manual`), or either (`enable`). */
export type RightOperand = "field" | "literal" | "either";

export interface EvalContext extends RowContext {
  now: () => Date;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function autoLiteral(token: string): Literal {
  if (NUMBER.test(token)) return { type: "literal", value: Number(token) };
  if (token === "true" || token === "false") return { type: "literal", value: token === "true" };
  return { type: "literal", value: token };
}

/** Reads a literal as the left field's kind would hold it, so `===` compares like with like. */
function parseLiteral(token: string, left: FieldEntry, fail: Fail): Literal {
  const { field } = left;
  switch (field.kind) {
    case "number":
    case "slider":
    case "computed":
      if (!NUMBER.test(token)) return fail(`"${token}" is not a number, but "${left.key}" holds numbers`);
      return { type: "literal", value: Number(token) };
    case "date": {
      if (token === "today") return { type: "today" };
      const key = toDayKey(token);
      if (key === null) return fail(`"${token}" is not a date (write YYYY-MM-DD or today)`);
      return { type: "day", key };
    }
    case "checkbox":
    case "switch":
      if (token !== "true" && token !== "false") return fail(`"${token}" is not true or false`);
      return { type: "literal", value: token === "true" };
    case "select":
    case "radio":
    case "multiSelect": {
      const option = field.options?.find((candidate) => String(candidate.value) === token);
      return option ? { type: "literal", value: option.value } : autoLiteral(token);
    }
    case "text":
    case "longText":
    case "richText":
    case "colour":
      return { type: "literal", value: token };
    default:
      return autoLiteral(token);
  }
}

function looksLikeField(token: string, index: FieldIndex): boolean {
  return (
    token.includes("*") ||
    index.byKey.has(
      token
        .split(".")
        .map((s) => (/^\d+$/.test(s) ? "*" : s))
        .join("."),
    )
  );
}

/**
 * Parses `left op right` (three tokens separated by spaces) into a {@link Condition}, resolving field
 * names against the template. Fails on a wrong token count, an unknown operator, an unknown field, a
 * sibling reference outside an array, or a literal the left field could never hold.
 */
export function parseCondition(
  source: unknown,
  owner: FieldEntry,
  index: FieldIndex,
  right: RightOperand,
  fail: Fail,
): Condition {
  if (typeof source !== "string") return fail('a condition must be text such as "*.end > *.start"');
  const tokens = source.trim().split(/\s+/).filter(Boolean);
  if (tokens.length !== 3) {
    return fail(`expected three space-separated tokens "left operator right", got ${tokens.length}`);
  }
  const [leftToken, op, rightToken] = tokens as [string, string, string];
  if (!isOperator(op)) return fail(`unknown operator "${op}" (use one of ${OPERATORS.join(" ")})`);
  const left = resolveReference(leftToken, owner, index, "condition", fail);
  const rightIsField = right === "field" || (right === "either" && looksLikeField(rightToken, index));
  const operand: Operand = rightIsField
    ? { type: "field", ref: resolveReference(rightToken, owner, index, "condition", fail) }
    : parseLiteral(rightToken, left.entry, fail);
  return { source, left, op, right: operand };
}

function fieldOperand(ref: FieldRef, context: EvalContext): Comparable {
  return { value: readReference(ref, context), date: ref.entry.field.kind === "date" };
}

function rightOperand(operand: Operand, context: EvalContext): Comparable {
  switch (operand.type) {
    case "field":
      return fieldOperand(operand.ref, context);
    case "today":
      return { value: todayKey(context.now), date: true };
    case "day":
      return { value: operand.key, date: true };
    case "literal":
      return { value: operand.value, date: false };
  }
}

/** Evaluates a condition: `true`, `false`, or `null` when an ordering cannot be decided (empty side). */
export function evaluateCondition(condition: Condition, context: EvalContext): boolean | null {
  return compare(condition.op, fieldOperand(condition.left, context), rightOperand(condition.right, context));
}

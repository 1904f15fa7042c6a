import { isPlainObject } from "@adstudio/core";
import { acceptsFile } from "../attachments/attachments";
import {
  type Condition,
  type EvalContext,
  evaluateCondition,
  parseCondition,
  type RightOperand,
} from "../rules/condition";
import { toDayKey, todayKey } from "../rules/dates";
import type { FieldEntry, FieldIndex } from "../template/field-index";
import { failFor } from "../template/template-error";
import { hasValue, isBooleanKind, isEmpty } from "../values/empty";
import { fileNameOf, fileSizeBytes, fileTypeOf, firstFile } from "./files";
import { checkKind, toNumberValue } from "./kind-checks";
import { isCount, isPositive, readBound, readLimit, readPattern } from "./limits";
import { DEFAULT_MESSAGES as M } from "./messages";

/** A field's compiled validation grammar. */
export interface FieldValidator {
  /** Whether `enable` holds and `validateRow` finds a filled sibling, so the field is validated at all. */
  isActive(context: EvalContext): boolean;
  /** The first message the value fails, in grammar order, or `null`. */
  check(value: unknown, context: EvalContext): string | null;
}

interface MessageCondition {
  condition: Condition;
  message: string;
}

function compileConditions(
  entry: FieldEntry,
  index: FieldIndex,
  which: "validate" | "manual",
): MessageCondition[] {
  const rules: unknown = entry.field.validation?.[which];
  if (rules === undefined) return [];
  if (!Array.isArray(rules)) return failFor(entry.key, which)("expected a list of {condition, message}");
  const right: RightOperand = which === "validate" ? "field" : "literal";
  return rules.map((rule, i) => {
    const { condition, message } = (isPlainObject(rule) ? rule : {}) as {
      condition?: unknown;
      message?: unknown;
    };
    const fail = failFor(entry.key, `${which}[${i}] ${JSON.stringify(condition ?? rule)}`);
    if (typeof message !== "string" || message === "") return fail("a condition needs a message");
    return { condition: parseCondition(condition, entry, index, right, fail), message };
  });
}

function compileValidateRow(entry: FieldEntry): string[] | null {
  const names: unknown = entry.field.validation?.validateRow;
  if (names === undefined) return null;
  const fail = failFor(entry.key, `validateRow ${JSON.stringify(names)}`);
  if (!Array.isArray(names) || names.length === 0) return fail("expected a list of sibling field names");
  return names.map((raw) => {
    const name = typeof raw === "string" ? raw.replace(/^\*\./, "") : "";
    if (!entry.level.has(name)) return fail(`unknown sibling field ${JSON.stringify(raw)}`);
    return name;
  });
}

/** Compiles a field's `validation`; throws a {@link TemplateError} for any malformed rule. */
export function compileValidator(entry: FieldEntry, index: FieldIndex): FieldValidator {
  const { field } = entry;
  const rules = field.validation ?? {};
  const label = field.label;
  const required = rules.required;
  if (required !== undefined && typeof required !== "boolean" && typeof required !== "string") {
    failFor(entry.key, "required")("expected true, false or a message");
  }
  const countRule = (which: "minLength" | "maxLength") =>
    readLimit(rules[which], failFor(entry.key, which), isCount, "a whole number ≥ 0");
  const [minLength, maxLength] = [countRule("minLength"), countRule("maxLength")];
  const [min, max] = [readBound(entry, "min"), readBound(entry, "max")];
  const pattern = readPattern(entry);
  const sizeFail = failFor(entry.key, "size");
  if (rules.size !== undefined && field.kind !== "file" && field.kind !== "attachment") {
    sizeFail(`size applies to file and attachment fields, not ${field.kind}`);
  }
  const size = readLimit(rules.size, sizeFail, isPositive, "a number of megabytes > 0");
  const validate = compileConditions(entry, index, "validate");
  const manual = compileConditions(entry, index, "manual");
  const enableFail = failFor(entry.key, `enable ${JSON.stringify(rules.enable)}`);
  const enable =
    rules.enable === undefined ? null : parseCondition(rules.enable, entry, index, "either", enableFail);
  const validateRow = compileValidateRow(entry);
  const allowsNegative = typeof min?.value === "number" && min.value < 0;

  const checkRange = (value: unknown, context: EvalContext): string | null => {
    const isDate = field.kind === "date";
    const actual = isDate ? toDayKey(value) : toNumberValue(value);
    if (actual === null) return null;
    const bound = (limit: number | string) => (limit === "today" ? todayKey(context.now) : limit);
    if (min && actual < bound(min.value)) return min.message ?? M.min(label, min.value);
    if (max && actual > bound(max.value)) return max.message ?? M.max(label, max.value);
    return null;
  };

  const checkFile = (value: unknown): string | null => {
    const file = firstFile(value);
    const bytes = fileSizeBytes(file);
    if (size && bytes !== undefined && bytes > size.value * 1024 * 1024)
      return size.message ?? M.size(label, size.value);
    const accept = field.attachment?.accept;
    if (accept && !acceptsFile(accept, fileTypeOf(file), fileNameOf(file))) return M.accept(label);
    return null;
  };

  return {
    isActive(context) {
      if (enable && evaluateCondition(enable, context) !== true) return false;
      if (!validateRow) return true;
      const row = entry.array ? context.row : context.root;
      return validateRow.some((name) => isPlainObject(row) && hasValue(row[name]));
    },
    check(value, context) {
      const empty = isBooleanKind(field.kind) ? value !== true : isEmpty(value);
      if (empty && required !== undefined && required !== false) {
        if (typeof required === "string") return required;
        return field.kind === "number" ? M.number() : M.required(label);
      }
      if (isEmpty(value)) return null;
      const kindMessage = checkKind(field, value);
      if (kindMessage) return kindMessage;
      if (field.kind === "number" && !allowsNegative && (toNumberValue(value) ?? 0) < 0) return M.number();
      const length = typeof value === "string" || Array.isArray(value) ? value.length : null;
      const list = Array.isArray(value);
      if (length !== null && minLength && length < minLength.value) {
        return minLength.message ?? M.minLength(label, minLength.value, list);
      }
      if (length !== null && maxLength && length > maxLength.value) {
        return maxLength.message ?? M.maxLength(label, maxLength.value, list);
      }
      const rangeMessage = min || max ? checkRange(value, context) : null;
      if (rangeMessage) return rangeMessage;
      if (field.kind === "file" || field.kind === "attachment") {
        const fileMessage = checkFile(value);
        if (fileMessage) return fileMessage;
      }
      if (pattern && ["string", "number"].includes(typeof value) && !pattern.value.test(String(value))) {
        return pattern.message ?? M.pattern(label);
      }
      for (const rule of [...validate, ...manual]) {
        if (evaluateCondition(rule.condition, context) === false) return rule.message;
      }
      return null;
    },
  };
}

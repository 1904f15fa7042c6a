import { isPlainObject } from "@adstudio/core";
import { toDayKey } from "../rules/dates";
import type { Field } from "../template/types";
import { DEFAULT_MESSAGES as M } from "./messages";

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A number, or text that reads as one (inputs often hold `"12"`). */
export function toNumberValue(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function isOption(field: Field, value: unknown): boolean {
  if (!field.options || field.options.length === 0)
    return ["string", "number", "boolean"].includes(typeof value);
  return field.options.some((option) => option.value === value || String(option.value) === String(value));
}

// An uploaded attachment carries src or file; a freshly picked browser File is any other object.
const isFileLike = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
const isAttachment = (value: unknown) =>
  isPlainObject(value) && (typeof value.src === "string" || isPlainObject(value.file));

/**
 * The message for a non-empty value of the wrong shape for its kind, or `null` when it fits: text for
 * text kinds, numbers (or numeric text) for number and slider, booleans for boxes, listed options for
 * choices, real days for dates, `#rgb`/`#rrggbb` (± alpha) for colours, file objects, row lists.
 */
export function checkKind(field: Field, value: unknown): string | null {
  const { label } = field;
  switch (field.kind) {
    case "text":
    case "longText":
    case "richText":
      return typeof value === "string" ? null : M.text(label);
    case "number":
    case "slider":
      return toNumberValue(value) === null ? M.notNumber(label) : null;
    case "checkbox":
    case "switch":
      return typeof value === "boolean" ? null : M.boolean(label);
    case "select":
    case "radio":
      return isOption(field, value) ? null : M.option(label);
    case "multiSelect":
      return Array.isArray(value) && value.every((item) => isOption(field, item)) ? null : M.option(label);
    case "date":
      return toDayKey(value) === null ? M.date(label) : null;
    case "colour":
      return typeof value === "string" && HEX_COLOUR.test(value) ? null : M.colour(label);
    case "file":
      return (Array.isArray(value) ? value.every(isFileLike) : isFileLike(value)) ? null : M.file(label);
    case "attachment":
      return (Array.isArray(value) ? value.every(isAttachment) : isAttachment(value)) ? null : M.file(label);
    case "array":
      return Array.isArray(value) && value.every(isPlainObject) ? null : M.rows(label);
    default:
      return null;
  }
}

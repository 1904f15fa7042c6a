import { isPlainObject } from "@adstudio/core";
import type { FieldEntry, FieldIndex } from "../template/field-index";
import type { Fail } from "../template/template-error";
import type { FormValues } from "../template/types";
import { collectAt, getIn, type PathSegment, parsePath } from "../values/paths";

/** A resolved field reference. */
export type FieldRef =
  /** An absolute path to one value: `budget`, `flights.0.startDate`. */
  | { scope: "root"; path: PathSegment[]; entry: FieldEntry }
  /** A sibling in the same array row: `*.endDate`. */
  | { scope: "row"; name: string; entry: FieldEntry }
  /** The cells of every row: `items.*.cost` (computed sources only). */
  | { scope: "all"; pattern: string; entry: FieldEntry };

/** Where a rule is evaluated: the whole form, and the array row holding the field (if any). */
export interface RowContext {
  root: FormValues;
  row?: Record<string, unknown>;
}

/**
 * How a token with `*` reads. In conditions and hidden rules any `*` token names a sibling in the same
 * row (`*.endDate`, or `flights.*.endDate` inside `flights`). In computed sources `*.qty` is the same row
 * and `items.*.cost` every row of `items`.
 */
export type ReferenceMode = "condition" | "computed";

function sibling(token: string, name: string, owner: FieldEntry, fail: Fail): FieldRef {
  if (!owner.array) return fail(`sibling reference "${token}" outside an array`);
  const entry = owner.level.get(name);
  if (!entry) return fail(`unknown field "${name}" in the rows of "${owner.array.key}"`);
  return { scope: "row", name, entry };
}

/** Resolves a rule's field token against the template, or fails with the reason. */
export function resolveReference(
  token: string,
  owner: FieldEntry,
  index: FieldIndex,
  mode: ReferenceMode,
  fail: Fail,
): FieldRef {
  const segments = token.split(".");
  if (token.includes("*")) {
    const name = segments.at(-1) ?? "";
    const prefix = segments.slice(0, -2).join(".");
    const isSibling = segments.length >= 2 && segments.at(-2) === "*" && !name.includes("*");
    if (mode === "computed" && isSibling && prefix !== "") {
      const entry = index.byKey.get(segments.map((s) => (/^\d+$/.test(s) ? "*" : s)).join("."));
      if (!entry) return fail(`unknown field "${token}"`);
      return { scope: "all", pattern: token, entry };
    }
    if (!isSibling) return fail(`"${token}" is not a field reference (a sibling is written "*.name")`);
    if (owner.array && prefix !== "" && prefix !== owner.array.key) {
      return fail(`"${token}" is not in the same row as this field (rows of "${owner.array.key}")`);
    }
    return sibling(token, name, owner, fail);
  }
  const key = segments.map((s) => (/^\d+$/.test(s) ? "*" : s)).join(".");
  const entry = index.byKey.get(key);
  if (!entry || key.endsWith("*")) {
    const hint =
      owner.array && owner.level.has(token) ? ` (write "*.${token}" for a field of the same row)` : "";
    return fail(`unknown field "${token}"${hint}`);
  }
  return { scope: "root", path: parsePath(token), entry };
}

/** The referenced value; for an all-rows reference, the list of every row's value. */
export function readReference(ref: FieldRef, context: RowContext): unknown {
  switch (ref.scope) {
    case "root":
      return getIn(context.root, ref.path);
    case "row":
      return isPlainObject(context.row) && Object.hasOwn(context.row, ref.name)
        ? context.row[ref.name]
        : undefined;
    case "all":
      return collectAt(context.root, ref.pattern);
  }
}

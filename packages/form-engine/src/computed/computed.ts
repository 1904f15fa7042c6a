import { isPlainObject } from "@adstudio/core";
import { type FieldRef, readReference, resolveReference } from "../rules/references";
import type { FieldEntry, FieldIndex } from "../template/field-index";
import { failFor, TemplateError } from "../template/template-error";
import { COMPUTED_OPS, type ComputedOp, type FormValues } from "../template/types";
import { cloneValues, containersAt } from "../values/paths";

/** One operand of a computed field: a field reference, or a literal number such as 1000. */
export type ComputedSource = FieldRef | { scope: "constant"; value: number };

/** A compiled computed field: its operation and resolved sources. */
export interface CompiledComputed {
  entry: FieldEntry;
  op: ComputedOp;
  sources: ComputedSource[];
  decimals?: number;
}

export function isComputedEntry(entry: FieldEntry): boolean {
  return entry.known && (entry.field.kind === "computed" || entry.field.computed !== undefined);
}

function compileOne(entry: FieldEntry, index: FieldIndex): CompiledComputed {
  const rule: unknown = entry.field.computed;
  const fail = failFor(entry.key, "computed");
  if (typeof rule !== "object" || rule === null) return fail("a computed field needs {op, sources}");
  const { op, sources, decimals } = rule as { op?: unknown; sources?: unknown; decimals?: unknown };
  if (!COMPUTED_OPS.includes(op as ComputedOp)) {
    return fail(`unknown operation ${JSON.stringify(op)} (use ${COMPUTED_OPS.join(", ")})`);
  }
  if (!Array.isArray(sources) || sources.length === 0) return fail("sources must list at least one field");
  if (
    decimals !== undefined &&
    !(Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= 15)
  ) {
    return fail("decimals must be a whole number from 0 to 15");
  }
  const refs = sources.map((source, i): ComputedSource => {
    const failSource = failFor(entry.key, `computed.sources[${i}] ${JSON.stringify(source)}`);
    if (typeof source === "number") {
      if (!Number.isFinite(source)) return failSource("a number source must be finite");
      return { scope: "constant", value: source };
    }
    if (typeof source !== "string") return failSource("a source must be a field path or a number");
    const ref = resolveReference(source, entry, index, "computed", failSource);
    if (ref.entry.field.kind === "array") {
      return failSource(`"${source}" is an array; name one of its row fields (${source}.*.name)`);
    }
    return ref;
  });
  return {
    entry,
    op: op as ComputedOp,
    sources: refs,
    ...(decimals === undefined ? {} : { decimals: decimals as number }),
  };
}

/** Compiles every computed field, ordered so that each comes after the computed fields it reads. */
export function compileComputed(index: FieldIndex): CompiledComputed[] {
  const compiled = new Map<string, CompiledComputed>();
  for (const entry of index.entries)
    if (isComputedEntry(entry)) compiled.set(entry.key, compileOne(entry, index));
  const ordered: CompiledComputed[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (item: CompiledComputed, trail: string[]) => {
    const seen = state.get(item.entry.key);
    if (seen === "done") return;
    if (seen === "visiting") {
      const cycle = [...trail.slice(trail.indexOf(item.entry.key)), item.entry.key].join(" → ");
      throw new TemplateError(item.entry.key, "computed", `circular reference: ${cycle}`);
    }
    state.set(item.entry.key, "visiting");
    for (const source of item.sources) {
      if (source.scope === "constant") continue;
      const dependency = compiled.get(source.entry.key);
      if (dependency) visit(dependency, [...trail, item.entry.key]);
    }
    state.set(item.entry.key, "done");
    ordered.push(item);
  };
  for (const item of compiled.values()) visit(item, []);
  return ordered;
}

function toNumber(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : 0;
}

/**
 * A source's number: a constant itself, a field's value, or for an all-rows source the sum of every row's
 * value; empty counts 0.
 */
export function sourceNumber(ref: ComputedSource, value: unknown): number {
  if (ref.scope === "constant") return ref.value;
  if (ref.scope === "all") return (value as unknown[]).reduce<number>((sum, item) => sum + toNumber(item), 0);
  return toNumber(value);
}

/**
 * `add` sums the operands, `multiply` multiplies them, `divide` divides the first by each of the others
 * (`null` on a division by zero). The result is rounded to `decimals`, or cleared of float noise.
 */
export function computeResult(op: ComputedOp, operands: readonly number[], decimals?: number): number | null {
  const [first = 0, ...rest] = operands;
  let result: number;
  if (op === "add") result = operands.reduce((sum, n) => sum + n, 0);
  else if (op === "multiply") result = operands.reduce((product, n) => product * n, 1);
  else {
    if (rest.some((n) => n === 0)) return null;
    result = rest.reduce((quotient, n) => quotient / n, first);
  }
  // toPrecision(15) drops binary noise first, so 1.005 rounds to 1.01 and 0.1 + 0.2 gives 0.3.
  const clean = Number(result.toPrecision(15));
  if (decimals === undefined) return clean;
  const factor = 10 ** decimals;
  return Math.round(Number((clean * factor).toPrecision(15))) / factor;
}

/** A copy of `values` with every computed field, in every row, recomputed from its sources. */
export function applyComputed(values: FormValues, computed: readonly CompiledComputed[]): FormValues {
  if (!isPlainObject(values) || computed.length === 0) return values;
  const copy = cloneValues(values);
  for (const item of computed) {
    const name = item.entry.field.name;
    for (const { container } of containersAt(copy, item.entry.segments.slice(0, -1))) {
      const context = item.entry.array ? { root: copy, row: container } : { root: copy };
      const operands = item.sources.map((source) =>
        sourceNumber(source, source.scope === "constant" ? source.value : readReference(source, context)),
      );
      container[name] = computeResult(item.op, operands, item.decimals);
    }
  }
  return copy;
}

import { isPlainObject } from "@adstudio/core";
import type { FormValues } from "../template/types";

/** One step of a value path: an object key or an array index. */
export type PathSegment = string | number;

// Keys that would reach Object.prototype when written through a plain object.
const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** `flights.1.endDate` → `["flights", 1, "endDate"]`. */
export function parsePath(path: string | readonly PathSegment[]): PathSegment[] {
  if (typeof path !== "string") return [...path];
  if (path === "") return [];
  return path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

export function joinPath(path: readonly PathSegment[]): string {
  return path.join(".");
}

function step(current: unknown, segment: PathSegment): unknown {
  if (Array.isArray(current)) {
    const index = typeof segment === "number" ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
    return index >= 0 ? current[index] : undefined;
  }
  if (isPlainObject(current) && Object.hasOwn(current, String(segment))) return current[String(segment)];
  return undefined;
}

/** The value at `path`, or `undefined` when any step is missing. */
export function getIn(values: unknown, path: string | readonly PathSegment[]): unknown {
  let current = values;
  for (const segment of parsePath(path)) current = step(current, segment);
  return current;
}

/** A copy of `values` with `value` at `path`; containers along the path are copied, the rest shared. */
export function setIn<T>(values: T, path: string | readonly PathSegment[], value: unknown): T {
  const segments = parsePath(path);
  const write = (current: unknown, index: number): unknown => {
    const segment = segments[index];
    if (segment === undefined) return value;
    if (UNSAFE_KEYS.has(String(segment))) throw new Error(`Unsafe path segment "${segment}".`);
    if (Array.isArray(current) && typeof segment === "number") {
      const copy = [...current];
      copy[segment] = write(current[segment], index + 1);
      return copy;
    }
    const base = isPlainObject(current) ? current : {};
    return { ...base, [segment]: write(base[String(segment)], index + 1) };
  };
  return write(values, 0) as T;
}

/** Deep copy of plain objects and arrays; other objects (File, Date, Blob) are shared. */
export function cloneValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneValues(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = cloneValues(item);
    return copy as T;
  }
  return value;
}

/** A container reached by a path pattern, with its concrete path. */
export interface Located {
  container: Record<string, unknown>;
  path: PathSegment[];
}

/**
 * Every object reached by `segments`, where `*` stands for each element of an array and digits index one.
 * `containersAt(values, ["items", "*"])` gives each row of `items` with its path (`["items", 0]`…).
 */
export function containersAt(values: unknown, segments: readonly string[]): Located[] {
  let found: { value: unknown; path: PathSegment[] }[] = [{ value: values, path: [] }];
  for (const segment of segments) {
    const next: typeof found = [];
    for (const { value, path } of found) {
      if (segment === "*") {
        if (Array.isArray(value)) {
          value.forEach((item, i) => {
            next.push({ value: item, path: [...path, i] });
          });
        }
        continue;
      }
      const child = step(value, segment);
      if (child !== undefined) next.push({ value: child, path: [...path, parsePath(segment)[0] ?? segment] });
    }
    found = next;
  }
  return found.flatMap(({ value, path }) => (isPlainObject(value) ? [{ container: value, path }] : []));
}

/** Every value reached by a pattern such as `items.*.cost` (missing cells give `undefined`). */
export function collectAt(values: unknown, pattern: string): unknown[] {
  const segments = pattern.split(".");
  const name = segments.pop() ?? "";
  return containersAt(values, segments).map(({ container }) => step(container, name));
}

/** A copy of `values` without the fields matched by `patterns` (`note`, `items.*.draft`, `items.0.x`). */
export function omitPaths(values: FormValues, patterns: readonly string[]): FormValues {
  if (patterns.length === 0) return values;
  const copy = cloneValues(values);
  for (const pattern of patterns) {
    const segments = pattern.split(".");
    const name = segments.pop() ?? "";
    for (const { container } of containersAt(copy, segments)) delete container[name];
  }
  return copy;
}

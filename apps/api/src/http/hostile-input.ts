/**
 * Finders for input no route should ever see: NUL characters (PostgreSQL text cannot hold them), lone
 * UTF-16 surrogates (jsonb refuses them), non-finite numbers (`1e400` parses to Infinity) and JSON nested
 * deeper than any form of the product needs (recursive validators and drivers overflow the stack on it).
 * Each finding names the field by its value path (`name`, `flights.0.notes`). Pure functions; the edge
 * middleware (`edge-guard.ts`) turns them into 400 answers.
 */

/** Deepest nesting of arrays and objects accepted in a JSON body or a JSON query value (`{}` is 1). */
export const MAX_JSON_DEPTH = 32;
/** Findings reported per request: enough to fix a form, too few to echo a hostile body back. */
const MAX_FINDINGS = 20;
/** Longest field path echoed back. */
const MAX_FIELD_NAME = 200;

/** Field → message, the `errors` of a 400 answer. */
export type Findings = Record<string, string>;

export const nulMessage = (field: string) => `${field} must not contain NUL characters.`;
export const surrogateMessage = (field: string) =>
  `${field} must be valid Unicode text (it holds an unpaired surrogate).`;
export const depthMessage = (field: string) => `${field} is nested deeper than ${MAX_JSON_DEPTH} levels.`;
export const nonFiniteMessage = (field: string) => `${field} must be a finite number.`;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for text PostgreSQL cannot store, or null when the text is fine. */
export function textProblem(text: string, field: string): string | null {
  if (text.includes("\0")) return nulMessage(field);
  if (LONE_SURROGATE.test(text)) return surrogateMessage(field);
  return null;
}

/** Keys come from the client: a megabyte key must not come back in the answer. */
export function fieldName(path: string): string {
  return path.length > MAX_FIELD_NAME ? `${path.slice(0, MAX_FIELD_NAME)}…` : path;
}

interface Frame {
  kind: "object" | "array";
  /** The current member's key (objects) or element index (arrays). */
  key: string;
  index: number;
  expectKey: boolean;
}

const segmentOf = (frame: Frame) => (frame.kind === "object" ? frame.key : String(frame.index));

/**
 * Scans JSON text for nesting deeper than {@link MAX_JSON_DEPTH} without parsing it (a million `[` take
 * JSON.parse seconds; this stops at the 33rd). Answers the value path of the first container too deep
 * (`""` for the root), or null. Malformed JSON is left to JSON.parse.
 */
export function tooDeepAt(text: string): string | null {
  const frames: Frame[] = [];
  let stringStart = -1;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (stringStart >= 0) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') {
        const top = frames.at(-1);
        if (top?.kind === "object" && top.expectKey) {
          top.key = decodeKey(text.slice(stringStart, i + 1));
          top.expectKey = false;
        }
        stringStart = -1;
      }
      continue;
    }
    if (ch === '"') stringStart = i;
    else if (ch === "{" || ch === "[") {
      if (frames.length === MAX_JSON_DEPTH) return fieldName(frames.map(segmentOf).join("."));
      frames.push({ kind: ch === "{" ? "object" : "array", key: "", index: 0, expectKey: ch === "{" });
    } else if (ch === "}" || ch === "]") frames.pop();
    else if (ch === ",") {
      const top = frames.at(-1);
      if (top?.kind === "array") top.index++;
      else if (top) top.expectKey = true;
    }
  }
  return null;
}

function decodeKey(token: string): string {
  try {
    return String(JSON.parse(token));
  } catch {
    return token.slice(1, -1);
  }
}

/**
 * Walks a parsed JSON value (already known to be at most {@link MAX_JSON_DEPTH} deep, so recursion is
 * bounded) and reports NUL characters and lone surrogates in keys and strings, and non-finite numbers.
 * `root` names the value itself (`body`).
 */
export function findHostileValues(value: unknown, root: string): Findings {
  const findings: Findings = {};
  const add = (path: string, message: string) => {
    if (Object.keys(findings).length < MAX_FINDINGS && !Object.hasOwn(findings, path)) {
      findings[path] = message;
    }
  };
  const visit = (current: unknown, path: string) => {
    const field = path === "" ? root : fieldName(path);
    if (typeof current === "string") {
      const problem = textProblem(current, field);
      if (problem) add(field, problem);
    } else if (typeof current === "number") {
      if (!Number.isFinite(current)) add(field, nonFiniteMessage(field));
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        visit(item, path === "" ? String(index) : `${path}.${index}`);
      });
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const child = path === "" ? key : `${path}.${key}`;
        const problem = textProblem(key, `A key of ${field}`);
        if (problem) add(field, problem);
        else visit(item, child);
      }
    }
  };
  visit(value, "");
  return findings;
}

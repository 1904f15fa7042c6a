/** A JSON value and the line its text starts on (1-based). */
export interface JsonRow {
  line: number;
  value: unknown;
}

export class JsonRowsError extends Error {}

/**
 * Reads the records of a JSON file: a list of objects (`[{…}, {…}]`, what exports write) or an object
 * holding one list (an API answer such as `{"qrLink": […], "page": 1, "total": 2}`). Each record keeps
 * the line it starts on.
 */
export function parseJsonRows(text: string): JsonRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? "" : ` (line ${lineAt(text, Number(position))})`;
    throw new JsonRowsError(`not valid JSON${where}: ${message}`);
  }
  const list = Array.isArray(parsed) ? parsed : onlyList(parsed);
  if (!list) throw new JsonRowsError("expected a list of records ([{…}, …])");
  const lines = elementLines(text);
  return list.map((value, index) => ({
    line: lines.length === list.length ? (lines[index] ?? 0) : 0,
    value,
  }));
}

function onlyList(value: unknown): unknown[] | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const lists = Object.values(value).filter(Array.isArray);
  return lists.length === 1 ? lists[0] : undefined;
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text[i] === "\n") line += 1;
  return line;
}

/** Start lines of the elements of the first (outermost) list in the text. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let listDepth = -1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "\n") line += 1;
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === " " || char === "\t" || char === "\r" || char === "\n") continue;
    if (expectValue && depth === listDepth && char !== "]") {
      lines.push(line);
      expectValue = false;
    }
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth += 1;
      if (char === "[" && listDepth === -1) {
        listDepth = depth;
        expectValue = true;
      }
    } else if (char === "]" || char === "}") {
      if (depth === listDepth) return lines;
      depth -= 1;
    } else if (char === "," && depth === listDepth) expectValue = true;
  }
  return lines;
}

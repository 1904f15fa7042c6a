import { describe, expect, it } from "vitest";
import { JsonRowsError, parseJsonRows } from "./json-rows.js";

describe("parseJsonRows", () => {
  it("answers each record of a list with the line it starts on", () => {
    const text =
      '[\n  {"id": "a", "note": "has ] and \\" inside"},\n\n  {\n    "id": "b"\n  },\n  [1, 2], 3\n]';
    expect(parseJsonRows(text)).toEqual([
      { line: 2, value: { id: "a", note: 'has ] and " inside' } },
      { line: 4, value: { id: "b" } },
      { line: 7, value: [1, 2] },
      { line: 7, value: 3 },
    ]);
  });

  it("reads an API answer holding one list", () => {
    const rows = parseJsonRows('{"qrLink": [\n{"id": "a"}\n], "page": 1, "total": 1}');
    expect(rows).toEqual([{ line: 2, value: { id: "a" } }]);
  });

  it("refuses text that is not JSON or holds no list", () => {
    expect(() => parseJsonRows('[{"id": }]')).toThrow(JsonRowsError);
    expect(() => parseJsonRows('{"a": 1}')).toThrow("expected a list of records");
  });
});

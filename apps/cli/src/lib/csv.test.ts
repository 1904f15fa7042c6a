import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv, toCsv } from "./csv.js";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks, keeping each record's first line", () => {
    const text = '\ufeffid,value\r\na,"x, ""y"""\r\n\r\nb,"two\nlines"\nc,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["id", "value"] },
      { line: 2, fields: ["a", 'x, "y"'] },
      { line: 4, fields: ["b", "two\nlines"] },
      { line: 6, fields: ["c", ""] },
    ]);
  });

  it("handles a last line without a line end, and lone CRs", () => {
    expect(parseCsv("a,b\rc,d")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["c", "d"] },
    ]);
  });

  it("names the line of an unclosed quote or stray text after one", () => {
    expect(() => parseCsv('id\n"open\nmore')).toThrow(
      new CsvSyntaxError("a quoted field is never closed", 2),
    );
    expect(() => parseCsv('id\n"a"b,c')).toThrow("line 2: unexpected text after a closing quote");
  });
});

describe("toCsv", () => {
  it("quotes only what needs it, and parseCsv reads it back unchanged", () => {
    const rows = [
      ["plain", "with, comma", 'say "hi"'],
      ["multi\nline", " padded ", ""],
    ];
    const text = toCsv(["a", "b", "c"], rows);
    expect(text).toBe('a,b,c\nplain,"with, comma","say ""hi"""\n"multi\nline"," padded ",\n');
    expect(parseCsv(text).map((record) => record.fields)).toEqual([["a", "b", "c"], ...rows]);
  });
});

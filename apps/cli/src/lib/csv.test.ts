import { describe, expect, it } from "vitest";
import { CsvSyntaxError, detectDelimiter, parseCsv, parseDelimiter, toCsv } from "./csv.js";

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

describe("separators", () => {
  it("reads the separator off the header row: comma, semicolon (European Excel) or tab", () => {
    expect(detectDelimiter("name,shortName\nA;B,b")).toBe(",");
    expect(detectDelimiter("name;shortName;domains\nAcme;acme;a.example,b.example")).toBe(";");
    expect(detectDelimiter("\uFEFFname\tshortName\nAcme\tacme")).toBe("\t");
    expect(detectDelimiter('"a;b;c",shortName\n')).toBe(",");
    expect(detectDelimiter("name\nAcme")).toBe(",");
  });

  it("parses a semicolon-separated file with commas inside its fields", () => {
    expect(parseCsv('name;domains\r\nCafé;"a.example,b.example"\r\n', ";")).toEqual([
      { line: 1, fields: ["name", "domains"] },
      { line: 2, fields: ["Café", "a.example,b.example"] },
    ]);
  });

  it("takes comma, semicolon and tab by name for --delimiter", () => {
    expect(parseDelimiter("semicolon")).toBe(";");
    expect(parseDelimiter(";")).toBe(";");
    expect(parseDelimiter("TAB")).toBe("\t");
    expect(parseDelimiter("\t")).toBe("\t");
    expect(parseDelimiter("comma")).toBe(",");
    expect(parseDelimiter("|")).toBeUndefined();
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

describe("an Excel-made file", () => {
  it("reads a BOM, CRLF, quoted commas and quotes, line breaks inside cells and Unicode, with each row's line", () => {
    const text =
      '\ufeffid,type,targetUrl\r\ncafé,text,"Crème brûlée, 2 €"\r\n東京,text,"line one\r\nline two"\r\nmünchen,text,"say ""grüß gott"""\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["id", "type", "targetUrl"] },
      { line: 2, fields: ["café", "text", "Crème brûlée, 2 €"] },
      { line: 3, fields: ["東京", "text", "line one\r\nline two"] },
      { line: 5, fields: ["münchen", "text", 'say "grüß gott"'] },
    ]);
  });

  it("names the line of a quote inside an unquoted cell", () => {
    expect(() => parseCsv('id,targetUrl\r\nok,x\r\nscreen,5" wide\r\n')).toThrow(
      'line 3: a quote in an unquoted field (quote the field and double the quote: "5"" screen")',
    );
  });
});

describe("formula injection (CSV export)", () => {
  // The examples, every character OWASP lists, a negative number in a text field, a value that
  // really starts with '= and harmless values that must stay as they are.
  const values = [
    '=HYPERLINK("https://evil.example","Click")',
    "=cmd|' /C calc'!A0",
    "+1 555 0100",
    "-5",
    "@SUM(A1:A2)",
    "\tindented",
    "\rreturn",
    "'=already quoted",
    "''+two quotes",
    "it's fine",
    "'plain quote",
    "a=b",
  ];

  it("writes a ' before cells that start with =, +, -, @, tab or CR, and only those", () => {
    const text = toCsv(
      ["value"],
      values.map((value) => [value]),
    );
    expect(text.split("\n").slice(1, 7)).toEqual([
      `"'=HYPERLINK(""https://evil.example"",""Click"")"`,
      "'=cmd|' /C calc'!A0",
      "'+1 555 0100",
      "'-5",
      "'@SUM(A1:A2)",
      "'\tindented",
    ]);
    expect(text).toContain(`\n"'\rreturn"\n`);
    expect(text.endsWith("\n''=already quoted\n'''+two quotes\nit's fine\n'plain quote\na=b\n")).toBe(true);
  });

  it("reads every value back exactly as it was (export → import is lossless)", () => {
    const text = toCsv(
      ["id", "value"],
      values.map((value, i) => [`row-${i}`, value]),
    );
    const back = parseCsv(text)
      .slice(1)
      .map((record) => record.fields[1]);
    expect(back).toEqual(values);
  });

  it("takes the ' off such cells in a file from elsewhere, and leaves other quotes alone", () => {
    expect(parseCsv("a,b,c\n'=1+1,'-5,'hello\n")[1]?.fields).toEqual(["=1+1", "-5", "'hello"]);
  });
});

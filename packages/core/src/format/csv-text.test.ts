import { describe, expect, it } from "vitest";
import { neutraliseCell } from "./csv";
import { csvDocument, csvText } from "./csv-text";

describe("csvDocument", () => {
  it("starts with a byte order mark and ends each row with CRLF", () => {
    expect(csvDocument(["Day", "Impressions"], [["2026-11-24", 1200]])).toBe(
      "\ufeffDay,Impressions\r\n2026-11-24,1200\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, and neutralises formulas in text but not negative numbers", () => {
    expect(csvDocument(["Ad"], [['Fizz, "big"'], ["=HYPERLINK(1)"], ["a\nb"], [-3]])).toBe(
      '\ufeffAd\r\n"Fizz, ""big"""\r\n\'=HYPERLINK(1)\r\n"a\nb"\r\n-3\r\n',
    );
  });

  it("quotes a lone CR or LF and a leading or trailing space, and leaves a non-finite number empty", () => {
    expect(
      csvText(
        [
          ["a\rb", " lead", "trail ", "plain"],
          [Number.NaN, Number.POSITIVE_INFINITY, 0.5],
        ],
        "\n",
      ),
    ).toBe('"a\rb"," lead","trail ",plain\n,,0.5\n');
  });

  it("adds one more quote to a cell already starting with quotes and a formula sign", () => {
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(neutraliseCell("plain")).toBe("plain");
  });
});

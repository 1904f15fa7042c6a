import { describe, expect, it } from "vitest";
import { decodeText, detectEncoding, parseEncoding } from "./text-encoding.js";

const CAFE = "Café crème;Zürich";
const utf16 = (text: string, bigEndian: boolean, bom: boolean) => {
  const le = Buffer.from(`${bom ? "\uFEFF" : ""}${text}`, "utf16le");
  if (!bigEndian) return le;
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0;
    be[i + 1] = le[i] ?? 0;
  }
  return be;
};
// What Excel's plain "CSV" writes on Western Windows: é = 0xE9, è = 0xE8, ü = 0xFC.
const WINDOWS_1252 = Buffer.from([
  0x43, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x72, 0xe8, 0x6d, 0x65, 0x3b, 0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68,
]);

describe("reading a file's text", () => {
  it.each([
    ["UTF-8 with a BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CAFE)]), "utf-8"],
    ["UTF-8 without a BOM", Buffer.from(CAFE), "utf-8"],
    ["UTF-16 LE with a BOM", utf16(CAFE, false, true), "utf-16le"],
    ["UTF-16 BE with a BOM", utf16(CAFE, true, true), "utf-16be"],
    ["UTF-16 LE without a BOM", utf16(CAFE, false, false), "utf-16le"],
    ["Windows-1252 (Excel's CSV)", WINDOWS_1252, "windows-1252"],
  ])("%s reads as the same text", (_, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    expect(decodeText(bytes)).toEqual({ text: CAFE, encoding });
  });

  it("reads plain ASCII as UTF-8", () => {
    expect(decodeText(Buffer.from("name,shortName\nAcme,acme"))).toEqual({
      text: "name,shortName\nAcme,acme",
      encoding: "utf-8",
    });
  });

  it("reads Windows-1252's own characters in 0x80–0x9F (€, dashes, curly quotes …), not Latin-1 controls", () => {
    // Node's TextDecoder("windows-1252") decodes as ISO-8859-1 since Node 20.18.3 / 22.13
    // (nodejs/node#56542), which turned every one of these into an invisible C1 control character.
    const bytes = Buffer.from([
      0x80, 0x20, 0x96, 0x20, 0x97, 0x20, 0x93, 0x94, 0x20, 0x91, 0x92, 0x20, 0x85, 0x20, 0x8a, 0x20, 0x9c,
      0x20, 0x9f, 0x20, 0x9a, 0x9e, 0x20, 0x8c, 0x20, 0x99,
    ]);
    expect(decodeText(bytes)).toEqual({ text: "€ – — “” ‘’ … Š œ Ÿ šž Œ ™", encoding: "windows-1252" });
    expect(decodeText(bytes, "windows-1252").text).toBe("€ – — “” ‘’ … Š œ Ÿ šž Œ ™");
  });

  it("reads a semicolon CSV row as Excel writes it in Windows-1252 with every character intact", () => {
    const row = "senor-euro;text;Precio: 3,50 € – Señor “quoted” l’été";
    const bytes = Buffer.from([
      ...Buffer.from("senor-euro;text;Precio: 3,50 "),
      0x80,
      0x20,
      0x96,
      ...Buffer.from(" Se"),
      0xf1,
      ...Buffer.from("or "),
      0x93,
      ...Buffer.from("quoted"),
      0x94,
      ...Buffer.from(" l"),
      0x92,
      0xe9,
      ...Buffer.from("t"),
      0xe9,
    ]);
    expect(decodeText(bytes)).toEqual({ text: row, encoding: "windows-1252" });
  });

  it("reads the five bytes Windows-1252 leaves undefined as U+FFFD, so they show instead of hiding", () => {
    // 0x81, 0x8D, 0x8F, 0x90 and 0x9D have no character in Windows-1252. The WHATWG table passes them
    // through as C1 controls (U+0081 …), which no spreadsheet writes and which would be stored invisibly;
    // a visible replacement character says the file held something that is not text. They never occur in
    // text Excel saves, so a file that has them was most likely in another encoding (--encoding).
    const bytes = Buffer.from([0x41, 0x81, 0x8d, 0x8f, 0x90, 0x9d, 0xe9]);
    expect(decodeText(bytes)).toEqual({ text: "A\uFFFD\uFFFD\uFFFD\uFFFD\uFFFDé", encoding: "windows-1252" });
  });

  it("uses the encoding it is told, whatever the bytes look like", () => {
    expect(decodeText(Buffer.from(CAFE), "windows-1252").text).toBe("CafÃ© crÃ¨me;ZÃ¼rich");
  });

  it("takes the usual names for --encoding and refuses others with exit 2", () => {
    expect(parseEncoding("UTF8")).toBe("utf-8");
    expect(parseEncoding("cp1252")).toBe("windows-1252");
    expect(parseEncoding("latin1")).toBe("windows-1252");
    const refusal = (() => {
      try {
        parseEncoding("ebcdic");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({
      message: "--encoding must be one of utf-8, utf-16le, utf-16be, windows-1252",
      exitCode: 2,
    });
  });
});

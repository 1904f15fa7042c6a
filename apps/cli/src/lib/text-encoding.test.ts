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

import { describe, expect, it } from "vitest";
import { validate } from "./index";

const said = (xml: string) =>
  validate({ kind: "vast", xml }, { profile: "iab" }).map((i) => `${i.severity} ${i.code}: ${i.message}`);

/** A complete VAST 4.2 InLine that passes every check. */
const VALID = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.2"><Ad id="a"><InLine>
  <AdSystem>Studio</AdSystem><Impression>https://t.example/i</Impression>
  <AdServingId>a-1</AdServingId><AdTitle>Spot</AdTitle>
  <Creatives><Creative><Linear><Duration>00:00:05.000</Duration><MediaFiles>
    <MediaFile delivery="progressive" type="video/mp4" width="640" height="360">https://cdn.example/a.mp4</MediaFile>
  </MediaFiles></Linear><UniversalAdId idRegistry="unknown">unknown</UniversalAdId></Creative></Creatives>
</InLine></Ad></VAST>`;

describe("validate: VAST that is not well-formed XML", () => {
  it("passes the well-formed tag", () => {
    expect(said(VALID)).toEqual([]);
  });

  it("says a tag followed by junk is not well-formed, where, and checks nothing else", () => {
    expect(said(`${VALID}\n<junk`)).toEqual([
      "error xml: The file is not well-formed XML: unexpected end at line 9, column 5.",
    ]);
  });

  it("says a truncated tag is not well-formed instead of listing what it lacks", () => {
    expect(said('<VAST version="4.2"><Ad><InLine>')).toEqual([
      "error xml: The file is not well-formed XML: unclosed tag: InLine at line 1, column 32.",
    ]);
  });

  it("says a second root element is not well-formed", () => {
    expect(said(`${VALID}<VAST version="4.2"/>`)).toEqual([
      "error xml: The file is not well-formed XML: documents may contain only one root at line 8, column 27.",
    ]);
  });

  it("says mismatched tags are not well-formed", () => {
    expect(said(VALID.replace("</AdTitle>", "</AdSystem>"))).toEqual([
      "error xml: The file is not well-formed XML: unexpected close tag at line 4, column 56.",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { withHexColours } from "./hex-colour";

describe("withHexColours", () => {
  it("writes the browser's rgb() colours as hex with a leading #", () => {
    expect(withHexColours('<p><span style="color: rgb(201, 42, 42);">red</span></p>')).toBe(
      '<p><span style="color: #c92a2a;">red</span></p>',
    );
  });

  it("leaves hex colours, alignment and text that mentions rgb() alone", () => {
    const html = '<p style="text-align: center;"><span style="color: #1864ab">rgb(1, 2, 3)</span></p>';
    expect(withHexColours(html)).toBe(html);
  });
});

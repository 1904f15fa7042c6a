import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrGeometry } from "./qr-path";

describe("qrGeometry", () => {
  it("draws the code inside the 4-module quiet zone ISO/IEC 18004 asks for", () => {
    const value = "https://studio.example/preview?name=banner";
    const { size } = QRCode.create(value, { errorCorrectionLevel: "M" }).modules;
    const { viewBox, path } = qrGeometry(value);
    expect(viewBox).toBe(size + 8);
    // Every run starts at least 4 modules in from the left and top edges; the finder pattern starts at exactly 4.
    const starts = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...starts.map(([x]) => x as number))).toBe(4);
    expect(Math.min(...starts.map(([, y]) => y as number))).toBe(4);
  });
});

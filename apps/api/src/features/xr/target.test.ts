import { encode } from "@msgpack/msgpack";
import { describe, expect, it } from "vitest";
import { checkTarget } from "./target.js";

/** A MindAR target file as its compiler exports it (msgpack of `{v, dataList}`), with made-up points. */
function mindFile(overrides: Record<string, unknown> = {}, points = 3) {
  const scale = (n: number) => ({
    maximaPoints: Array.from({ length: n }, (_, i) => ({ x: i, y: i })),
    minimaPoints: Array.from({ length: n }, (_, i) => ({ x: i, y: i + 1 })),
    width: 480,
    height: 640,
    scale: 1,
  });
  const target = {
    targetImage: { width: 480, height: 640 },
    trackingData: [{ points: [{ x: 1, y: 2 }], width: 480, height: 640, scale: 1, data: new Uint8Array(4) }],
    matchingData: [scale(points), scale(points)],
    ...overrides,
  };
  return encode({ v: 2, dataList: [target] });
}

describe("checkTarget", () => {
  it("accepts a MindAR target of one poster and counts its feature points over every scale", () => {
    const bytes = mindFile();
    const checked = checkTarget(bytes);
    expect(checked).toMatchObject({ bytes: bytes.length, width: 480, height: 640, featurePoints: 12 });
    expect(checked?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses what is not one: other bytes, another version, two posters, missing data", () => {
    expect(checkTarget(new TextEncoder().encode("<html>not a target</html>"))).toBeNull();
    expect(checkTarget(encode({ v: 1, dataList: [] }))).toBeNull();
    expect(checkTarget(encode({ v: 2, dataList: [{}, {}] }))).toBeNull();
    expect(checkTarget(mindFile({ targetImage: { width: 0, height: 640 } }))).toBeNull();
    expect(checkTarget(mindFile({ matchingData: [] }))).toBeNull();
    expect(checkTarget(mindFile({ trackingData: [{ width: 1 }] }))).toBeNull();
  });
});

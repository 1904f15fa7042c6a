import { describe, expect, it } from "vitest";
import { pickCoding } from "./content-encoding.js";

describe("pickCoding: which precompressed copy an Accept-Encoding header gets", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br, gzip", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["GZIP;Q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.4, gzip;q=0.8", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["br;q=0, *", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(pickCoding(header)).toBe(expected);
  });

  it.each([[undefined], [""], ["identity"], ["deflate"], ["*;q=0"], ["br;q=0, gzip;q=0"], [",;,q=x"]])(
    "%j → the raw bytes",
    (header) => {
      expect(pickCoding(header)).toBeNull();
    },
  );

  it("only picks codings whose copy exists", () => {
    expect(pickCoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(pickCoding("br", ["gzip"])).toBeNull();
    expect(pickCoding("br, gzip", [])).toBeNull();
  });
});

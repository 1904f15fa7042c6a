import { describe, expect, it } from "vitest";
import { fileNameOf, fileSizeBytes, fileTypeOf, firstFile } from "./files";

describe("files", () => {
  it("takes the first file of a list", () => {
    expect(firstFile([1, 2])).toBe(1);
    expect(firstFile("a")).toBe("a");
  });

  it("measures browser files, blob and buffer bodies and base64 bodies", () => {
    expect(fileSizeBytes({ name: "a.png", type: "image/png", size: 4 })).toBe(4);
    expect(fileSizeBytes({ file: { body: new Uint8Array(7) } })).toBe(7);
    expect(fileSizeBytes({ file: { body: { size: 9 } } })).toBe(9);
    expect(fileSizeBytes({ file: { body: "data:image/png;base64,AAAAAA==" } })).toBe(4);
    expect(fileSizeBytes({ file: { body: "AAAA" } })).toBe(3);
    expect(fileSizeBytes({ file: { size: 10, body: "AAAA" } })).toBe(10);
    expect(fileSizeBytes({ file: { body: "https://cdn/x.png?a=1" } })).toBeUndefined();
    expect(fileSizeBytes("x")).toBeUndefined();
  });

  it("reads type and name from files and attachment values", () => {
    const attachment = {
      src: "s",
      name: "n",
      type: "image",
      file: { body: "", fileName: "a.png", fileType: "image/png", location: "" },
    };
    expect(fileTypeOf(attachment)).toBe("image/png");
    expect(fileNameOf(attachment)).toBe("a.png");
    expect(fileTypeOf({ name: "b.mp4", type: "video/mp4" })).toBe("video/mp4");
    expect(fileNameOf({ name: "b.mp4" })).toBe("b.mp4");
    expect(fileTypeOf({ type: "image" })).toBeUndefined();
  });
});

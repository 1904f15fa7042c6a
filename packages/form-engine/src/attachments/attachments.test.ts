import { describe, expect, it } from "vitest";
import { acceptsFile, attachmentPath, classifyAttachment, createAttachment } from "./attachments";

describe("attachments", () => {
  it("classes files as image, video or misc by MIME type", () => {
    expect(classifyAttachment("image/png")).toBe("image");
    expect(classifyAttachment("IMAGE/SVG+XML")).toBe("image");
    expect(classifyAttachment("video/mp4")).toBe("video");
    expect(classifyAttachment("application/pdf")).toBe("misc");
    expect(classifyAttachment("")).toBe("misc");
  });

  it("stores under {featureKey}/{type}s/{fileName}", () => {
    expect(attachmentPath("qr", "image", "logo.png")).toBe("qr/images/logo.png");
    expect(attachmentPath("showcase", "video", "intro.mp4")).toBe("showcase/videos/intro.mp4");
    expect(attachmentPath("qr", "misc", "terms.pdf")).toBe("qr/miscs/terms.pdf");
  });

  it("keeps file names inside their folder", () => {
    expect(attachmentPath("qr", "image", "../../etc/passwd")).toBe("qr/images/passwd");
    expect(attachmentPath("qr", "image", "C:\\fake\\a.png")).toBe("qr/images/a.png");
    expect(() => attachmentPath("qr", "image", "..")).toThrow("Invalid file name");
    expect(() => attachmentPath("", "image", "a.png")).toThrow("Invalid feature key");
  });

  it("builds the attachment value {src, name, type, file}", () => {
    expect(
      createAttachment({ featureKey: "qr", fileName: "logo.png", fileType: "image/png", body: "AAAA" }),
    ).toEqual({
      src: "qr/images/logo.png",
      name: "logo.png",
      type: "image",
      file: { body: "AAAA", fileName: "logo.png", fileType: "image/png", location: "qr/images/logo.png" },
    });
    expect(
      createAttachment({
        featureKey: "qr",
        fileName: "a.mp4",
        fileType: "video/mp4",
        body: null,
        src: "https://cdn/a.mp4",
      }).src,
    ).toBe("https://cdn/a.mp4");
  });

  it("matches accept lists like an input's accept attribute", () => {
    expect(acceptsFile(undefined, "x/y")).toBe(true);
    expect(acceptsFile(["image/*"], "image/jpeg")).toBe(true);
    expect(acceptsFile(["image/*"], "video/mp4")).toBe(false);
    expect(acceptsFile(["video/mp4"], "VIDEO/MP4")).toBe(true);
    expect(acceptsFile([".pdf"], "", "Terms.PDF")).toBe(true);
    expect(acceptsFile([".pdf", "image/png"], "image/gif", "a.gif")).toBe(false);
  });
});

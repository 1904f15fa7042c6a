import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadVcf, handleCreativeMessage } from "./messages";

const card = { fullName: "Jane Doe", email: "jane@example.com", phone: "+1 555 0100" };

function setup() {
  const frame = {} as Window;
  const handlers = { onDownloadVcf: vi.fn(), onToggles: vi.fn() };
  return { frame, handlers };
}

describe("handleCreativeMessage", () => {
  it("accepts downloadVCF from the creative frame and names the file after the card", () => {
    const { frame, handlers } = setup();
    const handled = handleCreativeMessage(
      { source: frame, data: { action: "downloadVCF", card } },
      frame,
      handlers,
    );
    expect(handled).toBe(true);
    expect(handlers.onDownloadVcf).toHaveBeenCalledWith(card, "Jane_Doe.vcf");
  });

  it("uses the creative's file name, made safe", () => {
    const { frame, handlers } = setup();
    const data = { action: "downloadVCF", card, fileName: "../../Jane card.vcf" };
    handleCreativeMessage({ source: frame, data }, frame, handlers);
    expect(handlers.onDownloadVcf).toHaveBeenCalledWith(card, "Jane_card.vcf");
  });

  it("ignores a message from any other window", () => {
    const { frame, handlers } = setup();
    const other = {} as Window;
    expect(
      handleCreativeMessage({ source: other, data: { action: "downloadVCF", card } }, frame, handlers),
    ).toBe(false);
    expect(
      handleCreativeMessage({ source: null, data: { action: "downloadVCF", card } }, frame, handlers),
    ).toBe(false);
    expect(
      handleCreativeMessage({ source: frame, data: { action: "downloadVCF", card } }, null, handlers),
    ).toBe(false);
    expect(handlers.onDownloadVcf).not.toHaveBeenCalled();
  });

  it.each([
    ["a string", "downloadVCF"],
    ["an unknown action", { action: "navigate", url: "https://evil.example" }],
    ["a card without a name", { action: "downloadVCF", card: { email: "a@b.co" } }],
    [
      "a card with a script address",
      { action: "downloadVCF", card: { fullName: "X", url: "javascript:alert(1)" } },
    ],
    ["toggles that are not booleans", { action: "toggles", desktop: "no" }],
  ])("ignores %s", (_, data) => {
    const { frame, handlers } = setup();
    expect(handleCreativeMessage({ source: frame, data }, frame, handlers)).toBe(false);
    expect(handlers.onDownloadVcf).not.toHaveBeenCalled();
    expect(handlers.onToggles).not.toHaveBeenCalled();
  });

  it("passes the creative's toggle wishes on", () => {
    const { frame, handlers } = setup();
    handleCreativeMessage({ source: frame, data: { action: "toggles", desktop: false } }, frame, handlers);
    expect(handlers.onToggles).toHaveBeenCalledWith({ desktop: false });
  });
});

describe("downloadVcf", () => {
  afterEach(() => vi.restoreAllMocks());

  it("downloads a vCard file with the given name", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:vcf";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("Jane_Doe.vcf");
      expect(this.href).toBe("blob:vcf");
    });
    downloadVcf(card, "Jane_Doe.vcf");
    expect(click).toHaveBeenCalledTimes(1);
    expect(blobs[0]?.type).toBe("text/vcard;charset=utf-8");
    const text = await blobs[0]?.text();
    expect(text).toContain("BEGIN:VCARD");
    expect(text).toContain("FN:Jane Doe");
    expect(text).toContain("EMAIL:jane@example.com");
  });
});

import { describe, expect, it } from "vitest";
import { parsePreviewMessage } from "./messages";
import { toVCard } from "./vcard";

describe("preview message protocol", () => {
  it("accepts the two message shapes", () => {
    expect(parsePreviewMessage({ action: "toggles", desktop: false })).toEqual({
      action: "toggles",
      desktop: false,
    });
    expect(parsePreviewMessage({ action: "downloadVCF", card: { fullName: "Ada Lovelace" } })).toMatchObject({
      action: "downloadVCF",
    });
  });

  it("rejects anything else without throwing", () => {
    for (const bad of [
      null,
      "downloadVCF",
      42,
      {},
      { action: "eval" },
      { action: "downloadVCF" },
      { action: "downloadVCF", card: { fullName: "" } },
      { action: "toggles", desktop: "yes" },
    ]) {
      expect(parsePreviewMessage(bad)).toBeNull();
    }
  });

  it("writes a vCard whose values cannot add properties", () => {
    const text = toVCard({
      fullName: "Eve\nEMAIL:evil@example.com",
      organization: "A;B,C",
      phone: "+91 98765 43210",
    });
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Eve\\nEMAIL:evil@example.com",
      "ORG:A\\;B\\,C",
      "TEL;TYPE=CELL:+91 98765 43210",
      "END:VCARD",
      "",
    ]);
  });
});

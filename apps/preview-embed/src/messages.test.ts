import { describe, expect, it } from "vitest";
import { readVcfMessage } from "./messages";

const card = {
  fullName: "Aurora Audio",
  phone: "+47 22 00 00 00",
  email: "a@b.example",
  url: "https://x.test",
};

describe("readVcfMessage", () => {
  it("accepts the protocol's downloadVCF shape and names the file safely", () => {
    expect(readVcfMessage({ action: "downloadVCF", card, fileName: "../aurora audio" })).toEqual({
      card,
      fileName: "aurora-audio",
    });
    expect(readVcfMessage({ action: "downloadVCF", card: { fullName: "Jo" } })?.fileName).toBe("Jo");
  });

  it("keeps only the card's known fields", () => {
    const out = readVcfMessage({ action: "downloadVCF", card: { fullName: "A", note: "x", title: "T" } });
    expect(out?.card).toEqual({ fullName: "A", title: "T" });
  });

  it.each([
    null,
    "downloadVCF",
    { action: "toggles", desktop: true },
    { action: "downloadVCF" },
    { action: "downloadVCF", card: { fullName: "" } },
    { action: "downloadVCF", card: { fullName: "x".repeat(121) } },
    { action: "downloadVCF", card: { fullName: "A", phone: "call me\nEND:VCARD" } },
    { action: "downloadVCF", card: { fullName: "A", email: "nope" } },
    { action: "downloadVCF", card: { fullName: "A", url: "javascript:alert(1)" } },
    { action: "downloadVCF", card: { fullName: 5 } },
  ])("ignores %j", (data) => {
    expect(readVcfMessage(data)).toBeNull();
  });
});

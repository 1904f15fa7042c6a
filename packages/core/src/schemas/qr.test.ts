import { describe, expect, it } from "vitest";
import {
  QR_NAME_BLANK_MESSAGE,
  QR_NAME_TOO_LONG_MESSAGE,
  QR_TARGET_BLANK_MESSAGE,
  QR_TYPE_MESSAGE,
  QR_URL_MESSAGE,
  QrLinkSchema,
} from "./qr";
import { failure, output } from "./test-helpers";

describe("QrLinkSchema", () => {
  it("accepts url and text links", () => {
    expect(
      output(QrLinkSchema, {
        id: " summer-sale_2025 ",
        type: "url",
        targetUrl: " https://acme.com/sale?x=1 ",
      }),
    ).toEqual({ id: "summer-sale_2025", type: "url", targetUrl: "https://acme.com/sale?x=1" });
    expect(
      output(QrLinkSchema, { id: "wifi", type: "text", targetUrl: "WIFI:S:acme;T:WPA;P:secret;;" }),
    ).toEqual({
      id: "wifi",
      type: "text",
      targetUrl: "WIFI:S:acme;T:WPA;P:secret;;",
    });
  });

  it.each([
    [{}, "Name should not be blank."],
    [{ id: "promo" }, "Select a type."],
    [{ id: "promo", type: "url" }, "URL/Text Value Should not be empty."],
    [{ id: "promo", type: "url", targetUrl: "acme.com" }, "URL should start with http:// or https://"],
  ])("walks the save checks in order: %j answers %s", (input, message) => {
    expect(failure(QrLinkSchema, input).message).toBe(message);
  });

  it("reports every failing field", () => {
    expect(failure(QrLinkSchema, { id: "  ", type: "", targetUrl: "" }).errors).toEqual({
      id: QR_NAME_BLANK_MESSAGE,
      type: QR_TYPE_MESSAGE,
      targetUrl: QR_TARGET_BLANK_MESSAGE,
    });
  });

  it("keeps names URL-safe and short", () => {
    // Letters of the plain Latin alphabet only, as the message says: a scanned link's path stays ASCII.
    for (const id of ["summer sale", "a/b", "ä", "Frühlingsaktion", "x?y", "../etc"]) {
      expect(failure(QrLinkSchema, { id, type: "text", targetUrl: "t" }).errors).toEqual({
        id: "Name may contain only the letters A–Z and a–z, digits, - and _.",
      });
    }
    expect(output(QrLinkSchema, { id: "a".repeat(64), type: "text", targetUrl: "t" }).id).toHaveLength(64);
    expect(failure(QrLinkSchema, { id: "a".repeat(65), type: "text", targetUrl: "t" }).errors).toEqual({
      id: QR_NAME_TOO_LONG_MESSAGE,
    });
  });

  it("accepts only url and text as the type", () => {
    for (const type of ["URL", "link", 1, null]) {
      expect(failure(QrLinkSchema, { id: "a", type, targetUrl: "t" }).errors).toEqual({
        type: QR_TYPE_MESSAGE,
      });
    }
  });

  it("needs an http(s) address for url links only", () => {
    for (const targetUrl of [
      "ftp://acme.com",
      "javascript:alert(1)",
      "https://",
      "http:// acme.com",
      "www.acme.com",
    ]) {
      expect(failure(QrLinkSchema, { id: "a", type: "url", targetUrl }).errors).toEqual({
        targetUrl: QR_URL_MESSAGE,
      });
    }
    expect(output(QrLinkSchema, { id: "a", type: "text", targetUrl: "javascript is fun" }).targetUrl).toBe(
      "javascript is fun",
    );
    expect(output(QrLinkSchema, { id: "a", type: "url", targetUrl: "HTTP://ACME.COM" }).targetUrl).toBe(
      "HTTP://ACME.COM",
    );
  });

  it("rejects wrong types and over-long values", () => {
    expect(failure(QrLinkSchema, { id: 5, type: "url", targetUrl: ["x"] }).errors).toEqual({
      id: "Name must be text.",
      targetUrl: "URL/Text Value must be text.",
    });
    expect(failure(QrLinkSchema, { id: "a", type: "text", targetUrl: "t".repeat(2049) }).errors).toEqual({
      targetUrl: "URL/Text Value must be at most 2048 characters.",
    });
  });
});

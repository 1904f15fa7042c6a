import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders, transportHeaders } from "./security-headers.js";

function app(trustProxy: boolean) {
  const hono = new Hono();
  hono.use(securityHeaders);
  hono.use(transportHeaders(trustProxy));
  hono.get("*", (c) => c.text("ok"));
  return hono;
}

const POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=()";

describe("transport headers", () => {
  it("sends no HSTS over plain HTTP, even when a client claims https without a trusted proxy", async () => {
    const plain = await app(false).request("http://studio.example/login");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const claimed = await app(false).request("http://studio.example/login", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS over HTTPS, directly or through a trusted proxy", async () => {
    const direct = await app(false).request("https://studio.example/login");
    expect(direct.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    const proxied = await app(true).request("http://studio.example/login", {
      headers: { "X-Forwarded-Proto": "https, http" },
    });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    const proxiedPlain = await app(true).request("http://studio.example/login", {
      headers: { "X-Forwarded-Proto": "http" },
    });
    expect(proxiedPlain.headers.get("strict-transport-security")).toBeNull();
  });

  it("switches off powerful features on studio pages, not on hosted creatives", async () => {
    const page = await app(false).request("http://studio.example/studio/ads");
    expect(page.headers.get("permissions-policy")).toBe(POLICY);
    const api = await app(false).request("http://studio.example/api/health");
    expect(api.headers.get("permissions-policy")).toBe(POLICY);
    const creative = await app(false).request("http://studio.example/creatives/a/1/index.html");
    expect(creative.headers.get("permissions-policy")).toBeNull();
  });

  it("lets studio pages frame only the studio's own creatives", async () => {
    const page = await app(false).request("http://studio.example/preview");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src 'self';");
    expect(csp).not.toMatch(/frame-src[^;]*https:/);
  });
});

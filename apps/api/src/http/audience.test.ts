import { describe, expect, it } from "vitest";
import { isCountedScan, isHeadOrPrefetch, isPrefetch } from "./audience.js";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** A header reader over a plain object, names lower-case as Hono reads them. */
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe("isPrefetch", () => {
  it.each<Record<string, string>>([
    { "sec-purpose": "prefetch" },
    { "sec-purpose": "prefetch;prerender" },
    { "sec-purpose": "prefetch; anonymous-client-ip" },
    { "sec-purpose": "Prefetch" },
    { purpose: "prefetch" },
    { "x-purpose": "preview" },
    { "x-moz": "prefetch" },
  ])("recognises %o", (values) => {
    expect(isPrefetch(headers(values))).toBe(true);
  });

  it.each<Record<string, string>>([
    {},
    { "sec-purpose": "" },
    { purpose: "navigate" },
    { "sec-fetch-mode": "navigate" },
  ])("lets %o through", (values) => {
    expect(isPrefetch(headers(values))).toBe(false);
  });
});

describe("isCountedScan", () => {
  it("counts a phone's GET and nothing else", () => {
    expect(isCountedScan("GET", headers({ "user-agent": IPHONE }))).toBe(true);
    expect(isCountedScan("HEAD", headers({ "user-agent": IPHONE }))).toBe(false);
    expect(isCountedScan("GET", headers({ "user-agent": IPHONE, "sec-purpose": "prefetch" }))).toBe(false);
    expect(isCountedScan("GET", headers({}))).toBe(false);
    expect(isCountedScan("GET", headers({ "user-agent": "" }))).toBe(false);
    expect(isCountedScan("GET", headers({ "user-agent": "Twitterbot/1.0" }))).toBe(false);
  });
});

describe("isHeadOrPrefetch", () => {
  it("is true for HEAD and prefetches only, whoever sends them: a bot's GET is an event (invalid traffic)", () => {
    expect(isHeadOrPrefetch("HEAD", headers({ "user-agent": IPHONE }))).toBe(true);
    expect(isHeadOrPrefetch("POST", headers({ "user-agent": IPHONE, purpose: "prefetch" }))).toBe(true);
    expect(isHeadOrPrefetch("POST", headers({ "user-agent": IPHONE }))).toBe(false);
    expect(isHeadOrPrefetch("GET", headers({ "user-agent": "Twitterbot/1.0" }))).toBe(false);
    expect(isHeadOrPrefetch("GET", headers({}))).toBe(false);
  });
});

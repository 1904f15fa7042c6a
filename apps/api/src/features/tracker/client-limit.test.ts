import { describe, expect, it } from "vitest";
import type { BeaconClient } from "../../http/beacon-client.js";
import { ClientLimit, SlidingWindow } from "./client-limit.js";

const T0 = Date.parse("2026-11-27T12:00:00Z");

describe("SlidingWindow", () => {
  it("lets a key start 3 in 60 s, and one more as soon as the oldest start is 60 s old", () => {
    const window = new SlidingWindow(3, 60_000, 100);
    for (const at of [T0, T0 + 10_000, T0 + 20_000]) {
      expect(window.hasRoom("a", at)).toBe(true);
      window.take("a", at);
    }
    expect(window.hasRoom("a", T0 + 59_999)).toBe(false);
    // Another key has its own window.
    expect(window.hasRoom("b", T0 + 59_999)).toBe(true);
    // The start at T0 leaves the window at T0 + 60 s; the one at T0 + 10 s is still in it.
    expect(window.hasRoom("a", T0 + 60_000)).toBe(true);
    window.take("a", T0 + 60_000);
    expect(window.hasRoom("a", T0 + 69_999)).toBe(false);
    expect(window.hasRoom("a", T0 + 70_000)).toBe(true);
  });
});

const client = (deviceAddress: string, over: Partial<BeaconClient> = {}): BeaconClient => ({
  userAgent: "Roku/DVP-9.10 (519.10E04111A)",
  deviceAddress,
  connectingAddress: deviceAddress,
  viaStitcher: false,
  trustedStitcher: false,
  ...over,
});
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

describe("ClientLimit", () => {
  it("lets one client start 5 impressions in the window; the 6th on are refused until the window slides", () => {
    const limit = new ClientLimit({ perClient: 5, perAddress: 50, windowMs: 60_000 });
    const tv = client("192.0.2.10");
    const answers = ids("imp", 8).map((imp, i) => limit.admits(tv, imp, T0 + i * 1000));
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    // Every later event of a refused id is refused; a let-in id stays in, and neither takes a place.
    expect(limit.admits(tv, "imp-6", T0 + 120_000)).toBe(false);
    expect(limit.admits(tv, "imp-1", T0 + 120_000)).toBe(true);
    // imp-1 started at T0: one place is free at T0 + 60 s, not a millisecond before.
    expect(limit.admits(tv, "imp-9", T0 + 59_999)).toBe(false);
    expect(limit.admits(tv, "imp-10", T0 + 60_000)).toBe(true);
    expect(limit.admits(tv, "imp-11", T0 + 60_000)).toBe(false);
  });

  it("counts a client by address and user agent: another device is not held back", () => {
    const limit = new ClientLimit({ perClient: 2, perAddress: 50, windowMs: 60_000 });
    expect(ids("a", 3).map((imp) => limit.admits(client("192.0.2.10"), imp, T0))).toEqual([
      true,
      true,
      false,
    ]);
    expect(limit.admits(client("192.0.2.11"), "b-1", T0)).toBe(true);
    expect(limit.admits(client("192.0.2.10", { userAgent: "Other/1.0" }), "c-1", T0)).toBe(true);
  });

  it("bounds one untrusted address rotating X-Device-IP, but not a listed stitcher", () => {
    const limit = new ClientLimit({ perClient: 2, perAddress: 10, windowMs: 60_000 });
    const rotating = (i: number, trustedStitcher: boolean) =>
      client(`192.0.2.${i}`, { connectingAddress: "198.51.100.1", viaStitcher: true, trustedStitcher });
    const spoofed = ids("spoof", 15).map((imp, i) => limit.admits(rotating(i, false), imp, T0));
    expect(spoofed.filter(Boolean)).toHaveLength(10);
    expect(spoofed.slice(10)).toEqual([false, false, false, false, false]);
    const stitched = ids("ssai", 15).map((imp, i) => limit.admits(rotating(i, true), imp, T0));
    expect(stitched.every(Boolean)).toBe(true);
  });

  it("does not limit events without an impression id", () => {
    const limit = new ClientLimit({ perClient: 1, perAddress: 1, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limit.admits(client("192.0.2.10"), "", T0))).toEqual([true, true, true]);
  });
});

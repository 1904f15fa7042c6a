import { describe, expect, it } from "vitest";
import type { BeaconClient } from "../../http/beacon-client.js";
import { ClientLimit, SlidingWindow } from "./client-limit.js";

const T0 = Date.parse("2026-11-27T12:00:00Z");

describe("SlidingWindow", () => {
  it("lets a key start 3 in 60 s, and one more as soon as the oldest start is 60 s old", () => {
    const window = new SlidingWindow(3, 60_000, 100);
    const start = (key: string, at: number) => {
      const starts = window.roomFor(key, at);
      starts?.push(at);
      return starts !== null;
    };
    expect([T0, T0 + 10_000, T0 + 20_000].map((at) => start("a", at))).toEqual([true, true, true]);
    expect(window.roomFor("a", T0 + 59_999)).toBeNull();
    // Another key has its own window.
    expect(window.roomFor("b", T0 + 59_999)).toEqual([]);
    // The start at T0 leaves the window at T0 + 60 s; the one at T0 + 10 s is still in it.
    expect(start("a", T0 + 60_000)).toBe(true);
    expect(window.roomFor("a", T0 + 69_999)).toBeNull();
    expect(window.roomFor("a", T0 + 70_000)).toEqual([T0 + 20_000, T0 + 60_000]);
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

describe("ClientLimit", () => {
  it("lets one client start 5 impressions in the window; the 6th on are refused until the window slides", () => {
    const limit = new ClientLimit({ perClient: 5, perAddress: 50, windowMs: 60_000 });
    const tv = client("192.0.2.10");
    const answers = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => limit.admits(tv, T0 + i * 1000));
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    // The first start was at T0: one place is free at T0 + 60 s, not a millisecond before.
    expect(limit.admits(tv, T0 + 59_999)).toBe(false);
    expect(limit.admits(tv, T0 + 60_000)).toBe(true);
    expect(limit.admits(tv, T0 + 60_000)).toBe(false);
  });

  it("counts a client by address and user agent: another device is not held back", () => {
    const limit = new ClientLimit({ perClient: 2, perAddress: 50, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limit.admits(client("192.0.2.10"), T0))).toEqual([true, true, false]);
    expect(limit.admits(client("192.0.2.11"), T0)).toBe(true);
    expect(limit.admits(client("192.0.2.10", { userAgent: "Other/1.0" }), T0)).toBe(true);
  });

  it("bounds one untrusted address rotating X-Device-IP, but not a listed stitcher", () => {
    const limit = new ClientLimit({ perClient: 2, perAddress: 10, windowMs: 60_000 });
    const rotating = (i: number, trustedStitcher: boolean) =>
      client(`192.0.2.${i}`, { connectingAddress: "198.51.100.1", viaStitcher: true, trustedStitcher });
    const spoofed = Array.from({ length: 15 }, (_, i) => limit.admits(rotating(i, false), T0));
    expect(spoofed.filter(Boolean)).toHaveLength(10);
    expect(spoofed.slice(10)).toEqual([false, false, false, false, false]);
    const stitched = Array.from({ length: 15 }, (_, i) => limit.admits(rotating(i, true), T0));
    expect(stitched.every(Boolean)).toBe(true);
  });

  it("takes no place in the client's window when the address refuses", () => {
    const limit = new ClientLimit({ perClient: 2, perAddress: 1, windowMs: 60_000 });
    const behind = (connectingAddress: string) => client("192.0.2.10", { connectingAddress });
    expect(limit.admits(behind("198.51.100.1"), T0)).toBe(true);
    expect(limit.admits(behind("198.51.100.1"), T0)).toBe(false);
    // The refusal above did not use the device's second place.
    expect(limit.admits(behind("198.51.100.2"), T0)).toBe(true);
    expect(limit.admits(behind("198.51.100.3"), T0)).toBe(false);
  });
});

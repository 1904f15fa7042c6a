import { describe, expect, it } from "vitest";
import { beaconClient, normalizeAddress, stitcherList } from "./beacon-client.js";

const ROKU = "Roku/DVP-9.10 (519.10E04111A)";
const STITCHER_UA = "Go-http-client/1.1";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const headersOf =
  (headers: Record<string, string>) =>
  (name: string): string | undefined =>
    headers[name];
const direct = { trustProxy: false, isStitcher: stitcherList(["203.0.113.7", "198.51.100.0/24"]) };
const proxied = { ...direct, trustProxy: true };

describe("beaconClient", () => {
  it("is the browser itself when no stitcher is involved", () => {
    expect(beaconClient(headersOf({ "user-agent": CHROME }), "192.0.2.10", direct)).toEqual({
      userAgent: CHROME,
      deviceAddress: "192.0.2.10",
      connectingAddress: "192.0.2.10",
      viaStitcher: false,
      trustedStitcher: false,
    });
  });

  it("judges the device's user agent and address when a stitcher names them in X-Device-*", () => {
    const headers = headersOf({
      "user-agent": STITCHER_UA,
      "x-device-user-agent": ROKU,
      "x-device-ip": "192.0.2.44",
    });
    // From any address: the IAB headers need no listing (the per-address limit bounds a liar).
    expect(beaconClient(headers, "192.0.2.200", direct)).toEqual({
      userAgent: ROKU,
      deviceAddress: "192.0.2.44",
      connectingAddress: "192.0.2.200",
      viaStitcher: true,
      trustedStitcher: false,
    });
    expect(beaconClient(headers, "203.0.113.7", direct).trustedStitcher).toBe(true);
  });

  it("believes X-Forwarded-For only from a listed stitcher, taking the entry it appended", () => {
    const headers = headersOf({ "user-agent": ROKU, "x-forwarded-for": "10.9.9.9, 192.0.2.55" });
    expect(beaconClient(headers, "198.51.100.23", direct)).toMatchObject({
      deviceAddress: "192.0.2.55",
      connectingAddress: "198.51.100.23",
      viaStitcher: true,
      trustedStitcher: true,
    });
    expect(beaconClient(headers, "192.0.2.200", direct)).toMatchObject({
      deviceAddress: "192.0.2.200",
      connectingAddress: "192.0.2.200",
      viaStitcher: false,
      trustedStitcher: false,
    });
  });

  it("behind our reverse proxy, reads the peer from the entry the proxy appended, not the first one", () => {
    // A browser claiming 10.0.0.1, seen by the proxy as 192.0.2.9.
    const spoofed = headersOf({ "user-agent": CHROME, "x-forwarded-for": "10.0.0.1, 192.0.2.9" });
    expect(beaconClient(spoofed, "127.0.0.1", proxied)).toMatchObject({
      deviceAddress: "192.0.2.9",
      connectingAddress: "192.0.2.9",
      trustedStitcher: false,
    });
    // A listed stitcher behind the proxy: the entry left of it names the device.
    const stitched = headersOf({ "user-agent": ROKU, "x-forwarded-for": "192.0.2.77, 203.0.113.7" });
    expect(beaconClient(stitched, "127.0.0.1", proxied)).toMatchObject({
      deviceAddress: "192.0.2.77",
      connectingAddress: "203.0.113.7",
      viaStitcher: true,
      trustedStitcher: true,
    });
    // Without ADSTUDIO_TRUST_PROXY the header is not read at all.
    expect(beaconClient(spoofed, "127.0.0.1", direct).deviceAddress).toBe("127.0.0.1");
  });

  it("ignores an X-Device-IP that is not an address, and an empty X-Device-User-Agent", () => {
    const headers = headersOf({ "user-agent": CHROME, "x-device-ip": "unknown", "x-device-user-agent": " " });
    expect(beaconClient(headers, "::ffff:192.0.2.10", direct)).toEqual({
      userAgent: CHROME,
      deviceAddress: "192.0.2.10",
      connectingAddress: "192.0.2.10",
      viaStitcher: false,
      trustedStitcher: false,
    });
  });
});

describe("beaconClient on a connection", () => {
  /** The direct settings, counting how often the stitcher list is asked. */
  function counted(trustProxy: boolean) {
    const asked: string[] = [];
    const settings = {
      trustProxy,
      isStitcher: (address: string) => {
        asked.push(address);
        return direct.isStitcher(address);
      },
    };
    return { settings, asked };
  }

  it("asks whether the socket's peer is a stitcher once per connection, and again on a new one", () => {
    const { settings, asked } = counted(false);
    const headers = headersOf({ "user-agent": STITCHER_UA, "x-device-ip": "192.0.2.44" });
    const socket = {};
    for (let i = 0; i < 3; i++)
      expect(beaconClient(headers, "203.0.113.7", settings, socket).trustedStitcher).toBe(true);
    expect(beaconClient(headers, "192.0.2.9", settings, {}).trustedStitcher).toBe(false);
    expect(asked).toEqual(["203.0.113.7", "192.0.2.9"]);
  });

  it("asks on every beacon when the peer comes from our proxy's X-Forwarded-For, not the socket", () => {
    const { settings, asked } = counted(true);
    const socket = {};
    const from = (peer: string) => headersOf({ "user-agent": CHROME, "x-forwarded-for": peer });
    expect(beaconClient(from("203.0.113.7"), "10.0.0.2", settings, socket).trustedStitcher).toBe(true);
    expect(beaconClient(from("192.0.2.9"), "10.0.0.2", settings, socket).trustedStitcher).toBe(false);
    expect(asked).toEqual(["203.0.113.7", "192.0.2.9"]);
  });
});

describe("normalizeAddress and stitcherList", () => {
  it("compares addresses without ports or the IPv4-mapped prefix", () => {
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("203.0.113.7:4431")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("not-an-address")).toBe("");
    expect(normalizeAddress("")).toBe("");
  });

  it("matches listed addresses and ranges, IPv4 and IPv6", () => {
    const isStitcher = stitcherList(["203.0.113.7", "198.51.100.0/24", "2001:db8::/32"]);
    expect(isStitcher("203.0.113.7")).toBe(true);
    expect(isStitcher("203.0.113.8")).toBe(false);
    expect(isStitcher("198.51.100.250")).toBe(true);
    expect(isStitcher("198.51.101.1")).toBe(false);
    expect(isStitcher("2001:db8:5::1")).toBe(true);
    expect(isStitcher("2001:db9::1")).toBe(false);
    expect(stitcherList([])("203.0.113.7")).toBe(false);
  });
});

import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.js";
import type { Config } from "../config.js";
import type { HeaderOf } from "./audience.js";

/**
 * Who sent a beacon. Server-side ad insertion (SSAI) stitchers fire a CTV's pixels from a server
 * (`Go-http-client/1.1`) and name the device in the IAB's `X-Device-User-Agent` and `X-Device-IP`;
 * older ones send `X-Forwarded-For`, believed only from a listed stitcher. The addresses are personal
 * data: they live for this request only, and the client limit keeps no more than a keyed hash of them.
 */
export interface BeaconClient {
  /** The user agent to judge (bots, device class): the device's when a stitcher names it. */
  userAgent: string;
  /** The device's address ("" when unknown: no socket, as in `app.request()`). */
  deviceAddress: string;
  /** The address the beacon came from: the socket's, or the one our reverse proxy saw. */
  connectingAddress: string;
  /** A stitcher named the device (X-Device-* headers, or X-Forwarded-For from a trusted stitcher). */
  viaStitcher: boolean;
  /** The connecting address is a configured stitcher: exempt from the per-address limit. */
  trustedStitcher: boolean;
}

export interface BeaconClientSettings {
  /** Behind our own reverse proxy (`ADSTUDIO_TRUST_PROXY`): the last `X-Forwarded-For` entry is the peer. */
  trustProxy: boolean;
  /** Whether an address is a trusted stitcher (`ADSTUDIO_TRACKER_SSAI_STITCHERS`). */
  isStitcher: (address: string) => boolean;
}

const MAX_USER_AGENT = 1024;

/**
 * An address as compared and hashed: `[::1]:80` and `1.2.3.4:80` lose their port, an IPv4-mapped
 * IPv6 address (`::ffff:1.2.3.4`, how Node reports IPv4 on a dual-stack socket) becomes IPv4, IPv6
 * is lower-cased. Anything that is not an address is "".
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.toLowerCase();
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) === 0 ? "" : address;
}

/** `X-Forwarded-For`'s addresses, left (the first client) to right (the last proxy's peer). */
function forwardedChain(header: HeaderOf): string[] {
  const value = header("x-forwarded-for");
  if (!value) return [];
  return value.split(",").map(normalizeAddress);
}

/**
 * The beacon's client from its headers and the socket's address. Behind our reverse proxy the peer is
 * the last `X-Forwarded-For` entry, the one the proxy appended (the first is the client's to write).
 * The device is then `X-Device-IP`, else (from a trusted stitcher only) the entry left of the peer,
 * which the stitcher appended, else the peer itself.
 */
export function beaconClient(
  header: HeaderOf,
  socketAddress: string,
  settings: BeaconClientSettings,
  socket?: object,
): BeaconClient {
  const chain = forwardedChain(header);
  let connectingAddress = normalizeAddress(socketAddress);
  const peerIsSocket = !(settings.trustProxy && chain.length > 0);
  if (!peerIsSocket) connectingAddress = chain.pop() ?? "";
  const trustedStitcher =
    connectingAddress !== "" &&
    (peerIsSocket && socket
      ? stitcherSocket(socket, connectingAddress, settings)
      : settings.isStitcher(connectingAddress));

  const deviceUserAgent = header("x-device-user-agent")?.trim() ?? "";
  const deviceIp = normalizeAddress(header("x-device-ip") ?? "");
  const forwarded = trustedStitcher ? (chain.at(-1) ?? "") : "";
  const deviceAddress = deviceIp || forwarded || connectingAddress;
  return {
    userAgent: (deviceUserAgent || (header("user-agent") ?? "")).slice(0, MAX_USER_AGENT),
    deviceAddress,
    connectingAddress,
    viaStitcher: deviceUserAgent !== "" || deviceIp !== "" || forwarded !== "",
    trustedStitcher,
  };
}

const stitcherSockets = new WeakMap<object, boolean>();

/**
 * Whether the peer of `socket` is a stitcher, judged once per connection (a socket's address never
 * changes, and a stitcher sends many beacons down one): Node's BlockList builds an address object on each
 * check, the largest cost of judging a client in `pnpm bench:tracker`. Kept with the socket, so no
 * address outlives its connection.
 */
function stitcherSocket(socket: object, address: string, settings: BeaconClientSettings): boolean {
  let known = stitcherSockets.get(socket);
  if (known === undefined) {
    known = settings.isStitcher(address);
    stitcherSockets.set(socket, known);
  }
  return known;
}

/** Parses the configured stitcher list once (addresses and CIDR ranges, IPv4 and IPv6). */
export function stitcherList(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(normalizeAddress(address) || address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

const settingsOf = new WeakMap<Config, BeaconClientSettings>();

/** The server's settings for judging beacon clients (`trustProxy`, the stitchers), parsed once per config. */
export function beaconClientSettings(config: Config): BeaconClientSettings {
  let settings = settingsOf.get(config);
  if (!settings) {
    settings = { trustProxy: config.trustProxy, isStitcher: stitcherList(config.trackerStitchers) };
    settingsOf.set(config, settings);
  }
  return settings;
}

/** The client of the beacon `c` carries, with the server's settings (`trustProxy`, the stitchers). */
export function beaconClientOf(c: Context<AppEnv>): BeaconClient {
  let socketAddress = "";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "";
  } catch {
    // app.request() in tests has no socket behind it.
  }
  return beaconClient((name) => c.req.header(name), socketAddress, beaconClientSettings(c.var.deps.config));
}

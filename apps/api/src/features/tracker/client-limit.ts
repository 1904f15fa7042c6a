import { hash, randomBytes } from "node:crypto";
import QuickLRU from "quick-lru";
import type { BeaconClient } from "../../http/beacon-client.js";

/**
 * The start times of what each key was let in for, oldest first: an exact sliding window. A start at
 * `t` counts until `t + windowMs`. Only admitted starts are kept, so a key holds at most `limit` times;
 * a key none of the last `maxKeys` new starts touched may be forgotten (it gets a fresh window); at most
 * twice `maxKeys` keys are held.
 *
 * Kept in quick-lru's two generations of plain maps rather than lru-cache's linked list: it is read on
 * every new impression, and lru-cache's bookkeeping was most of this class's time in `pnpm bench:tracker`.
 */
export class SlidingWindow {
  readonly #starts: QuickLRU<string, number[]>;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    maxKeys: number,
  ) {
    this.#starts = new QuickLRU({ maxSize: maxKeys });
  }

  /**
   * The starts of `key` in the window at `now` (ms) when there is room for one more, to push the new
   * start onto once it is admitted; null when the window is full. One lookup for the check and the record.
   */
  roomFor(key: string, now: number): number[] | null {
    let starts = this.#starts.get(key);
    if (!starts) {
      starts = [];
      this.#starts.set(key, starts);
    }
    while (starts.length > 0 && (starts[0] ?? 0) <= now - this.windowMs) starts.shift();
    return starts.length < this.limit ? starts : null;
  }
}

export interface ClientLimitOptions {
  /** New impression ids one client (device address + user agent) may start per window. */
  perClient: number;
  /** New impression ids one connecting address may start per window; listed stitchers are exempt. */
  perAddress: number;
  windowMs: number;
  /** Clients and addresses tracked (least recent out). */
  maxKeys?: number;
}

/**
 * Limits the new impression ids each client may start (issue 27: 800 ids from one client in 2 s were
 * all counted). A client is a device address and user agent; since anyone can send `X-Device-IP`, the
 * connecting address has a looser bound of its own, so rotating device addresses from one machine is
 * still bounded (listed stitchers, which front many devices, are exempt). It is asked once per impression
 * id; the answer is kept with the id (impressions.ts), so every later event of an id over the limit is too.
 *
 * In memory, for one server process; several machines would each apply their own (issue 32). Addresses
 * are kept only as a hash under a secret made at start, never written anywhere.
 */
export class ClientLimit {
  readonly #clients: SlidingWindow;
  readonly #addresses: SlidingWindow;
  readonly #hashKey = randomBytes(32).toString("base64");

  constructor(options: ClientLimitOptions) {
    const maxKeys = options.maxKeys ?? 100_000;
    this.#clients = new SlidingWindow(options.perClient, options.windowMs, maxKeys);
    this.#addresses = new SlidingWindow(options.perAddress, options.windowMs, maxKeys);
  }

  /**
   * Whether a new impression id from `client` is let in at `now` (ms): when both its client and its
   * connecting address are under their limit. Takes a place in both windows when it is.
   */
  admits(client: BeaconClient, now: number): boolean {
    const byClient = this.#clients.roomFor(this.#hash(client.deviceAddress, client.userAgent), now);
    if (!byClient) return false;
    if (client.trustedStitcher) {
      byClient.push(now);
      return true;
    }
    const byAddress = this.#addresses.roomFor(this.#hash(client.connectingAddress, ""), now);
    if (!byAddress) return false;
    byClient.push(now);
    byAddress.push(now);
    return true;
  }

  #hash(address: string, userAgent: string): string {
    // SHA-256 under a secret prefix: one-shot, half the cost of an HMAC on the beacon path, and as good
    // for keys that never leave this process.
    return hash("sha256", `${this.#hashKey}\n${address}\n${userAgent}`, "base64url");
  }
}

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

  /** Whether `key` may start one more at `now` (ms). */
  hasRoom(key: string, now: number): boolean {
    const starts = this.#starts.get(key);
    if (!starts) return true;
    while (starts.length > 0 && (starts[0] ?? 0) <= now - this.windowMs) starts.shift();
    return starts.length < this.limit;
  }

  /** Records a start of `key` at `now`; call after `hasRoom` said yes. */
  take(key: string, now: number): void {
    const starts = this.#starts.get(key);
    if (starts) starts.push(now);
    else this.#starts.set(key, [now]);
  }
}

export interface ClientLimitOptions {
  /** New impression ids one client (device address + user agent) may start per window. */
  perClient: number;
  /** New impression ids one connecting address may start per window; listed stitchers are exempt. */
  perAddress: number;
  windowMs: number;
  /** Impression ids whose verdict is remembered, and clients and addresses tracked (least recent out). */
  maxKeys?: number;
}

/**
 * Limits the new impression ids each client may start (issue 27: 800 ids from one client in 2 s were
 * all counted). A client is a device address and user agent; since anyone can send `X-Device-IP`, the
 * connecting address has a looser bound of its own, so rotating device addresses from one machine is
 * still bounded (listed stitchers, which front many devices, are exempt). An id over either limit is
 * remembered, so every later event of it is over the limit too.
 *
 * In memory, for one server process; several machines would each apply their own (issue 32). Addresses
 * are kept only as a hash under a secret made at start, never written anywhere.
 */
export class ClientLimit {
  readonly #clients: SlidingWindow;
  readonly #addresses: SlidingWindow;
  /** Per impression id: whether it was let in. */
  readonly #verdicts: QuickLRU<string, boolean>;
  readonly #hashKey = randomBytes(32).toString("base64");

  constructor(options: ClientLimitOptions) {
    const maxKeys = options.maxKeys ?? 100_000;
    this.#clients = new SlidingWindow(options.perClient, options.windowMs, maxKeys);
    this.#addresses = new SlidingWindow(options.perAddress, options.windowMs, maxKeys);
    this.#verdicts = new QuickLRU({ maxSize: maxKeys });
  }

  /**
   * Whether this impression id counts: a known id keeps its first answer; a new one is let in when
   * both its client and its connecting address are under their limit at `now` (ms). An empty id
   * (nothing to remember it by) is not limited.
   */
  admits(client: BeaconClient, impressionId: string, now: number): boolean {
    if (impressionId === "") return true;
    const known = this.#verdicts.get(impressionId);
    if (known !== undefined) return known;
    const clientKey = this.#hash(client.deviceAddress, client.userAgent);
    const addressKey = client.trustedStitcher ? null : this.#hash(client.connectingAddress, "");
    const admitted =
      this.#clients.hasRoom(clientKey, now) &&
      (addressKey === null || this.#addresses.hasRoom(addressKey, now));
    if (admitted) {
      this.#clients.take(clientKey, now);
      if (addressKey !== null) this.#addresses.take(addressKey, now);
    }
    this.#verdicts.set(impressionId, admitted);
    return admitted;
  }

  #hash(address: string, userAgent: string): string {
    // SHA-256 under a secret prefix: one-shot, half the cost of an HMAC on the beacon path, and as good
    // for keys that never leave this process.
    return hash("sha256", `${this.#hashKey}\n${address}\n${userAgent}`, "base64url");
  }
}

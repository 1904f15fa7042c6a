import { createHmac, randomBytes } from "node:crypto";
import { VAST_SERVED_IMP } from "@adstudio/creative/vast";
import QuickLRU from "quick-lru";
import type { BeaconClient } from "../../http/beacon-client.js";
import type { TrackerIngest } from "../tracker/index.js";
import { VAST_KEY_PREFIX } from "./repo.js";

/** How long one client's pixels of one creative without a served id count as one impression. */
const CLIENT_IMPRESSION_MS = 30 * 60_000;
/** Clients remembered at least (least recent out); a forgotten one's next pixel starts a new impression. */
const CLIENTS_KEPT = 100_000;

// Per process: the client's key cannot be turned back into an address and a user agent (the address
// space is small enough to try every address against a plain hash). A restart inside a half hour may
// count one id-less impression per client twice; ids the studio served are unaffected.
const KEY = randomBytes(32);
const digest = (text: string) => createHmac("sha256", KEY).update(text).digest("base64url").slice(0, 22);

/** The id-less impression a client is in: its key, when its impression pixel came, when it was last heard. */
interface ClientImpression {
  key: string;
  startedAt: number;
  lastAt: number;
}

/**
 * The impressions of clients whose pixels carry no served id, per creative. An impression pixel starts a
 * new impression once the client's current one is half an hour old; every other pixel (start, quartiles,
 * clicks…) continues the current one while the client was heard from in the last half hour. So a loop
 * replaying the same pixels counts once per half hour, and a play keeps its start with its quartiles
 * wherever it falls on the clock: a fixed half-hour bin of the clock split a play that crossed :00 or :30
 * in two, and filtered its quartiles as having no start.
 *
 * In memory, one per tracker (so per process, like the key, and afresh for each test app); clients are
 * held only by a hash of their address and user agent.
 */
class ClientImpressions {
  readonly #current = new QuickLRU<string, ClientImpression>({ maxSize: CLIENTS_KEPT });

  keyFor(creative: string, client: BeaconClient, event: string, now: number): string {
    const address = client.deviceAddress || client.connectingAddress;
    const clientKey = digest(`${client.userAgent}\n${address}\n${creative}`);
    const current = this.#current.get(clientKey);
    if (current) {
      // An impression pixel counts from when the impression began, any other from the last pixel.
      const since = event === "impression" ? current.startedAt : current.lastAt;
      if (now - since < CLIENT_IMPRESSION_MS) {
        current.lastAt = Math.max(current.lastAt, now);
        return current.key;
      }
    }
    const key = `${VAST_KEY_PREFIX}${creative}:~${digest(`${clientKey}\n${now}`)}`;
    this.#current.set(clientKey, { key, startedAt: now, lastAt: now });
    return key;
  }
}

const clientImpressions = new WeakMap<TrackerIngest, ClientImpressions>();

/**
 * The impression id a VAST pixel is counted under, always non-empty and distinct from the runtime's ids:
 * - the `imp` the studio served the tag with (one per fetch), per creative, so one play's pixels share
 *   it and an id seen in one tag cannot be spent on another creative;
 * - otherwise (older tags, downloaded files, players that strip parameters, a forged `imp`) the client's
 *   current impression of the creative (ClientImpressions): keyed by its user agent and address (the
 *   device's, when a stitcher names it), hashed and never stored. The cache buster never enters either
 *   key: players draw it per pixel or leave `[CACHEBUSTING]` as written.
 */
export function vastImpressionKey(
  tracker: TrackerIngest,
  pixel: { creative: string; event: string; imp: string | undefined },
  client: BeaconClient,
): string {
  const { creative, event, imp } = pixel;
  if (imp !== undefined && VAST_SERVED_IMP.test(imp)) return `${VAST_KEY_PREFIX}${creative}:${imp}`;
  let clients = clientImpressions.get(tracker);
  if (!clients) {
    clients = new ClientImpressions();
    clientImpressions.set(tracker, clients);
  }
  return clients.keyFor(creative, client, event, tracker.now().getTime());
}

import { createHmac, randomBytes } from "node:crypto";
import { VAST_SERVED_IMP } from "@adstudio/creative/vast";
import type { BeaconClient } from "../../http/beacon-client.js";
import { VAST_KEY_PREFIX } from "./repo.js";

/** How long one client's pixels of one creative without a served id count as one impression. */
export const CLIENT_BIN_MS = 30 * 60_000;

// Per process: the client's key cannot be turned back into an address and a user agent (the address
// space is small enough to try every address against a plain hash). A restart inside a half hour may
// count one id-less impression per client twice; ids the studio served are unaffected.
const KEY = randomBytes(32);

/**
 * The impression id a VAST pixel is counted under, always non-empty and distinct from the runtime's ids:
 * - the `imp` the studio served the tag with (one per fetch), per creative, so one play's pixels share
 *   it and an id seen in one tag cannot be spent on another creative;
 * - otherwise (older tags, downloaded files, players that strip parameters, a forged `imp`) the client:
 *   its user agent and address (the device's, when a stitcher names it), hashed and never stored, the creative and the half hour, so a loop
 *   replaying the same pixels still counts once. The cache buster never enters either key: players
 *   draw it per pixel or leave `[CACHEBUSTING]` as written.
 */
export function vastImpressionKey(
  creative: string,
  imp: string | undefined,
  client: BeaconClient,
  now: Date,
): string {
  if (imp !== undefined && VAST_SERVED_IMP.test(imp)) return `${VAST_KEY_PREFIX}${creative}:${imp}`;
  const bin = Math.floor(now.getTime() / CLIENT_BIN_MS);
  const digest = createHmac("sha256", KEY)
    .update(`${client.userAgent}\n${client.deviceAddress || client.connectingAddress}\n${creative}\n${bin}`)
    .digest("base64url")
    .slice(0, 22);
  return `${VAST_KEY_PREFIX}${creative}:~${digest}`;
}

import { VAST_TAG_EVENTS } from "@adstudio/creative/vast";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";
import { TRACKER_PREVIEW_MESSAGE, TRACKER_VERSION_MESSAGE } from "./tracker";

/** The VAST 4 tracking events a player may report to `/api/vast/track` (plus `click` for ClickTracking). */
export const VAST_EVENTS = [
  "impression",
  "error",
  "creativeView",
  "loaded",
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "mute",
  "unmute",
  "pause",
  "resume",
  "rewind",
  "skip",
  "progress",
  "playerExpand",
  "playerCollapse",
  "closeLinear",
  "click",
] as const;
export type VastEvent = (typeof VAST_EVENTS)[number];

/** How many recent events `/api/vast/events` lists (it is a check that pixels arrive, not a report). */
export const VAST_LOG_CAPACITY = 5000;

/** A creative's name as it appears in its VAST URLs: a sample folder or a published creative id. */
const CREATIVE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const CREATIVE_MESSAGE = "creative must be a creative name (letters, digits, '.', '_', '-').";
const EVENT_MESSAGE = `event must be one of: ${VAST_EVENTS.join(", ")}.`;
/** A pixel of anything but a published video ad or a shipped sample with a VAST document (404, stored nowhere). */
export const VAST_CREATIVE_UNKNOWN_MESSAGE =
  "creative must be the id of a published video ad (vast, vpaid) or a sample video creative such as ctv-instream.";
/** A `v` the ad never published (404, stored nowhere). */
export const VAST_VERSION_UNKNOWN_MESSAGE = "v must be one of the ad's published versions.";
/** An event the studio's tags never send (400, stored nowhere). */
export const VAST_TAG_EVENT_MESSAGE = `event must be one a VAST tag sends: ${VAST_TAG_EVENTS.join(", ")}.`;
export const VAST_TAG_PREVIEW_MESSAGE = "preview must be 1 (the studio's preview plays the tag) or left out.";
/** A VAST error code is kept only on `error` events and only in this form; anything else is ignored. */
export const VAST_ERROR_CODE = /^\d{1,4}$/;

const creativeName = v.pipe(v.string(CREATIVE_MESSAGE), v.regex(CREATIVE_NAME, CREATIVE_MESSAGE));

/** A published version's number, as the tag's pixels (and the runtime's beacons) carry it. */
const version = v.optional(
  v.pipe(
    v.string(TRACKER_VERSION_MESSAGE),
    v.regex(/^[1-9]\d{0,8}$/, TRACKER_VERSION_MESSAGE),
    v.transform(Number),
    // The document describes the number the digits stand for (JSON Schema has no "digits of").
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(999_999_999),
    v.description("A published version of the ad (the tag's pixels carry theirs)."),
  ),
);

/**
 * A missing `creative` or `event` is read as "" so that their own message answers (a missing key would
 * otherwise fail with valibot's generic one); the reference still lists both as required.
 */
export const VastTrackQuerySchema = v.object({
  creative: v.pipe(v.optional(v.string(CREATIVE_MESSAGE), ""), v.nonEmpty(CREATIVE_MESSAGE), creativeName),
  // A VAST event, and one of those the studio's tags send (the document lists only those).
  event: v.pipe(
    v.optional(v.string(EVENT_MESSAGE), ""),
    v.picklist(VAST_EVENTS, EVENT_MESSAGE),
    v.picklist(VAST_TAG_EVENTS, VAST_TAG_EVENT_MESSAGE),
  ),
  code: v.optional(
    v.pipe(
      v.string(),
      v.description("The VAST error code (1–4 digits) of an `error` event; ignored otherwise."),
    ),
  ),
  imp: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "The impression id the tag was served with (one per fetch of `/api/vast/{adId}.xml`). Anything else, or none (older tags, downloaded files, players that strip parameters), counts per client, creative and half hour.",
      ),
    ),
  ),
  v: version,
  pv: v.optional(
    v.pipe(
      v.picklist(["1"], TRACKER_PREVIEW_MESSAGE),
      v.description("`1`: a preview's tag; only its impression is kept, as a preview view."),
    ),
  ),
});

export type VastTrackQuery = v.InferOutput<typeof VastTrackQuerySchema>;

export const VastTagQuerySchema = v.object({
  /** `1`: the studio's preview plays the tag; its pixels carry `pv=1` and count as preview views. */
  preview: v.optional(v.picklist(["1"], VAST_TAG_PREVIEW_MESSAGE)),
  /** A published version's tag; absent: the latest. */
  v: version,
});

export const VastEventsQuerySchema = v.object({
  creative: v.optional(v.pipe(creativeName, v.description("Only this creative's events."))),
});

/** One tracking request as the log keeps it. */
export const VastEventRecordSchema = named(
  "VastEventRecord",
  v.strictObject({
    creative: v.string(),
    event: v.picklist(VAST_EVENTS),
    /** ISO time the request arrived. */
    at: v.pipe(v.string(), v.isoTimestamp()),
    /** The VAST error code, for `error` events that carry one. */
    code: v.optional(v.pipe(v.string(), v.regex(VAST_ERROR_CODE))),
  }),
);
export type VastEventRecord = v.InferOutput<typeof VastEventRecordSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const VastEventsResponseSchema = named(
  "VastEventsResponse",
  v.strictObject({
    /** Oldest first. */
    events: v.array(VastEventRecordSchema),
    /** How many of `events` each event name has (names without events are absent). */
    counts: v.record(v.picklist(VAST_EVENTS), count),
    total: count,
  }),
);

/**
 * VAST tracking (spec studio §2: in-stream/vast previews play in the TV mock-up). Players fire these from
 * wherever the ad runs, so tracking is public; reading the log back needs the analytics permission.
 */
export const vastEndpoints = {
  track: endpoint({
    operationId: "trackVastEvent",
    method: "get",
    path: "/api/vast/track",
    tag: "vast",
    summary: "A tracking pixel: records one VAST event → 204, uncached and readable from any origin",
    description:
      "Players put this address in `<Impression>` and `<Tracking>`; other query parameters (a cache buster) are ignored. `creative` must be a published, non-template vast or vpaid ad (`v`: one of its published versions) or a shipped sample with a VAST document, and `event` one its tag sends; anything else answers 404 or 400 and stores nothing. Once-per-impression events (impression, start, quartiles, complete) count once per impression id. `pv=1` (a preview's tag) counts only the impression, as a preview view. `HEAD` answers the same 204 without recording anything: link checkers send it, players never do.",
    auth: "public",
    query: VastTrackQuerySchema,
    responses: {
      204: { description: "Recorded.", empty: true },
      ...failures(400, 404, 429),
    },
  }),
  beacon: endpoint({
    operationId: "trackVastBeacon",
    method: "post",
    path: "/api/vast/track",
    tag: "vast",
    summary: "The same event sent as a beacon (`navigator.sendBeacon` posts) → 204, from any origin",
    description:
      "Published creatives report impressions and exit clicks with `navigator.sendBeacon`, which always posts. The query is the pixel's; a body, if any, is ignored.",
    auth: "public",
    query: VastTrackQuerySchema,
    responses: {
      204: { description: "Recorded.", empty: true },
      ...failures(400, 404, 429),
    },
  }),
  events: endpoint({
    operationId: "listVastEvents",
    method: "get",
    path: "/api/vast/events",
    tag: "vast",
    summary: "Recent tracking events of this server → {events, counts, total}",
    description: `The newest ${VAST_LOG_CAPACITY} live VAST pixels in the tracker's store (raw events are kept for ADSTUDIO_TRACKER_RETENTION_DAYS), to check that a player's pixels arrive. Outside the admin group: the caller's companies' ads and the shipped samples. Preview and invalid traffic (repeats, progress without a start, bots and empty user agents, clients over their limit) are recorded but not listed; prefetches and HEAD are not recorded.`,
    auth: "required",
    permissions: ["readAnalytics"],
    query: VastEventsQuerySchema,
    responses: {
      200: {
        description: "The events, oldest first, with a count per event name.",
        schema: VastEventsResponseSchema,
        example: {
          events: [
            { creative: "ctv-instream", event: "impression", at: "2026-05-04T10:15:00.000Z" },
            { creative: "ctv-instream", event: "error", at: "2026-05-04T10:15:02.000Z", code: "405" },
          ],
          counts: { impression: 1, error: 1 },
          total: 2,
        },
      },
    },
  }),
  tag: endpoint({
    operationId: "getAdVastTag",
    method: "get",
    path: "/api/vast/{file}",
    tag: "vast",
    summary: "The VAST 4.2 tag of a published vast or vpaid ad, at `/api/vast/{adId}.xml` (public)",
    description:
      "The ad's latest published version (or version `v`), with absolute addresses, so players on any page can load it. Each fetch gets its own impression id in every pixel (`imp`), so the answer is never cached (`no-store`); `preview=1` adds `pv=1` to the pixels. Unknown ads, unpublished ones and other formats answer 404.",
    auth: "public",
    query: VastTagQuerySchema,
    responses: { 200: { description: "The VAST document.", contentTypes: ["application/xml"] } },
  }),
};

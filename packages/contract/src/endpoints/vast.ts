import * as v from "valibot";
import { endpoint } from "../endpoint";
import { named } from "../names";

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
/** A VAST error code is kept only on `error` events and only in this form; anything else is ignored. */
export const VAST_ERROR_CODE = /^\d{1,4}$/;

const creativeName = v.pipe(v.string(CREATIVE_MESSAGE), v.regex(CREATIVE_NAME, CREATIVE_MESSAGE));

/**
 * A missing `creative` or `event` is read as "" so that their own message answers (a missing key would
 * otherwise fail with valibot's generic one); the reference still lists both as required.
 */
export const VastTrackQuerySchema = v.object({
  creative: v.pipe(v.optional(v.string(CREATIVE_MESSAGE), ""), v.nonEmpty(CREATIVE_MESSAGE), creativeName),
  event: v.pipe(v.optional(v.string(EVENT_MESSAGE), ""), v.picklist(VAST_EVENTS, EVENT_MESSAGE)),
  code: v.optional(
    v.pipe(
      v.string(),
      v.description("The VAST error code (1–4 digits) of an `error` event; ignored otherwise."),
    ),
  ),
});

export type VastTrackQuery = v.InferOutput<typeof VastTrackQuerySchema>;

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
      "Players put this address in `<Impression>` and `<Tracking>`; other query parameters (a cache buster) are ignored. `HEAD` answers the same 204 without recording anything: link checkers send it, players never do.",
    auth: "public",
    query: VastTrackQuerySchema,
    responses: { 204: { description: "Recorded.", empty: true } },
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
    responses: { 204: { description: "Recorded.", empty: true } },
  }),
  events: endpoint({
    operationId: "listVastEvents",
    method: "get",
    path: "/api/vast/events",
    tag: "vast",
    summary: "Recent tracking events of this server → {events, counts, total}",
    description: `The newest ${VAST_LOG_CAPACITY} VAST pixels in the tracker's store (raw events are kept for ADSTUDIO_TRACKER_RETENTION_DAYS), to check that a player's pixels arrive. Outside the admin group: the caller's companies' ads and the shipped samples. Prefetches and HEAD are not recorded; bots and empty user agents are recorded as invalid traffic.`,
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
      "Always the ad's latest published version, with absolute addresses, so players on any page can load it. Unknown ads, unpublished ones and other formats answer 404.",
    auth: "public",
    responses: { 200: { description: "The VAST document.", contentTypes: ["application/xml"] } },
  }),
};

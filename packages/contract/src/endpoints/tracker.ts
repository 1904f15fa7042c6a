import { VAST_LINEAR_EVENTS } from "@adstudio/creative/vast";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { AnalyticsQuerySchema, AnalyticsRangeSchema, CountsSchema, RatesSchema } from "./analytics-shapes";

/**
 * The XR phone page's events (issue 35): the camera allowed or refused, the poster found (once per view),
 * lost, and the time spent on it (`targetDwell` with `ms`). Taps on the anchored ad are its clicks.
 */
export const XR_EVENTS = [
  "cameraGranted",
  "cameraRefused",
  "targetFound",
  "targetLost",
  "targetDwell",
] as const;

/**
 * What a creative's runtime reports. The VAST linear events (`start` … `skip`), `playerExpand` and
 * `playerCollapse` keep VAST's names, so a player's pixels and the runtime's beacons count alike;
 * `engagement` is sent once per impression, on its first interaction or click (the engagement rate).
 */
export const TRACKER_EVENTS = [
  "impression",
  "viewable",
  "click",
  "interaction",
  "engagement",
  ...VAST_LINEAR_EVENTS,
  "pageView",
  "sceneView",
  "dwell",
  "playerExpand",
  "playerCollapse",
  "camera",
  ...XR_EVENTS,
] as const;
export type TrackerEvent = (typeof TRACKER_EVENTS)[number];

/** Events counted at most once per impression id (a repeated beacon is not a second impression). */
export const ONCE_PER_IMPRESSION: readonly TrackerEvent[] = [
  "impression",
  "viewable",
  "engagement",
  "start",
  "firstQuartile",
  "midpoint",
  "thirdQuartile",
  "complete",
  "cameraGranted",
  "cameraRefused",
  "targetFound",
];

/**
 * Why a beacon was filtered as invalid traffic (IAB/MRC general invalid traffic): a known bot or
 * non-browser agent, a repeat of a once-per-impression event, a repeat click of one exit, video progress
 * without a start, or more new impressions from one client than a person makes. Filtered beacons are
 * stored under these reasons, never counted as impressions, clicks or views.
 */
export const INVALID_REASONS = ["bot", "duplicate", "repeatClick", "noStart", "clientLimit"] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/** Whose view a beacon reports: a live ad's, a preview's (studio, showcase, embed), or filtered traffic. */
export const TRAFFIC_KINDS = ["live", "preview", "invalid"] as const;
export type TrafficKind = (typeof TRAFFIC_KINDS)[number];

/** Longest dwell one beacon may report (an hour); more is not a person looking at an ad. */
export const MAX_DWELL_MS = 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Names of exits, layers, actions, pages and sizes as render writes them: short, no spaces. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const IMPRESSION = /^[A-Za-z0-9_-]{8,64}$/;

export const TRACKER_AD_MESSAGE = "ad must be the ad's id.";
export const TRACKER_EVENT_MESSAGE = `event must be one of: ${TRACKER_EVENTS.join(", ")}.`;
export const TRACKER_IMPRESSION_MESSAGE = "imp must be 8 to 64 letters, digits, '_' or '-'.";
export const TRACKER_NAME_MESSAGE = "must be a name of up to 64 letters, digits, '.', '_', ':' or '-'.";
export const TRACKER_VERSION_MESSAGE = "v must be the ad version's number.";
export const TRACKER_PREVIEW_MESSAGE = "pv must be 1 (a preview's beacon) or left out.";
export const TRACKER_MS_MESSAGE = `ms must be a whole number of milliseconds up to ${MAX_DWELL_MS}.`;

/**
 * A well-formed beacon the published ad it names could not have sent (checked against the version `v`,
 * or the ad's latest without `v`): refused, stored nowhere. 404 when no published ad (not a draft, not
 * a template) has that id and version; 400 naming the field the version's document does not have.
 */
export const TRACKER_NO_AD_MESSAGE = "No published ad has this id and version.";
export const TRACKER_UNKNOWN_SIZE_MESSAGE = "size is not one of this ad version's sizes.";
export const TRACKER_UNSENT_EVENT_MESSAGE = "event is not one this ad's format sends.";
export const TRACKER_UNKNOWN_EXIT_MESSAGE = "exit is not one of this ad version's exits.";
export const TRACKER_UNKNOWN_LAYER_MESSAGE = "layer is not one of this ad version's layers with an action.";
export const TRACKER_UNKNOWN_ACTION_MESSAGE = "action is not one of this layer's actions in this ad version.";
export const TRACKER_UNKNOWN_PAGE_MESSAGE = "page is not one of this ad version's pages.";
export const TRACKER_UNKNOWN_SCENE_MESSAGE =
  "page is not one of this ad version's scenes (a cube's faces, a gallery's slides).";

const name = (field: string) =>
  v.optional(
    v.pipe(v.string(`${field} ${TRACKER_NAME_MESSAGE}`), v.regex(NAME, `${field} ${TRACKER_NAME_MESSAGE}`)),
  );

/**
 * One beacon, all in the query (a `sendBeacon` URL with no body): `ad`, `event` and `imp` (the
 * impression id the runtime draws per ad view) always; `size`; `exit` for clicks; `layer` and `action`
 * for interactions; `page` for page and scene views; `ms` for dwell. Missing keys read as "" so their
 * own message answers.
 */
export const TrackerBeaconQuerySchema = v.object({
  ad: v.pipe(v.optional(v.string(TRACKER_AD_MESSAGE), ""), v.regex(UUID, TRACKER_AD_MESSAGE)),
  event: v.pipe(
    v.optional(v.string(TRACKER_EVENT_MESSAGE), ""),
    v.picklist(TRACKER_EVENTS, TRACKER_EVENT_MESSAGE),
  ),
  imp: v.pipe(
    v.optional(v.string(TRACKER_IMPRESSION_MESSAGE), ""),
    v.regex(IMPRESSION, TRACKER_IMPRESSION_MESSAGE),
  ),
  /** The published version the creative came from (absent in creatives published before versions were sent). */
  v: v.optional(
    v.pipe(
      v.string(TRACKER_VERSION_MESSAGE),
      v.regex(/^[1-9]\d{0,8}$/, TRACKER_VERSION_MESSAGE),
      v.transform(Number),
      // The document describes the number the digits stand for (JSON Schema has no "digits of").
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(999_999_999),
    ),
  ),
  /** `1`: the creative runs in a preview (studio, showcase, publisher preview embed), not live. */
  pv: v.optional(v.picklist(["1"], TRACKER_PREVIEW_MESSAGE)),
  size: name("size"),
  exit: name("exit"),
  layer: name("layer"),
  action: name("action"),
  page: name("page"),
  ms: v.optional(
    v.pipe(
      v.string(TRACKER_MS_MESSAGE),
      v.regex(/^\d{1,7}$/, TRACKER_MS_MESSAGE),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(MAX_DWELL_MS, TRACKER_MS_MESSAGE),
    ),
  ),
});
export type TrackerBeaconQuery = v.InferOutput<typeof TrackerBeaconQuerySchema>;

const BEACON_DESCRIPTION =
  "Public, CORS-open, no cookies. Answered only once the event is committed (group commit), so a 204 is never lost. Prefetches and HEAD answer 204 and store nothing; a malformed beacon answers 400 and stores nothing. Every beacon is checked against the published ad version it names (`v`; without it, the ad's latest version): an ad that does not exist, is not published or is a template, or a version it does not have, answers 404; a `size`, `exit`, `layer`, `action` or `page` that version's document does not have, or an event its format never sends, answers 400 naming the field; neither stores anything. `pv=1` marks a preview's beacon: only its impression is kept, once, as a preview view. Bots (isbot), empty user agents and new impression ids over the per-client limit (ADSTUDIO_TRACKER_CLIENT_LIMIT) answer 204 and are recorded as invalid traffic, never counted live; so are repeats of once-per-impression events (duplicate), repeat clicks of one exit (repeatClick) and video progress without a start (noStart). For server-side ad insertion the device's X-Device-User-Agent and X-Device-IP are judged (X-Forwarded-For only from a stitcher listed in ADSTUDIO_TRACKER_SSAI_STITCHERS). More than 500 events of one impression answer 429. No IP is stored and the user agent only as a device class (mobile, tablet, desktop, tv, other).";

const TimeSeriesPointSchema = v.strictObject({
  /** The bucket's first instant (ISO, UTC). */
  start: v.pipe(v.string(), v.isoTimestamp()),
  /** The bucket as the caller's calendar shows it: `2026-11-25` (day) or `2026-11-25 14:00` (hour). */
  label: v.string(),
  ...CountsSchema.entries,
});

const BreakdownRowSchema = v.strictObject({
  /** The format (ad type), size (`300x250`) or device class (mobile, tablet, desktop, tv, other). */
  key: v.string(),
  ...CountsSchema.entries,
  ...RatesSchema.entries,
});

const TopAdSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  format: v.string(),
  campaign: v.nullable(v.strictObject({ _id: v.string(), name: v.string() })),
  ...CountsSchema.entries,
  ...RatesSchema.entries,
});

const LayerRowSchema = v.strictObject({
  adId: v.string(),
  adName: v.string(),
  layer: v.string(),
  action: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * How current a figure is. Figures count every event stored when they were read (`asOf`): the rollups
 * plus the events not rolled up yet, read in one snapshot. `rollupLagSeconds` says how far the rollups
 * trail (how long the oldest event not yet rolled up has waited; 0 when they hold everything): what
 * the figures cost to read, and whether the server's roller keeps up.
 */
export const AnalyticsFreshnessSchema = v.strictObject({
  asOf: v.pipe(v.string(), v.isoTimestamp()),
  rollupLagSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AnalyticsFreshness = v.InferOutput<typeof AnalyticsFreshnessSchema>;

export const ANALYTICS_BREAKDOWNS = ["format", "size", "device"] as const;
export type AnalyticsBreakdown = (typeof ANALYTICS_BREAKDOWNS)[number];
export const BREAKDOWN_MESSAGE = "by must be format, size or device.";
export const TOP_ADS_LIMIT_MESSAGE = "limit must be a whole number from 1 to 50.";

const read = {
  auth: "required",
  permissions: ["readAnalytics"],
} as const;

const FILTERS_TEXT =
  "Filters: `company`, `campaign`, `ad`, `format`; the range is `range` (DY, DT, DTM, TW, LW, 2W, T, TM; default TW) or a custom `from`/`to` (YYYY-MM-DD, both included), in `tz` (IANA, default Asia/Kolkata). Outside the admin group only the caller's companies count; another company answers 403. Answered from the rollups plus the events stored but not rolled up yet, so every answered beacon counts at once.";

/**
 * The tracker (spec endpoint group `tracker`): beacons in, and the analytics figures out. Figures are
 * company-scoped and need readAnalytics.
 */
export const trackerEndpoints = {
  beacon: endpoint({
    operationId: "trackBeacon",
    method: "post",
    path: "/api/tracker/event",
    tag: "tracker",
    summary: "A creative's beacon (`navigator.sendBeacon` / `fetch` keepalive) → 204 once durable",
    description: BEACON_DESCRIPTION,
    auth: "public",
    query: TrackerBeaconQuerySchema,
    responses: {
      204: { description: "Recorded (or not counted).", empty: true },
      ...failures(400, 404, 429),
    },
  }),
  pixel: endpoint({
    operationId: "trackPixel",
    method: "get",
    path: "/api/tracker/event",
    tag: "tracker",
    summary: "The same beacon as an image pixel → 204 once durable",
    description: BEACON_DESCRIPTION,
    auth: "public",
    query: TrackerBeaconQuerySchema,
    responses: {
      204: { description: "Recorded (or not counted).", empty: true },
      ...failures(400, 404, 429),
    },
  }),
  kpis: endpoint({
    operationId: "analyticsKpis",
    method: "get",
    path: "/api/tracker/kpis",
    tag: "tracker",
    summary: "The KPIs of a range → {range, kpis}",
    description: FILTERS_TEXT,
    ...read,
    query: AnalyticsQuerySchema,
    responses: {
      200: {
        description:
          "Counts and rates (a rate is null when its denominator is 0), and how current they are (`freshness`).",
        schema: v.strictObject({
          range: AnalyticsRangeSchema,
          kpis: v.strictObject({ ...CountsSchema.entries, ...RatesSchema.entries }),
          freshness: AnalyticsFreshnessSchema,
        }),
      },
      ...failures(400, 403),
    },
  }),
  timeseries: endpoint({
    operationId: "analyticsTimeseries",
    method: "get",
    path: "/api/tracker/timeseries",
    tag: "tracker",
    summary: "Counts per hour (ranges up to 2 days) or per day → {range, granularity, points}",
    description: `${FILTERS_TEXT} Every bucket of the range is listed, empty ones with zeros, in the caller's time zone.`,
    ...read,
    query: AnalyticsQuerySchema,
    responses: {
      200: {
        description: "One point per bucket, oldest first.",
        schema: v.strictObject({
          range: AnalyticsRangeSchema,
          granularity: v.picklist(["hour", "day"]),
          points: v.array(TimeSeriesPointSchema),
        }),
      },
      ...failures(400, 403),
    },
  }),
  breakdown: endpoint({
    operationId: "analyticsBreakdown",
    method: "get",
    path: "/api/tracker/breakdown",
    tag: "tracker",
    summary: "Counts by format, size or device (`by`) → {range, by, rows}",
    description: `${FILTERS_TEXT} Rows by impressions, most first; keys without events are absent.`,
    ...read,
    query: v.object({
      ...AnalyticsQuerySchema.entries,
      by: v.pipe(
        v.optional(v.string(BREAKDOWN_MESSAGE), ""),
        v.picklist(ANALYTICS_BREAKDOWNS, BREAKDOWN_MESSAGE),
      ),
    }),
    responses: {
      200: {
        description: "One row per format, size or device.",
        schema: v.strictObject({
          range: AnalyticsRangeSchema,
          by: v.picklist(ANALYTICS_BREAKDOWNS),
          rows: v.array(BreakdownRowSchema),
        }),
      },
      ...failures(400, 403),
    },
  }),
  topAds: endpoint({
    operationId: "analyticsTopAds",
    method: "get",
    path: "/api/tracker/top-ads",
    tag: "tracker",
    summary: "The ads with the most impressions → {range, ads}",
    description: `${FILTERS_TEXT} \`limit\` 1–50 (default 10).`,
    ...read,
    query: v.object({
      ...AnalyticsQuerySchema.entries,
      limit: v.optional(
        v.pipe(
          v.string(TOP_ADS_LIMIT_MESSAGE),
          v.regex(/^\d{1,2}$/, TOP_ADS_LIMIT_MESSAGE),
          v.transform(Number),
          v.number(),
          v.integer(),
          v.minValue(1, TOP_ADS_LIMIT_MESSAGE),
          v.maxValue(50, TOP_ADS_LIMIT_MESSAGE),
        ),
        "10",
      ),
    }),
    responses: {
      200: {
        description: "Ads by impressions, most first (ties by name).",
        schema: v.strictObject({ range: AnalyticsRangeSchema, ads: v.array(TopAdSchema) }),
      },
      ...failures(400, 403),
    },
  }),
};

/** Per-layer interactions (spec endpoint group `interactions`). */
export const interactionsEndpoints = {
  layers: endpoint({
    operationId: "analyticsLayerInteractions",
    method: "get",
    path: "/api/interactions/layers",
    tag: "tracker",
    summary: "Interactions per ad, layer and action → {range, layers}",
    description: `${FILTERS_TEXT} At most 200 rows, most first.`,
    ...read,
    query: AnalyticsQuerySchema,
    responses: {
      200: {
        description: "One row per ad, layer and action.",
        schema: v.strictObject({ range: AnalyticsRangeSchema, layers: v.array(LayerRowSchema) }),
      },
      ...failures(400, 403),
    },
  }),
};

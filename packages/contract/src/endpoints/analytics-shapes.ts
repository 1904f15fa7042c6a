import {
  AD_TYPES,
  ANALYTICS_DAY_PATTERN,
  ANALYTICS_RANGE_CODES,
  DEFAULT_ANALYTICS_RANGE,
  DEFAULT_TIMEZONE,
} from "@adstudio/core";
import * as v from "valibot";
import { named } from "../names";

export const ANALYTICS_RANGE_MESSAGE = `range must be one of: ${ANALYTICS_RANGE_CODES.join(", ")}.`;
export const ANALYTICS_DAY_MESSAGE = "from and to must be days as YYYY-MM-DD.";
export const ANALYTICS_TZ_MESSAGE = "tz must be a time zone such as Asia/Kolkata.";
/** `ad must be an ad id (a UUID).`: the field message of a filter that cannot name a record at all. */
export const analyticsIdMessage = (field: "company" | "campaign" | "ad") =>
  `${field} must be ${field === "ad" ? "an" : "a"} ${field} id (a UUID).`;
export const ANALYTICS_FORMAT_MESSAGE = "format must be an ad format.";
/** An `ad` or `campaign` filter the caller cannot see (admins: that does not exist) answers 400 with these. */
export const ANALYTICS_AD_MESSAGE = "ad must be one of your ads.";
export const ANALYTICS_CAMPAIGN_MESSAGE = "campaign must be one of your campaigns.";

const id = (field: "company" | "campaign" | "ad") =>
  v.optional(v.pipe(v.string(analyticsIdMessage(field)), v.uuid(analyticsIdMessage(field))));
const day = v.optional(
  v.pipe(v.string(ANALYTICS_DAY_MESSAGE), v.regex(ANALYTICS_DAY_PATTERN, ANALYTICS_DAY_MESSAGE)),
);

/**
 * The filters every analytics query takes. `from` and `to` (both or neither) make a custom range and win
 * over `range`; the server also checks they are real days, in order, at most two years apart, and that
 * `tz` is a zone it knows (400 with the messages above otherwise).
 */
export const AnalyticsQuerySchema = v.object({
  company: id("company"),
  campaign: id("campaign"),
  ad: id("ad"),
  format: v.optional(v.picklist(AD_TYPES, ANALYTICS_FORMAT_MESSAGE)),
  range: v.optional(v.picklist(ANALYTICS_RANGE_CODES, ANALYTICS_RANGE_MESSAGE), DEFAULT_ANALYTICS_RANGE),
  from: day,
  to: day,
  tz: v.optional(
    v.pipe(v.string(ANALYTICS_TZ_MESSAGE), v.regex(/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/, ANALYTICS_TZ_MESSAGE)),
    DEFAULT_TIMEZONE,
  ),
});
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>;
export type AnalyticsQueryInput = v.InferInput<typeof AnalyticsQuerySchema>;

/** The range a query was answered for: instants [from, to) and the calendar days in `timeZone`. */
export const AnalyticsRangeSchema = named(
  "AnalyticsRange",
  v.strictObject({
    /** The range code, or `custom` for from/to. */
    code: v.picklist([...ANALYTICS_RANGE_CODES, "custom"]),
    from: v.pipe(v.string(), v.isoTimestamp()),
    /** Exclusive. */
    to: v.pipe(v.string(), v.isoTimestamp()),
    firstDay: v.string(),
    lastDay: v.string(),
    timeZone: v.string(),
  }),
);
export type AnalyticsRange = v.InferOutput<typeof AnalyticsRangeSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const rate = v.nullable(v.pipe(v.number(), v.minValue(0)));

/**
 * Event counts. `viewable` is MRC viewable impressions; `videoStarts`/`videoCompletes` are VAST start/complete.
 * Every count but the last two is live traffic only; `invalid` and `previewViews` stand beside them.
 */
export const CountsSchema = v.strictObject({
  impressions: count,
  viewable: count,
  clicks: count,
  interactions: count,
  /** Impressions with at least one interaction or click. */
  engagements: count,
  videoStarts: count,
  videoCompletes: count,
  qrScans: count,
  /** XR Studio's phone page (issue 35): the camera allowed, refused, and the poster found (once per view). */
  cameraGranted: count,
  cameraRefused: count,
  targetFound: count,
  /** Times the poster went out of the camera's view after it was found. */
  targetLost: count,
  /** Milliseconds the poster was tracked, summed over the page views that reported it. */
  targetDwellMs: count,
  /** Beacons filtered as invalid traffic (bots, repeats, repeat clicks, progress without a start, over a client's limit). */
  invalid: count,
  /** Impressions of previews (studio, showcase, publisher preview embed), never in the live figures. */
  previewViews: count,
});
export type AnalyticsCounts = v.InferOutput<typeof CountsSchema>;

/** Fractions 0–1 (not percentages); null when the denominator is 0. */
export const RatesSchema = v.strictObject({
  /** viewable ÷ impressions. */
  viewableRate: rate,
  /** clicks ÷ impressions. */
  ctr: rate,
  /** engagements ÷ impressions. */
  engagementRate: rate,
  /** videoCompletes ÷ videoStarts. */
  videoCompletionRate: rate,
});
export type AnalyticsRates = v.InferOutput<typeof RatesSchema>;

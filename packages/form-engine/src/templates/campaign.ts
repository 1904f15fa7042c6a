import { SIZES } from "@adstudio/core";
import type { Field, FieldOption, Template } from "../template/types";

/** Lifecycle states of a campaign, in the order the status select offers them. */
export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "completed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_OBJECTIVES = [
  { label: "Awareness", value: "awareness" },
  { label: "Traffic", value: "traffic" },
  { label: "Engagement", value: "engagement" },
  { label: "Leads", value: "leads" },
  { label: "Conversions", value: "conversions" },
  { label: "App installs", value: "app-installs" },
  { label: "Video views", value: "video-views" },
] as const satisfies readonly FieldOption[];

/** Where campaign uploads are stored (`campaign/images/…`, spec shell §5 'Rendering rules'). */
export const CAMPAIGN_FEATURE_KEY = "campaign";

/**
 * Upload limits. Every new file travels base64-encoded in the save request, which the API caps at 2 MB:
 * a 1 MB brief plus three 128 KB logos stay under it.
 */
export const CAMPAIGN_BRIEF_MAX_MB = 1;
export const CAMPAIGN_LOGO_MAX_MB = 0.125;
export const CAMPAIGN_MAX_LOGOS = 3;

/**
 * Money and count bounds. The largest flight costs 10 000 000 000 / 1000 × 10 000 = 100 000 000 000 and
 * 500 of them 50 000 000 000 000: within the `numeric(16, 2)` budget column (< 10^14) and within the
 * range where a JavaScript number still holds every cent (< 2^53 cents ≈ 9 × 10^13). Real campaigns sit
 * far below: CPMs are cents to hundreds, a flight's impressions rarely billions.
 */
export const CAMPAIGN_MAX_IMPRESSIONS = 10_000_000_000;
export const CAMPAIGN_MAX_CPM_RATE = 10_000;
export const CAMPAIGN_MAX_FLIGHTS = 500;

/** Messages of the campaign form (the template's own; the engine's defaults name the label). */
export const CAMPAIGN_MESSAGES = {
  name: "Campaign name should not be blank.",
  advertiser: "Choose the advertiser company.",
  objective: "Choose an objective.",
  status: "Choose a status.",
  startDate: "Start date should not be blank.",
  endDate: "End date should not be blank.",
  endBeforeStart: "End date must not be before the start date.",
  placement: "Placement should not be blank.",
  size: "Choose a size.",
  flightStart: "Flight start should not be blank.",
  flightEnd: "Flight end should not be blank.",
  flightStartOutside: "A flight must start within the campaign dates.",
  flightEndOutside: "A flight must end within the campaign dates.",
  flightEndBeforeStart: "A flight must not end before it starts.",
  impressions: "Impressions should not be blank.",
  impressionsWhole: "Impressions must be a whole number of at least 1.",
  impressionsMax: "Impressions must be at most 10,000,000,000.",
  cpmRate: "CPM rate should not be blank.",
  cpmRateMax: "CPM rate must be at most 10,000.",
  tooManyFlights: "Add at most 500 flights.",
  brief: "The brief must be a PDF or an image of at most 1 MB.",
  logos: "Each logo must be an image of at most 128 KB.",
  tooManyLogos: "Add at most 3 logos.",
} as const;

const M = CAMPAIGN_MESSAGES;

/** The size catalogue (spec studio §9) as choices. */
const SIZE_OPTIONS: FieldOption[] = SIZES.map((entry) => ({ label: entry.size, value: entry.size }));

/** A flight's fields are validated only once the row has something in it (an empty row is ignored). */
const FLIGHT_ROW = ["placement", "size", "startDate", "endDate", "impressions", "cpmRate"];

const flights: Field = {
  name: "flights",
  label: "Flights",
  kind: "array",
  layout: { type: "table", pageSize: 5 },
  validation: { maxLength: { value: CAMPAIGN_MAX_FLIGHTS, message: M.tooManyFlights } },
  fields: [
    {
      name: "placement",
      label: "Placement",
      kind: "text",
      placeholder: "Site or section",
      validation: { required: M.placement, maxLength: 120, validateRow: FLIGHT_ROW },
    },
    {
      name: "size",
      label: "Size",
      kind: "select",
      options: SIZE_OPTIONS,
      validation: { required: M.size, validateRow: FLIGHT_ROW },
    },
    {
      name: "startDate",
      label: "Start",
      kind: "date",
      validation: {
        required: M.flightStart,
        validateRow: FLIGHT_ROW,
        validate: [
          { condition: "*.startDate >= startDate", message: M.flightStartOutside },
          { condition: "*.startDate <= endDate", message: M.flightStartOutside },
        ],
      },
    },
    {
      name: "endDate",
      label: "End",
      kind: "date",
      validation: {
        required: M.flightEnd,
        validateRow: FLIGHT_ROW,
        validate: [
          { condition: "*.endDate >= *.startDate", message: M.flightEndBeforeStart },
          { condition: "*.endDate <= endDate", message: M.flightEndOutside },
          { condition: "*.endDate >= startDate", message: M.flightEndOutside },
        ],
      },
    },
    {
      name: "impressions",
      label: "Impressions",
      kind: "number",
      validation: {
        required: M.impressions,
        validateRow: FLIGHT_ROW,
        min: { value: 1, message: M.impressionsWhole },
        max: { value: CAMPAIGN_MAX_IMPRESSIONS, message: M.impressionsMax },
        pattern: { value: "^\\d+$", message: M.impressionsWhole },
      },
    },
    {
      name: "cpmRate",
      label: "CPM rate",
      kind: "number",
      description: "Price per 1,000 impressions",
      validation: {
        required: M.cpmRate,
        validateRow: FLIGHT_ROW,
        max: { value: CAMPAIGN_MAX_CPM_RATE, message: M.cpmRateMax },
      },
    },
    {
      // Cost = impressions / 1000 × CPM.
      name: "cost",
      label: "Cost",
      kind: "computed",
      computed: { op: "multiply", sources: ["*.impressions", "*.cpmRate", 0.001], decimals: 2 },
    },
  ],
};

/**
 * The campaign form (studio issue 'campaigns'): the first real template of the dynamic-form engine. The
 * studio renders it, and the API validates every save with its compiled schema and recomputes the flight
 * costs and the total budget. `advertiserCompany` lists no options here: the studio fills them in with the
 * companies the user may choose, and the API checks the choice.
 */
export const campaignTemplate: Template = {
  title: "Campaign",
  layout: { columns: 2, spacing: 2 },
  sections: [
    {
      title: "Campaign",
      fields: [
        {
          name: "name",
          label: "Campaign name",
          kind: "text",
          validation: { required: M.name, maxLength: 120 },
        },
        {
          name: "advertiserCompany",
          label: "Advertiser company",
          kind: "select",
          validation: { required: M.advertiser },
        },
        { name: "brand", label: "Brand", kind: "text", validation: { maxLength: 120 } },
        {
          name: "objective",
          label: "Objective",
          kind: "select",
          options: [...CAMPAIGN_OBJECTIVES],
          validation: { required: M.objective },
        },
        {
          name: "startDate",
          label: "Start date",
          kind: "date",
          validation: { required: M.startDate },
        },
        {
          name: "endDate",
          label: "End date",
          kind: "date",
          validation: {
            required: M.endDate,
            validate: [{ condition: "endDate >= startDate", message: M.endBeforeStart }],
          },
        },
        {
          name: "status",
          label: "Status",
          kind: "select",
          defaultValue: "draft",
          options: CAMPAIGN_STATUSES.map((status) => ({
            label: status[0]?.toUpperCase() + status.slice(1),
            value: status,
          })),
          validation: { required: M.status },
        },
      ],
    },
    {
      title: "Flights",
      layout: { columns: 1 },
      fields: [
        flights,
        {
          name: "totalBudget",
          label: "Total budget",
          kind: "computed",
          computed: { op: "add", sources: ["flights.*.cost"], decimals: 2 },
        },
      ],
    },
    {
      title: "Notes and attachments",
      layout: { columns: 1 },
      fields: [
        { name: "notes", label: "Notes", kind: "richText", validation: { maxLength: 5000 } },
        {
          name: "brief",
          label: "Brief",
          kind: "attachment",
          description: "A PDF or an image, at most 1 MB.",
          attachment: {
            featureKey: CAMPAIGN_FEATURE_KEY,
            accept: ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"],
          },
          validation: { size: { value: CAMPAIGN_BRIEF_MAX_MB, message: M.brief } },
        },
        {
          name: "logos",
          label: "Logos",
          kind: "file",
          description: "Up to 3 images, at most 128 KB each.",
          attachment: {
            featureKey: CAMPAIGN_FEATURE_KEY,
            accept: ["image/png", "image/jpeg", "image/gif", "image/webp"],
          },
          validation: {
            size: { value: CAMPAIGN_LOGO_MAX_MB, message: M.logos },
            maxLength: { value: CAMPAIGN_MAX_LOGOS, message: M.tooManyLogos },
          },
        },
      ],
    },
  ],
  buttons: [
    { name: "save", label: "Save", kind: "submit" },
    { name: "reset", label: "Reset", kind: "reset" },
    { name: "cancel", label: "Cancel", kind: "cancel", disableOnClick: false },
  ],
};

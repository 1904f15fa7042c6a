import * as v from "valibot";
import { endpoint } from "../endpoint";
import { named } from "../names";

/**
 * An item of the quick panel (spec shell §3 'Quick-panel data: notes and events, each with id, title,
 * detail'), with when it happens and where it leads in the studio.
 */
export const QuickPanelItemSchema = named(
  "QuickPanelItem",
  v.strictObject({
    id: v.string(),
    title: v.string(),
    detail: v.string(),
    /** ISO 8601: the day a flight starts or ends, the moment an ad was published, a note's time. */
    time: v.pipe(v.string(), v.isoTimestamp()),
    /** A studio path (`/studio/campaign/…`, `/studio/ads/…`, `/studio/notes`). */
    url: v.string(),
  }),
);
export type QuickPanelItem = v.InferOutput<typeof QuickPanelItemSchema>;

export const QuickPanelDataSchema = named(
  "QuickPanelData",
  v.strictObject({ events: v.array(QuickPanelItemSchema), notes: v.array(QuickPanelItemSchema) }),
);
export type QuickPanelData = v.InferOutput<typeof QuickPanelDataSchema>;

/** The quick side panel (spec shell §7 `GET /api/quick-panel/data`). */
export const quickPanelEndpoints = {
  data: endpoint({
    operationId: "getQuickPanelData",
    method: "get",
    path: "/api/quick-panel/data",
    tag: "quickPanel",
    summary: "The caller's upcoming events and latest notes → {events, notes}",
    description:
      "Events are real records of the caller's companies (all companies for the admin group): campaign flights starting or ending in the next 30 days, and ads published in the last 7, soonest first. Notes are the caller's own latest unarchived notes.",
    auth: "required",
    responses: {
      200: {
        description: "Events and notes.",
        schema: QuickPanelDataSchema,
        example: {
          events: [
            {
              id: "flight-start:8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
              title: "Spring sale starts",
              detail: "Campaign flight, Acme Coffee",
              time: "2026-12-01T00:00:00.000Z",
              url: "/studio/campaign/8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
            },
          ],
          notes: [],
        },
      },
    },
  }),
};

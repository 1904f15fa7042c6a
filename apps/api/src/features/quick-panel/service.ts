import type { QuickPanelData, QuickPanelItem } from "@adstudio/contract";
import { isAdmin } from "@adstudio/core";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { latestNotes } from "../notes/index.js";
import * as repo from "./repo.js";

/** Flights starting or ending this many days ahead (today included) are upcoming events. */
export const FLIGHT_HORIZON_DAYS = 30;
/** Ads published this many days back are still news. */
export const PUBLISHED_LOOKBACK_DAYS = 7;
const MAX_EVENTS = 10;
const MAX_NOTES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: Date) => time.toISOString().slice(0, 10);
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** Each flight that starts or ends in the window is one event on that day. */
function flightEvents(rows: Awaited<ReturnType<typeof repo.flightsBetween>>, from: string, to: string) {
  const events: QuickPanelItem[] = [];
  const inWindow = (day: string | null): day is string => !!day && day >= from && day <= to;
  for (const row of rows) {
    const company = row.companyName ? `, ${row.companyName}` : "";
    const url = `/studio/campaign-detail/${row.id}`;
    if (inWindow(row.startDate)) {
      events.push({
        id: `flight-start:${row.id}`,
        title: `${row.name} starts`,
        detail: `Campaign flight${company}, ${dayLabel(row.startDate)}`,
        time: `${row.startDate}T00:00:00.000Z`,
        url,
      });
    }
    if (inWindow(row.endDate)) {
      events.push({
        id: `flight-end:${row.id}`,
        title: `${row.name} ends`,
        detail: `Campaign flight${company}, ${dayLabel(row.endDate)}`,
        time: `${row.endDate}T00:00:00.000Z`,
        url,
      });
    }
  }
  return events;
}

/**
 * `GET /api/quick-panel/data`: the caller's upcoming flights (today and the next 30 days) soonest first,
 * then ads published in the last 7 days latest first, from the caller's companies (all for the admin
 * group); and their own latest notes that are not archived.
 */
export async function quickPanelData(deps: AppDeps, auth: AuthContext): Promise<QuickPanelData> {
  const { db } = deps.database;
  const now = deps.clock();
  const scope = isAdmin(auth) ? null : auth.user.companyIds;
  const from = isoDay(now);
  const to = isoDay(new Date(now.getTime() + FLIGHT_HORIZON_DAYS * DAY_MS));
  const [flights, published, notes] = await Promise.all([
    repo.flightsBetween(db, scope, from, to, MAX_EVENTS * 2),
    repo.publishedSince(db, scope, new Date(now.getTime() - PUBLISHED_LOOKBACK_DAYS * DAY_MS), MAX_EVENTS),
    latestNotes(db, auth.user.id, MAX_NOTES),
  ]);
  const upcoming = flightEvents(flights, from, to).sort((a, b) => a.time.localeCompare(b.time));
  const news: QuickPanelItem[] = published.map((row) => ({
    id: `published:${row.adId}:${row.version}`,
    title: `${row.name} published`,
    detail: `Version ${row.version}`,
    time: row.publishedAt.toISOString(),
    url: `/studio/ad-details/${row.adId}`,
  }));
  return {
    events: [...upcoming, ...news].slice(0, MAX_EVENTS),
    notes: notes.map((note) => ({
      id: note.id,
      title: note.title || "Untitled note",
      detail: note.description,
      time: note.time,
      url: "/studio/notes",
    })),
  };
}

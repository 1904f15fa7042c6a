import type { ReportScheduleRecord } from "@adstudio/api-client";
import { REPORT_WEEKDAYS, TIME_ZONES } from "@adstudio/core";

const pad = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** "Daily at 08:00" / "Mondays at 08:00", on the schedule's clock. */
export function whenText(report: Pick<ReportScheduleRecord, "frequency" | "weekday" | "hour">): string {
  if (report.frequency === "daily") return `Daily at ${pad(report.hour)}`;
  const day = REPORT_WEEKDAYS.find((entry) => entry.value === report.weekday)?.label ?? "Monday";
  return `${day}s at ${pad(report.hour)}`;
}

/** The hour choices, 00:00 … 23:00. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: pad(hour),
}));

export const WEEKDAY_OPTIONS = REPORT_WEEKDAYS.map((day) => ({ value: String(day.value), label: day.label }));

/**
 * Time-zone choices by IANA name, labelled with the zone's display text ("(UTC+05:30) Chennai, Kolkata…"),
 * each name once; a stored name the list does not hold is offered as itself.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const zone of TIME_ZONES) {
    const name = zone.utc[0];
    if (!name || seen.has(name)) continue;
    seen.add(name);
    options.push({ value: name, label: `${zone.text} – ${name}` });
  }
  if (current && !seen.has(current)) options.unshift({ value: current, label: current });
  return options;
}

/** A date-time as the user's browser shows it, in the schedule's time zone. */
export function formatInZone(iso: string | null, timeZone: string): string {
  if (!iso) return "–";
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

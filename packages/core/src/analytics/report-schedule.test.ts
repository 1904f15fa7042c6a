import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { validateInput } from "../validation/validate";
import { nextReportRun, ReportScheduleSchema, reportPeriod } from "./report-schedule";

const COMPANY = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const daily = { frequency: "daily", weekday: 1, hour: 8, timeZone: "Asia/Kolkata" } as const;

describe("nextReportRun", () => {
  it("sends at 08:00 Kolkata time (02:30 UTC), the same day before it and the next day from it on", () => {
    expect(nextReportRun(daily, new Date("2026-11-25T02:29:59.999Z")).toISOString()).toBe(
      "2026-11-25T02:30:00.000Z",
    );
    expect(nextReportRun(daily, new Date("2026-11-25T02:30:00.000Z")).toISOString()).toBe(
      "2026-11-26T02:30:00.000Z",
    );
  });

  it("counts the day on the schedule's clock: 23:00 UTC is already the next day in Kolkata", () => {
    expect(nextReportRun(daily, new Date("2026-11-24T23:00:00Z")).toISOString()).toBe(
      "2026-11-25T02:30:00.000Z",
    );
  });

  it("sends a weekly report on its weekday only", () => {
    // 2026-11-25 is a Wednesday; Monday 30 November at 08:00 IST.
    const weekly = { ...daily, frequency: "weekly", weekday: 1 } as const;
    expect(nextReportRun(weekly, new Date("2026-11-25T12:00:00Z")).toISOString()).toBe(
      "2026-11-30T02:30:00.000Z",
    );
    expect(nextReportRun(weekly, new Date("2026-11-30T02:30:00Z")).toISOString()).toBe(
      "2026-12-07T02:30:00.000Z",
    );
  });

  it("follows daylight saving time: 08:00 in New York is 13:00 UTC in winter and 12:00 UTC in summer", () => {
    const ny = { ...daily, timeZone: "America/New_York" };
    expect(nextReportRun(ny, new Date("2026-03-07T14:00:00Z")).toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    );
    expect(nextReportRun(ny, new Date("2026-03-06T14:00:00Z")).toISOString()).toBe(
      "2026-03-07T13:00:00.000Z",
    );
  });
});

describe("reportPeriod", () => {
  it("reports yesterday for a daily send and the seven days before the send day for a weekly one", () => {
    const monday = new Date("2026-11-30T02:30:00Z");
    expect(reportPeriod("daily", "Asia/Kolkata", monday)).toEqual({ from: "2026-11-29", to: "2026-11-29" });
    expect(reportPeriod("weekly", "Asia/Kolkata", monday)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("takes the day from the schedule's time zone", () => {
    // 20:00 UTC on the 29th is already the 30th in Kolkata.
    expect(reportPeriod("daily", "Asia/Kolkata", new Date("2026-11-29T20:00:00Z"))).toEqual({
      from: "2026-11-29",
      to: "2026-11-29",
    });
    expect(reportPeriod("daily", "UTC", new Date("2026-11-29T20:00:00Z"))).toEqual({
      from: "2026-11-28",
      to: "2026-11-28",
    });
  });
});

describe("ReportScheduleSchema", () => {
  const valid = { name: "Weekly", company: COMPANY, recipients: ["Ops@Acme.example"], frequency: "weekly" };

  it("fills the defaults: 08:00, Monday, Asia/Kolkata, no filters, active; recipients lower-cased once", () => {
    const out = v.parse(ReportScheduleSchema, {
      ...valid,
      recipients: ["Ops@Acme.example", "ops@acme.example"],
    });
    expect(out).toEqual({
      name: "Weekly",
      company: COMPANY,
      recipients: ["ops@acme.example"],
      frequency: "weekly",
      weekday: 1,
      hour: 8,
      timeZone: "Asia/Kolkata",
      filters: { campaign: "", ad: "", format: "" },
      active: true,
    });
  });

  it.each([
    [{ name: " " }, "name", "Name should not be blank."],
    [{ company: "" }, "company", "Choose the report's company."],
    [{ recipients: [] }, "recipients", "Add at least one recipient."],
    [{ recipients: ["not-mail"] }, "recipients.0", "Each recipient must be an email address."],
    [
      { recipients: ["a@b.example, c@d.example"] },
      "recipients.0",
      "Each recipient must be an email address.",
    ],
    [
      { recipients: Array.from({ length: 21 }, (_, i) => `p${i}@acme.example`) },
      "recipients",
      "A report goes to at most 20 recipients.",
    ],
    [{ frequency: "hourly" }, "frequency", "Choose daily or weekly."],
    [{ weekday: 8 }, "weekday", "Choose a day of the week."],
    [{ hour: 24 }, "hour", "Choose an hour from 0 to 23."],
    [{ timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone such as Asia/Kolkata."],
    [{ filters: { format: "billboard" } }, "filters.format", "Choose a format from the list."],
    [{ filters: { campaign: "x" } }, "filters.campaign", "Choose one from the list."],
  ])("refuses %j with its message", (change, field, message) => {
    const result = validateInput(ReportScheduleSchema, { ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });
});

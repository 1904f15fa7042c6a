import {
  type FigureCounts,
  nextReportRun,
  type ReportFilters,
  type ReportPeriod,
  reportPeriod,
} from "@adstudio/core";
import { figuresCsv } from "@adstudio/core/csv";
import type { Database } from "../../db/client.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import * as repo from "./repo.js";

/** What a report holds: one line per day of its period and the total, for one company and its filters. */
export type ReportFigures = (query: {
  companyId: string;
  filters: ReportFilters;
  period: ReportPeriod;
  timeZone: string;
}) => Promise<{ days: ({ label: string } & FigureCounts)[]; total: FigureCounts }>;

export interface ReportSchedulerOptions {
  database: Database;
  mailer: Mailer;
  mailFrom: string;
  logger: Logger;
  figures: ReportFigures;
  /** The time; tests move it across a due time. */
  clock?: () => Date;
  /** How often due reports are looked for (default a minute: reports are sent on the hour). */
  intervalMs?: number;
}

/** After a failed send the report is tried again this much later (never past its next regular send). */
export const REPORT_RETRY_MS = 15 * 60_000;

const FREQUENCY_WORD = { daily: "Daily", weekly: "Weekly" } as const;

/** The mail's subject, text and attachment name for one send. */
export function reportMail(row: repo.ReportScheduleWithCompany, period: ReportPeriod) {
  const days = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  const company = row.companyName || "your company";
  return {
    subject: `${FREQUENCY_WORD[row.frequency]} report "${row.name}": ${days}`,
    text: [
      `The attached CSV holds ${company}'s ad figures for ${days} (${row.timeZone}), one line per day and a total.`,
      "",
      "You receive this report because someone added you to it in Adstudio. To change or stop it, edit the",
      "schedule on the Scheduled reports page.",
    ].join("\n"),
    filename: `adstudio-report-${period.from}-${period.to}.csv`,
  };
}

/**
 * Mails due scheduled reports. Any number of API processes may run one: each due schedule is claimed
 * in a transaction with `FOR UPDATE SKIP LOCKED`, sent, and moved to its next send before the commit,
 * so it is mailed once. A crash mid-send rolls the claim back and the report goes out at the next look
 * (at least once rather than never). Recipients and addresses are never logged.
 */
export class ReportScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly clock: () => Date;

  constructor(private readonly options: ReportSchedulerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? 60_000);
    this.timer.unref();
    void this.tick();
  }

  /** Stops looking and waits for a send in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runDue();
    try {
      await this.running;
    } catch (error) {
      this.options.logger.error({ err: error }, "scheduled reports: looking for due reports failed");
    } finally {
      this.running = undefined;
    }
  }

  /** Sends every report due now, one claim at a time; answers how many were mailed. */
  async runDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const outcome = await this.options.database.db.transaction(async (tx) => {
        const [row] = await repo.claimDue(tx, this.clock(), 1);
        if (!row) return "none" as const;
        const ok = await this.send(row);
        const now = this.clock();
        const next = nextReportRun(row, now);
        await repo.recordRun(tx, row.id, {
          nextRunAt: ok === true ? next : new Date(Math.min(now.getTime() + REPORT_RETRY_MS, next.getTime())),
          sentAt: ok === true ? now : null,
          error: ok === true ? "" : ok,
        });
        return ok === true ? ("sent" as const) : ("failed" as const);
      });
      if (outcome === "none") return sent;
      if (outcome === "sent") sent += 1;
    }
  }

  /** Builds and mails one report: true, or why it failed (stored for the schedule's page). */
  private async send(row: repo.ReportScheduleWithCompany): Promise<true | string> {
    const { logger } = this.options;
    const period = reportPeriod(row.frequency, row.timeZone, row.nextRunAt ?? this.clock());
    try {
      const figures = await this.options.figures({
        companyId: row.companyId,
        filters: row.filters,
        period,
        timeZone: row.timeZone,
      });
      const mail = reportMail(row, period);
      await this.options.mailer.send({
        from: this.options.mailFrom,
        to: row.recipients,
        subject: mail.subject,
        text: mail.text,
        attachments: [
          {
            filename: mail.filename,
            content: figuresCsv("Day", figures.days, figures.total),
            contentType: "text/csv; charset=utf-8",
          },
        ],
      });
      logger.info({ reportSchedule: row.id, recipients: row.recipients.length }, "scheduled report sent");
      return true;
    } catch (error) {
      // The SMTP server's reply can quote an address, so only the error's kind is logged.
      const reason = error instanceof Error ? error.message.slice(0, 300) : "Sending failed";
      logger.warn(
        { reportSchedule: row.id, error: error instanceof Error ? error.name : "Error" },
        "scheduled report not sent",
      );
      return reason || "Sending failed";
    }
  }
}

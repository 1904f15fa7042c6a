import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase } from "../../db/client.js";
import { createLogger } from "../../logger.js";
import { createSmtpMailer } from "../../mail/mailer.js";
import { signInSuperadmin } from "../../test-support/accounts.js";
import {
  type CapturedMail,
  decodeTransfer,
  parseHeaders,
  type SmtpCapture,
  startSmtpCapture,
} from "../../test-support/smtp-capture.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";
import { beacon, createCompany, insertPublishedAd } from "../../test-support/tracker-fixtures.js";
import { TrackerIngest } from "../tracker/index.js";
import { reportFigures } from "./figures.js";
import { REPORT_RETRY_MS, ReportScheduler } from "./scheduler.js";

/** A report mail's parts: its text and its one attachment, decoded. */
interface ReportParts {
  text: string;
  attachment: { filename: string; contentType: string; body: string } | null;
}

let smtp: SmtpCapture<ReportParts>;
let received: (CapturedMail & ReportParts)[];
let t: TestContext;
let admin: string;
let acme: string;
let adA: string;
let adB: string;
let logLines: string[];

/** 15:30 in Kolkata on Tuesday 24 November 2026: when the test's events happen. */
const EVENTS_AT = new Date("2026-11-24T10:00:00Z");
/** 08:00 in Kolkata on the 25th: when a daily 08:00 report of the 24th is due. */
const DUE = new Date("2026-11-25T02:30:00Z");
/** What the tracker's clock shows: EVENTS_AT unless a test sends events at another moment. */
let eventsAt = EVENTS_AT;

beforeAll(async () => {
  smtp = await startSmtpCapture(reportParts);
  received = smtp.received;
  t = await createTestContext();
  admin = await signInSuperadmin(t);
  acme = await createCompany(t, admin, "Acme Reports");
  adA = await insertPublishedAd(t, acme, { name: "Spring cube" });
  adB = await insertPublishedAd(t, acme, { name: "Winter story", type: "story" });
  // The events happen on the 24th, Kolkata time, through the real tracker endpoint.
  await t.deps.tracker.close();
  t.deps.tracker = new TrackerIngest(t.deps.database, { clock: () => eventsAt });
  await t.deps.tracker.start();
  const send = async (ad: string, event: string, imp: string) =>
    expect(
      (
        await beacon(t, {
          ad,
          event,
          imp,
          size: "sz300x250",
          ...(event === "click" ? { exit: "clickTag" } : {}),
        })
      ).status,
    ).toBe(204);
  for (const imp of ["imp-a-0001", "imp-a-0002", "imp-a-0003"]) await send(adA, "impression", imp);
  await send(adA, "viewable", "imp-a-0001");
  await send(adA, "viewable", "imp-a-0002");
  await send(adA, "click", "imp-a-0001");
  await send(adB, "impression", "imp-b-0001");
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.reset();
  logLines = [];
  await t.deps.database.pool.query("delete from report_schedules");
});

/** Splits a multipart report mail into its text part and its one attachment (base64 or quoted-printable). */
function reportParts(mail: CapturedMail): ReportParts {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers.get("content-type") ?? "")?.[1] ?? "";
  const raw = mail.raw;
  let text = "";
  let attachment: ReportParts["attachment"] = null;
  for (const part of raw.slice(raw.indexOf("\r\n\r\n") + 4).split(`--${boundary}`)) {
    const at = part.indexOf("\r\n\r\n");
    if (at < 0) continue;
    const partHeaders = parseHeaders(part.slice(0, at).trim());
    const encoded = part.slice(at + 4).replace(/\r\n$/, "");
    const body = decodeTransfer(encoded, partHeaders.get("content-transfer-encoding"));
    const disposition = partHeaders.get("content-disposition") ?? "";
    if (disposition.startsWith("attachment")) {
      attachment = {
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "",
        contentType: partHeaders.get("content-type") ?? "",
        body,
      };
    } else if ((partHeaders.get("content-type") ?? "").startsWith("text/plain")) {
      text = body.replace(/\r\n/g, "\n");
    }
  }
  return { text, attachment };
}

function scheduler(clock: () => Date, database = t.deps.database) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  return new ReportScheduler({
    database,
    mailer: createSmtpMailer(smtp.url),
    mailFrom: "Adstudio Reports <reports@provider.example>",
    logger: createLogger("info", sink),
    figures: reportFigures(database),
    clock,
  });
}

/** A schedule made through the API, then set due at `due` as if saved before it. */
async function dueSchedule(body: Record<string, unknown>, due = DUE): Promise<string> {
  const res = await t.request("POST", "/api/reportSchedule/create", {
    token: admin,
    body: {
      name: "Daily figures",
      company: acme,
      recipients: ["ops@acme.example"],
      frequency: "daily",
      ...body,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = (await json(res)).reportSchedule._id;
  await t.deps.database.pool.query("update report_schedules set next_run_at = $2 where id = $1", [id, due]);
  return id;
}

async function stored(id: string) {
  return (await json(await t.request("GET", `/api/reportSchedule/${id}`, { token: admin }))).reportSchedule;
}

const HEADER =
  "\ufeffDay,Impressions,Viewable impressions,Viewable rate (%),Clicks,CTR (%),Interactions,Engagement rate (%),Video starts,Video completes,Video completion rate (%),QR scans";

describe("scheduled report sends", () => {
  it("sends nothing a millisecond before 08:00 Kolkata time, and at 08:00 mails the day before as a CSV once", async () => {
    const id = await dueSchedule({ recipients: ["ops@acme.example", "ceo@acme.example"] });
    let now = new Date(DUE.getTime() - 1);
    const run = scheduler(() => now);

    expect(await run.runDue()).toBe(0);
    expect(received).toEqual([]);

    now = DUE;
    expect(await run.runDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual(["ops@acme.example", "ceo@acme.example"]);
    expect(mail?.subject).toBe('Daily report "Daily figures": 2026-11-24');
    expect(mail?.text).toContain("Acme Reports's ad figures for 2026-11-24 (Asia/Kolkata)");
    expect(mail?.attachment?.filename).toBe("adstudio-report-2026-11-24-2026-11-24.csv");
    expect(mail?.attachment?.contentType).toMatch(/^text\/csv/);
    expect(mail?.attachment?.body.split("\r\n")).toEqual([
      HEADER,
      "2026-11-24,4,2,50,1,25,0,0,0,0,,0",
      "Total,4,2,50,1,25,0,0,0,0,,0",
      "",
    ]);

    const after = await stored(id);
    expect(after.lastSentAt).toBe(DUE.toISOString());
    expect(after.nextRunAt).toBe("2026-11-26T02:30:00.000Z");
    expect(after.lastError).toBe("");
    // Due again only tomorrow.
    expect(await run.runDue()).toBe(0);
    expect(received).toHaveLength(1);
    // Who receives it stays out of the logs.
    expect(logLines.join("")).not.toContain("acme.example");
    expect(logLines.join("")).toContain("scheduled report sent");
  });

  it("holds only the filtered ad's figures, and a weekly report the seven days before the send day", async () => {
    // Monday 30 November, 08:00 Kolkata: the week of the 23rd to the 29th.
    const monday = new Date("2026-11-30T02:30:00Z");
    await dueSchedule({ frequency: "weekly", weekday: 1, filters: { ad: adB } }, monday);
    expect(await scheduler(() => monday).runDue()).toBe(1);
    const lines = received[0]?.attachment?.body.split("\r\n") ?? [];
    expect(received[0]?.subject).toBe('Weekly report "Daily figures": 2026-11-23 to 2026-11-29');
    expect(lines).toHaveLength(10);
    expect(lines[1]).toBe("2026-11-23,0,0,,0,,0,,0,0,,0");
    expect(lines[2]).toBe("2026-11-24,1,0,0,0,0,0,0,0,0,,0");
    expect(lines[8]).toBe("Total,1,0,0,0,0,0,0,0,0,,0");
  });

  it("counts an event at 00:30 Kolkata time on that Kolkata day, not on the UTC day before", async () => {
    // A company of its own, so the other tests' figures stay as they are.
    const night = await createCompany(t, admin, "Night Owl Media");
    const ad = await insertPublishedAd(t, night, { name: "Midnight sticker" });
    // 00:30 on Tuesday 24 November in Kolkata is still Monday the 23rd (19:00) in UTC.
    eventsAt = new Date("2026-11-23T19:00:00Z");
    try {
      expect(
        (await beacon(t, { ad, event: "impression", imp: "imp-night-01", size: "sz300x250" })).status,
      ).toBe(204);
    } finally {
      eventsAt = EVENTS_AT;
    }
    // Monday 30 November, 08:00 Kolkata: the week of the 23rd to the 29th, one line per Kolkata day.
    const monday = new Date("2026-11-30T02:30:00Z");
    await dueSchedule(
      { name: "Night figures", company: night, frequency: "weekly", weekday: 1, timeZone: "Asia/Kolkata" },
      monday,
    );
    expect(await scheduler(() => monday).runDue()).toBe(1);
    expect(received[0]?.subject).toBe('Weekly report "Night figures": 2026-11-23 to 2026-11-29');
    const lines = received[0]?.attachment?.body.split("\r\n") ?? [];
    expect(lines.slice(1, 3)).toEqual(["2026-11-23,0,0,,0,,0,,0,0,,0", "2026-11-24,1,0,0,0,0,0,0,0,0,,0"]);
    expect(lines[8]).toBe("Total,1,0,0,0,0,0,0,0,0,,0");
  });

  it("mails each due report once when two API processes look at the same moment", async () => {
    const ids = await Promise.all(
      ["One", "Two", "Three", "Four"].map((name) => dueSchedule({ name: `Report ${name}` })),
    );
    // A second process: its own pool, as another replica has.
    const other = connectDatabase(t.databaseUrl);
    try {
      const [a, b] = await Promise.all([scheduler(() => DUE).runDue(), scheduler(() => DUE, other).runDue()]);
      expect(a + b).toBe(4);
    } finally {
      await other.close();
    }
    expect(received.map((mail) => mail.subject).sort()).toEqual(
      ["Four", "One", "Three", "Two"].map((name) => `Daily report "Report ${name}": 2026-11-24`),
    );
    for (const id of ids) expect((await stored(id)).nextRunAt).toBe("2026-11-26T02:30:00.000Z");
  });

  it("keeps a refused send's reason and tries again 15 minutes later, logging no address", async () => {
    const id = await dueSchedule({});
    smtp.rejecting = true;
    expect(await scheduler(() => DUE).runDue()).toBe(0);
    const after = await stored(id);
    expect(after.lastError).toContain("Mailbox unavailable");
    expect(after.lastSentAt).toBeNull();
    expect(after.nextRunAt).toBe(new Date(DUE.getTime() + REPORT_RETRY_MS).toISOString());
    expect(logLines.join("")).toContain("scheduled report not sent");
    expect(logLines.join("")).not.toContain("acme.example");

    smtp.rejecting = false;
    const retry = new Date(DUE.getTime() + REPORT_RETRY_MS);
    expect(await scheduler(() => retry).runDue()).toBe(1);
    expect((await stored(id)).lastError).toBe("");
  });

  it("never sends a paused report", async () => {
    const id = await dueSchedule({ active: false });
    await t.deps.database.pool.query("update report_schedules set next_run_at = $2 where id = $1", [id, DUE]);
    expect(await scheduler(() => DUE).runDue()).toBe(0);
    expect(received).toEqual([]);
  });
});

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../db/embedded.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

/** A message as a real SMTP server received it. */
interface Received {
  from: string;
  to: string[];
  headers: Map<string, string>;
  body: string;
}

let smtp: SMTPServer;
let received: Received[];
let rejectNext = false;
let t: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost; STARTTLS would need a certificate the client trusts.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejectNext) return callback(new Error("Mailbox unavailable"));
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    ADSTUDIO_MAIL_TO: "sales@provider.example",
    ADSTUDIO_MAIL_FROM: "Adstudio Contact <contact@provider.example>",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  rejectNext = false;
});

/** Splits a raw RFC 5322 message into unfolded, lower-cased headers and the body. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4).replace(/\r\n/g, "\n") };
}

const message = {
  name: "Ravi Kumar",
  email: "ravi@acme.example",
  subject: "Demo request",
  message: "Please show us the story format.\nThanks, Ravi",
};

async function lastRow() {
  const { rows } = await t.deps.database.pool.query(
    "select status, delivery_error, sent_at from contact_messages order by created_at desc limit 1",
  );
  return rows[0];
}

describe("POST /api/mail-send with SMTP_URL", () => {
  it("mails the message to ADSTUDIO_MAIL_TO with Reply-To the sender, and records it as sent", async () => {
    const res = await t.request("POST", "/api/mail-send", { body: message });
    expect(res.status).toBe(201);
    expect((await json(res)).message).toBe("Message sent");

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("contact@provider.example");
    expect(mail?.to).toEqual(["sales@provider.example"]);
    expect(mail?.headers.get("to")).toBe("sales@provider.example");
    expect(mail?.headers.get("from")).toBe("Adstudio Contact <contact@provider.example>");
    expect(mail?.headers.get("reply-to")).toBe("Ravi Kumar <ravi@acme.example>");
    expect(mail?.headers.get("subject")).toBe("[Adstudio contact] Demo request");
    expect(mail?.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(mail?.body).toContain("Name: Ravi Kumar\nEmail: ravi@acme.example\nSubject: Demo request\n");
    expect(mail?.body).toContain("Please show us the story format.\nThanks, Ravi");

    const row = await lastRow();
    expect(row).toMatchObject({ status: "sent", delivery_error: "" });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it("keeps a subject with line breaks on one header line", async () => {
    const res = await t.request("POST", "/api/mail-send", {
      body: { ...message, subject: "Hello\r\nBcc: victim@example.com" },
    });
    expect(res.status).toBe(201);
    expect(received[0]?.headers.get("subject")).toBe("[Adstudio contact] Hello Bcc: victim@example.com");
    expect(received[0]?.headers.has("bcc")).toBe(false);
    expect(received[0]?.to).toEqual(["sales@provider.example"]);
  });

  it("still answers success and keeps the message when the server refuses it", async () => {
    rejectNext = true;
    const res = await t.request("POST", "/api/mail-send", { body: message });
    expect(res.status).toBe(201);
    expect((await json(res)).message).toBe("Message sent");
    const row = await lastRow();
    expect(row.status).toBe("failed");
    expect(row.delivery_error).toMatch(/Mailbox unavailable/);
    expect(row.sent_at).toBeNull();
  });
});

describe("POST /api/mail-send with an unreachable SMTP server", () => {
  it("stores the message, records the failure and answers success", async () => {
    const deadPort = await freePort();
    const down = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    try {
      const res = await down.request("POST", "/api/mail-send", { body: message });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ message: "Message sent", contactMessage: message });
      const { rows } = await down.deps.database.pool.query(
        "select name, email, subject, message, status, delivery_error from contact_messages",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...message, status: "failed" });
      expect(rows[0].delivery_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await down.close();
    }
  });
});

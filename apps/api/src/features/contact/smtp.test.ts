import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../db/embedded.js";
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from "../../test-support/smtp-capture.js";
import { createTestContext, json, type TestContext } from "../../test-support/test-app.js";

let smtp: SmtpCapture;
let received: CapturedMail[];
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  received = smtp.received;
  t = await createTestContext({
    SMTP_URL: smtp.url,
    ADSTUDIO_MAIL_TO: "sales@provider.example",
    ADSTUDIO_MAIL_FROM: "Adstudio Contact <contact@provider.example>",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.reset();
});

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
    smtp.rejecting = true;
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

import type { contactEndpoints, SuccessBody } from "@adstudio/contract";
import type { ContactMessageInput } from "@adstudio/core";
import type { AppDeps } from "../../app-env.js";
import type { Db } from "../../db/client.js";
import type { Logger } from "../../logger.js";
import type { OutgoingMail } from "../../mail/mailer.js";
import type { ClientInfo } from "../auth/index.js";
import { assertUnderLimits, minutesText, recordThrottleEvents } from "../throttle/index.js";
import * as repo from "./repo.js";

/** Messages accepted per client address in the window; the next one answers 429. */
export const CONTACT_MESSAGE_LIMIT = 10;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_SUBJECT_PREFIX = "[Adstudio contact] ";
export const MESSAGE_SENT = "Message sent";

const contactKey = (ip: string) => `contact:ip:${ip}`;

/**
 * Stores a contact-us message and, when SMTP is configured, mails it to the provider with Reply-To set
 * to the sender. A failed delivery is logged and recorded on the row (status `failed`) but still answers
 * success: the message is kept for staff, and the sender cannot fix the provider's mail server anyway.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactMessageInput,
  client: ClientInfo,
  log: Logger,
): Promise<SuccessBody<typeof contactEndpoints.send>> {
  const { db } = deps.database;
  const key = contactKey(client.ip);
  await assertUnderLimits(
    db,
    [{ key, limit: CONTACT_MESSAGE_LIMIT, windowMs: CONTACT_WINDOW_MS }],
    (minutes) => `Too many messages sent from this address. Try again in ${minutesText(minutes)}.`,
  );
  const { mailer } = deps;
  const row = await db.transaction(async (tx) => {
    // Drizzle's transaction handle lacks only the pool client of the Db type.
    const txDb = tx as unknown as Db;
    const stored = await repo.insertContactMessage(txDb, {
      ...input,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 512),
      status: mailer ? "sending" : "stored",
    });
    await recordThrottleEvents(txDb, [key]);
    return stored;
  });

  if (mailer) {
    try {
      await mailer.send(contactMail(deps, input));
      await repo.setDeliveryResult(db, row.id, { status: "sent", sentAt: new Date() });
    } catch (error) {
      log.error({ err: error, contactMessageId: row.id }, "contact message stored, but SMTP delivery failed");
      const reason = error instanceof Error ? error.message : String(error);
      await repo.setDeliveryResult(db, row.id, { status: "failed", deliveryError: reason.slice(0, 1000) });
    }
  }
  return {
    message: MESSAGE_SENT,
    contactMessage: {
      _id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

/** Header values stay on one line whatever the form held. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function contactMail(deps: AppDeps, input: ContactMessageInput): OutgoingMail {
  return {
    from: deps.config.mailFrom,
    to: deps.config.mailTo,
    replyTo: { name: oneLine(input.name), address: input.email },
    subject: `${CONTACT_SUBJECT_PREFIX}${oneLine(input.subject)}`,
    text: [
      "A message from the Adstudio contact page.",
      "",
      `Name: ${oneLine(input.name)}`,
      `Email: ${input.email}`,
      `Subject: ${oneLine(input.subject)}`,
      "",
      input.message,
      "",
    ].join("\n"),
  };
}

import type { AppDeps } from "../../app-env.js";
import * as repo from "./repo.js";

/** What a notice says: the chat line, and the e-mail sent beside it when SMTP is set up. */
export interface Notice {
  /** The studio user the notice comes from (the one who commented, requested review, approved …). */
  from: string;
  /** The users to tell; the sender and inactive users are left out, duplicates sent once. */
  to: readonly string[];
  /** The chat message, plain text. */
  text: string;
  mail: { subject: string; text: string };
}

/**
 * Tells studio users about something done to an ad they work on (issue 31: mentions in comments, review
 * requests, approvals): a chat message from the actor, so their open studio hears it at once with its
 * unread count and notice, and an e-mail when SMTP is set up. A failed e-mail is logged (without the
 * address) and never fails what caused the notice.
 */
export async function sendNotice(deps: AppDeps, notice: Notice): Promise<void> {
  const { db, pool } = deps.database;
  const ids = [...new Set(notice.to.map((id) => id.toLowerCase()))].filter((id) => id !== notice.from);
  const recipients = await repo.findActiveRecipients(db, ids);
  const now = deps.clock();
  for (const recipient of recipients) {
    const chatId = await repo.chatOf(db, notice.from, recipient.id);
    const stored = await repo.insertMessage(db, {
      chatId,
      senderId: notice.from,
      text: notice.text,
      at: now,
    });
    await deps.chat.publish((text, values) => pool.query(text, values), {
      kind: "message",
      from: notice.from,
      to: recipient.id,
      messageId: stored.id,
    });
  }
  const { mailer } = deps;
  if (!mailer) return;
  // One e-mail each: recipients never see each other's addresses.
  for (const recipient of recipients) {
    try {
      await mailer.send({ from: deps.config.mailFrom, to: recipient.email, ...notice.mail });
    } catch (error) {
      // SMTP errors often quote the address: log only what kind of failure it was.
      const code = (error as { code?: unknown }).code;
      deps.logger.error(
        { code: typeof code === "string" ? code : "unknown" },
        "a review notice's e-mail failed",
      );
    }
  }
}

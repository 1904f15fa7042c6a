import { createTransport } from "nodemailer";

/** A file sent with a mail (a report's CSV). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * One plain-text email. Addresses are `someone@example.com` or `Name <someone@example.com>`; `to` may list
 * several, and each recipient sees the others (a report's recipients share it).
 */
export interface OutgoingMail {
  from: string;
  to: string | readonly string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Sends mail; rejects when the server refuses or cannot be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Bounds on one delivery, so a dead or slow SMTP server holds a contact request for seconds, not the
 * library's default minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * A mailer over `smtp://user:pass@host:port` (STARTTLS when the server offers it) or `smtps://…`
 * (TLS from the start). Query parameters pass transport options, e.g. `?tls.rejectUnauthorized=false`.
 * One connection per message: contact mail and reports are rare, so no pool is kept open.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: mail.from,
        to: typeof mail.to === "string" ? mail.to : [...mail.to],
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments ? { attachments: mail.attachments.map((file) => ({ ...file })) } : {}),
      });
    },
  };
}

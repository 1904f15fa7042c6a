import { createTransport } from "nodemailer";

/** One plain-text email. Addresses are `someone@example.com` or `Name <someone@example.com>`. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
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
 * One connection per message: contact mail is rare, so no pool is kept open.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}

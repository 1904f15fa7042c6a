import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the real SMTP test server received it. */
export interface CapturedMail {
  /** The envelope's MAIL FROM address ("" for a null sender). */
  from: string;
  /** The envelope's RCPT TO addresses: who really gets it, whatever the headers say. */
  to: string[];
  /** The message exactly as sent over the wire. */
  raw: string;
  /** The top-level headers, unfolded, names lower-cased, values as sent (still encoded). */
  headers: Map<string, string>;
  /** The Subject header as a mail client shows it (RFC 2047 words decoded). */
  subject: string;
  /**
   * The body after the headers, its Content-Transfer-Encoding undone and lines ending in "\n".
   * For a multipart message this is the undecoded multipart text; split it with `parseHeaders`.
   */
  body: string;
}

export interface SmtpCapture<Extra = unknown> {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL or a mailer. */
  url: string;
  /** Every accepted message, oldest first. The same array for the server's life: `reset()` empties it. */
  received: (CapturedMail & Extra)[];
  /** While true the server refuses each message with "Mailbox unavailable" (an SMTP error the client sees). */
  rejecting: boolean;
  /** Forgets the received messages and accepts mail again. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts a real SMTP server on a free localhost port that keeps what it receives, so tests see the
 * mail the API really sent. `extra` adds test-specific fields parsed from each message.
 */
export async function startSmtpCapture<Extra = unknown>(
  extra?: (mail: CapturedMail) => Extra,
): Promise<SmtpCapture<Extra>> {
  const received: (CapturedMail & Extra)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost; STARTTLS would need a certificate the client trusts.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (capture.rejecting) return callback(new Error("Mailbox unavailable"));
        const envelope = session.envelope;
        const mail = parseMail(
          envelope.mailFrom ? envelope.mailFrom.address : "",
          envelope.rcptTo.map((rcpt) => rcpt.address),
          Buffer.concat(chunks).toString("utf8"),
        );
        received.push({ ...mail, ...(extra ? extra(mail) : ({} as Extra)) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const capture: SmtpCapture<Extra> = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejecting: false,
    reset() {
      received.length = 0;
      capture.rejecting = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}

function parseMail(from: string, to: string[], raw: string): CapturedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  const body = decodeTransfer(raw.slice(split + 4), headers.get("content-transfer-encoding"));
  return {
    from,
    to,
    raw,
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    body: body.replace(/\r\n/g, "\n"),
  };
}

/** A header block as a map: folded lines joined, names lower-cased, values trimmed. */
export function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A body as text, its Content-Transfer-Encoding (base64, quoted-printable or none) undone. */
export function decodeTransfer(encoded: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "base64":
      return Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(encoded);
    default:
      return encoded;
  }
}

/** Quoted-printable as UTF-8 text: soft line breaks joined, `=XX` bytes decoded. */
export function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes RFC 2047 words (`=?UTF-8?Q?…?=` / `?B?`), as mail clients show a subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

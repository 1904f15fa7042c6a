import type { ContactMessageInput } from "@adstudio/core";
import type { Transport } from "./transport";

/** The contact-us form's fields, as core's ContactMessageSchema outputs them. */
export type ContactMessage = ContactMessageInput;

/** The stored message as the server answers it. */
export interface StoredContactMessage extends ContactMessage {
  _id: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface MailSendResponse {
  /** 'Message sent' once the message is stored (mailing it is the server's business). */
  message: string;
  contactMessage: StoredContactMessage;
}

/** The `/api/mail-send` endpoint (spec studio §7 Contact), bound to one client's request function. */
export function createMailApi({ request }: Transport) {
  return {
    /** POST /api/mail-send – public; a 400 carries per-field errors, a 429 `retryAfter`. */
    send: (input: ContactMessage) => request<MailSendResponse>("/mail-send", { method: "POST", body: input }),
  };
}

export type MailApi = ReturnType<typeof createMailApi>;

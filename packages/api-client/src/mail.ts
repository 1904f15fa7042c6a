import {
  type BodyInput,
  type ContactMessageRecord,
  contactEndpoints,
  type SuccessBody,
} from "@adstudio/contract";
import type { Transport } from "./transport";

/** The contact-us form's fields, as core's ContactMessageSchema outputs them. */
export type ContactMessage = BodyInput<typeof contactEndpoints.send>;
/** The stored message as the server answers it. */
export type StoredContactMessage = ContactMessageRecord;
/** `{message: 'Message sent', contactMessage}` once the message is stored (mailing it is the server's business). */
export type MailSendResponse = SuccessBody<typeof contactEndpoints.send>;

/** The `/api/mail-send` endpoint (spec studio §7 Contact), bound to one client's transport. */
export function createMailApi({ call }: Transport) {
  return {
    /** POST /api/mail-send – public; a 400 carries per-field errors, a 429 `retryAfter`. */
    send: (input: ContactMessage) => call(contactEndpoints.send, { body: input }),
  };
}

export type MailApi = ReturnType<typeof createMailApi>;

import { ContactMessageSchema } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";
import { failures } from "../errors";
import { named } from "../names";

/** A contact-us message as its sender gets it back: without delivery details or their address. */
export const ContactMessageRecordSchema = named(
  "ContactMessageRecord",
  v.strictObject({
    _id: v.string(),
    name: v.string(),
    email: v.string(),
    subject: v.string(),
    message: v.string(),
    /** ISO 8601. */
    createdAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
);
export type ContactMessageRecord = v.InferOutput<typeof ContactMessageRecordSchema>;

const EXAMPLE_MESSAGE = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  subject: "A demo for our agency",
  message: "Could someone call me about a demo this week?",
};

/** The public contact-us form (spec studio §5, §7 Contact). */
export const contactEndpoints = {
  send: endpoint({
    operationId: "sendContactMessage",
    method: "post",
    path: "/api/mail-send",
    tag: "contact",
    summary: "Send the contact-us form → 201 {message: 'Message sent', contactMessage}",
    description:
      "The message is always stored for staff, and mailed to the provider (Reply-To the sender) when SMTP is configured; a failed delivery still answers 201. Each client address may send 10 messages per 10 minutes.",
    auth: "public",
    body: { schema: named("ContactMessageInput", ContactMessageSchema), example: EXAMPLE_MESSAGE },
    responses: {
      201: {
        description: "Stored (and mailed, when SMTP is configured).",
        schema: named(
          "ContactMessageResponse",
          v.strictObject({ message: v.string(), contactMessage: ContactMessageRecordSchema }),
        ),
        example: {
          message: "Message sent",
          contactMessage: {
            _id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
            ...EXAMPLE_MESSAGE,
            createdAt: "2026-03-01T12:00:00.000Z",
          },
        },
      },
      ...failures(429),
    },
  }),
};

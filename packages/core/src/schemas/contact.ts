import * as v from "valibot";
import { NOT_AN_OBJECT_MESSAGE } from "../validation/validate";
import { EMAIL_INVALID_MESSAGE } from "./auth";
import { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, requiredText } from "./fields";

/** Spec studio §5: all four contact fields are mandatory, with one message. */
export const MANDATORY_FIELD_MESSAGE = "This is a mandatory field";

/** Contact-us form and `POST /api/mail-send`. */
export const ContactMessageSchema = v.object(
  {
    name: requiredText("Name", MAX_NAME_LENGTH, MANDATORY_FIELD_MESSAGE),
    email: v.pipe(
      requiredText("Email", MAX_EMAIL_LENGTH, MANDATORY_FIELD_MESSAGE),
      v.email(EMAIL_INVALID_MESSAGE),
    ),
    subject: requiredText("Subject", MAX_NAME_LENGTH, MANDATORY_FIELD_MESSAGE),
    message: requiredText("Message", MAX_MESSAGE_LENGTH, MANDATORY_FIELD_MESSAGE),
  },
  NOT_AN_OBJECT_MESSAGE,
);
export type ContactMessageInput = v.InferOutput<typeof ContactMessageSchema>;

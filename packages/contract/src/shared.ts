import * as v from "valibot";
import { named } from "./names";

/** `{message}`: the answer of deletes and other operations that only confirm. */
export const MessageSchema = named("Message", v.strictObject({ message: v.string() }));
export type MessageResponse = v.InferOutput<typeof MessageSchema>;

import { BulkBodySchema, BulkResponseSchema } from "@adstudio/core";
import * as v from "valibot";
import { named } from "./names";

/** `{message}`: the answer of deletes and other operations that only confirm. */
export const MessageSchema = named("Message", v.strictObject({ message: v.string() }));
export type MessageResponse = v.InferOutput<typeof MessageSchema>;

/** The body of every bulk endpoint: `{rows, dryRun}` (core's schema). */
export const BULK_BODY = { schema: named("BulkBody", BulkBodySchema) };

/** The answer of every bulk endpoint: one result per row and their counts (core's schema). */
export const BULK_RESPONSES = {
  200: {
    description: "One result per row, in request order.",
    schema: named("BulkResponse", BulkResponseSchema),
  },
};

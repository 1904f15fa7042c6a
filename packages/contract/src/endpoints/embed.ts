import { parseSizeKey } from "@adstudio/core";
import * as v from "valibot";
import { endpoint } from "../endpoint";

const URL_MESSAGE = "url must be an http(s) address or a path starting with /.";
const SIZE_MESSAGE = "size must be a size such as 300x250 or mobile.";
const TYPE_MESSAGE = "type must be an ad format name.";
const MAX_URL_LENGTH = 2048;

/** `https://…` or `/path` (resolved on the studio); `//host` is neither. */
function isCreativeUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//");
  return /^https?:\/\/\S+$/i.test(value);
}

/**
 * What the publisher embed sends for its QR-only formats. A missing field is read as "" so that its own
 * message answers (a missing key would otherwise fail with valibot's generic one); the reference still
 * lists all three as required.
 */
export const EmbedQrQuerySchema = v.object({
  url: v.pipe(
    v.optional(v.string(URL_MESSAGE), ""),
    v.nonEmpty(URL_MESSAGE),
    v.maxLength(MAX_URL_LENGTH, URL_MESSAGE),
    v.check(isCreativeUrl, URL_MESSAGE),
    v.description("The creative's address: `https://…`, or a path on this studio (`/creatives/…`)."),
  ),
  size: v.pipe(
    v.optional(v.string(SIZE_MESSAGE), ""),
    // Before the transform, where the reference (which describes the query as sent) still reads it.
    v.description(
      "A size such as `300x250` (or `sz300x250`), `responsive`, `mobile`, `in-stream` or `vast`.",
    ),
    v.nonEmpty(SIZE_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parseSizeKey(dataset.value);
      if (parsed) return parsed.size;
      addIssue({ message: SIZE_MESSAGE });
      return NEVER;
    }),
  ),
  type: v.pipe(
    v.optional(v.string(TYPE_MESSAGE), ""),
    v.nonEmpty(TYPE_MESSAGE),
    v.regex(/^[a-z0-9-]{1,40}$/, TYPE_MESSAGE),
    v.description("The ad format, such as `ai-tracker`."),
  ),
});

/** Helpers for the publisher embed (`/embed.js`, served outside `/api`). */
export const embedEndpoints = {
  qr: endpoint({
    operationId: "getEmbedQrImage",
    method: "get",
    path: "/api/embed/qr.svg",
    tag: "embed",
    summary:
      "The QR code (SVG) of this studio's preview link for a creative, for the embed's QR-only formats",
    description:
      "Only ever encodes a link to this studio's `/preview` page, so it is not a general QR generator. Public and readable cross-origin, so publishers' pages can show it.",
    auth: "public",
    query: EmbedQrQuerySchema,
    responses: { 200: { description: "The QR code.", contentTypes: ["image/svg+xml"] } },
  }),
};

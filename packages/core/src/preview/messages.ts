import * as v from "valibot";

/**
 * The postMessage protocol between a creative (in a sandboxed frame) and the preview page or embed.
 * The page accepts a message only from its creative frame and only in one of these shapes
 * (spec studio §2 'Preview page': downloadVCF, and the creative enabling/disabling the toggles).
 */
const short = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const VCardSchema = v.object({
  fullName: v.pipe(short(120), v.minLength(1)),
  organization: v.optional(short(120)),
  title: v.optional(short(120)),
  phone: v.optional(v.pipe(short(32), v.regex(/^[+\d\s().-]*$/))),
  email: v.optional(v.pipe(short(254), v.email())),
  url: v.optional(v.pipe(short(2048), v.regex(/^https?:\/\//))),
});
export type VCard = v.InferOutput<typeof VCardSchema>;

export const PreviewMessageSchema = v.variant("action", [
  /** Save the creative's contact card as a .vcf file. */
  v.object({ action: v.literal("downloadVCF"), card: VCardSchema, fileName: v.optional(short(80)) }),
  /** Enable or disable the preview's desktop and phone toggles for this creative. */
  v.object({
    action: v.literal("toggles"),
    desktop: v.optional(v.boolean()),
    phone: v.optional(v.boolean()),
  }),
]);
export type PreviewMessage = v.InferOutput<typeof PreviewMessageSchema>;

/** The message if it has one of the protocol's shapes, else null (never throws). */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  const result = v.safeParse(PreviewMessageSchema, data);
  return result.success ? result.output : null;
}

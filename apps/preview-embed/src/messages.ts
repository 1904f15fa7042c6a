import { toVCard, type VCard } from "@adstudio/core";

export interface VcfDownload {
  card: VCard;
  fileName: string;
}

const text = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;
const optional = (v: unknown, max: number, pattern?: RegExp) =>
  v === undefined || (text(v, max) && (!pattern || pattern.test(v)));

/**
 * A `downloadVCF` message in the shape of core's `PreviewMessageSchema` (same limits), checked by hand
 * so the embed stays free of valibot. Anything else (including `toggles`, which the embed has no
 * controls for) is null.
 */
export function readVcfMessage(data: unknown): VcfDownload | null {
  if (!data || typeof data !== "object") return null;
  const m = data as Record<string, unknown>;
  const c = m.card as Record<string, unknown> | null;
  if (m.action !== "downloadVCF" || !c || typeof c !== "object") return null;
  const ok =
    text(c.fullName, 120) &&
    c.fullName.length > 0 &&
    optional(c.organization, 120) &&
    optional(c.title, 120) &&
    optional(c.phone, 32, /^[+\d\s().-]*$/) &&
    optional(c.email, 254, /^[^\s@]+@[^\s@]+\.[^\s@]+$/) &&
    optional(c.url, 2048, /^https?:\/\//) &&
    optional(m.fileName, 80);
  if (!ok) return null;
  const card: VCard = { fullName: c.fullName as string };
  for (const key of ["organization", "title", "phone", "email", "url"] as const) {
    if (c[key] !== undefined) card[key] = c[key] as string;
  }
  const fileName =
    String(m.fileName ?? c.fullName)
      .replace(/[^\w.-]+/g, "-")
      .replace(/^[.-]+/, "") || "contact";
  return { card, fileName };
}

/** Saves the card as `<fileName>.vcf` (vCard text escaped by core, so a creative cannot inject lines). */
export function downloadVcf({ card, fileName }: VcfDownload): void {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([toVCard(card)], { type: "text/vcard" }));
  a.download = `${fileName}.vcf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 30_000);
}

import type { VCard } from "@adstudio/core";
import type { AdDocument } from "../document/document";

const PHONE = /^[+\d\s().-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The preview's `downloadVCF` messages, built when rendering: the page drops a message that does not
 * match core's VCardSchema, so fields it would reject (a phone with letters, a non-http URL) are left
 * out instead of losing the whole card.
 */
export function vcardMessages(doc: AdDocument): Record<string, { card: VCard; fileName: string }> {
  const out: Record<string, { card: VCard; fileName: string }> = {};
  for (const f of doc.features) {
    if (f.type !== "vcard") continue;
    const fullName = `${f.firstName} ${f.lastName}`.trim() || f.organization || doc.name;
    const card: VCard = { fullName: fullName.slice(0, 120) };
    if (f.organization) card.organization = f.organization.slice(0, 120);
    if (f.title) card.title = f.title.slice(0, 120);
    if (f.phone && f.phone.length <= 32 && PHONE.test(f.phone)) card.phone = f.phone;
    if (f.email && EMAIL.test(f.email)) card.email = f.email;
    if (/^https?:\/\//.test(f.url)) card.url = f.url;
    const fileName =
      fullName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "")
        .slice(0, 80) || "contact";
    out[f.id] = { card, fileName };
  }
  return out;
}

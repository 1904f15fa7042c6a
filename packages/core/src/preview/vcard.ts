import type { VCard } from "./messages";

/**
 * vCard 3.0 text for a card; values are escaped so a creative cannot inject extra properties. In its own
 * valibot-free module so the publisher embed can use it without bundling valibot.
 */
export function toVCard(card: VCard): string {
  const esc = (value: string) =>
    value
      .replace(/\\/g, "\\\\")
      .replace(/[,;]/g, (c) => `\\${c}`)
      .replace(/\r?\n/g, "\\n");
  const lines = ["BEGIN:VCARD", "VERSION:3.0", `FN:${esc(card.fullName)}`];
  if (card.organization) lines.push(`ORG:${esc(card.organization)}`);
  if (card.title) lines.push(`TITLE:${esc(card.title)}`);
  if (card.phone) lines.push(`TEL;TYPE=CELL:${esc(card.phone)}`);
  if (card.email) lines.push(`EMAIL:${esc(card.email)}`);
  if (card.url) lines.push(`URL:${esc(card.url)}`);
  lines.push("END:VCARD");
  return `${lines.join("\r\n")}\r\n`;
}

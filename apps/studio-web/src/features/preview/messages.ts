import { parsePreviewMessage, toVCard, type VCard } from "@adstudio/core";
import { safeFileName, saveBlob } from "./download";
import type { ToggleState } from "./model";

export interface CreativeMessageHandlers {
  onDownloadVcf: (card: VCard, fileName: string) => void;
  onToggles: (toggles: Partial<ToggleState>) => void;
}

/**
 * Handles one `message` event for the preview page. Creatives are untrusted: a message counts only when
 * it comes from the creative frame's own window (its origin is opaque, so the source is what identifies
 * it) and has one of the protocol's shapes. Returns whether the message was acted on.
 */
export function handleCreativeMessage(
  event: Pick<MessageEvent, "data" | "source">,
  frameWindow: Window | null | undefined,
  handlers: CreativeMessageHandlers,
): boolean {
  if (!frameWindow || event.source !== frameWindow) return false;
  const message = parsePreviewMessage(event.data);
  if (!message) return false;
  if (message.action === "downloadVCF") {
    const base = safeFileName(message.fileName?.replace(/\.vcf$/i, "") ?? message.card.fullName, "contact");
    handlers.onDownloadVcf(message.card, `${base}.vcf`);
  } else {
    const toggles: Partial<ToggleState> = {};
    if (message.desktop !== undefined) toggles.desktop = message.desktop;
    if (message.phone !== undefined) toggles.phone = message.phone;
    handlers.onToggles(toggles);
  }
  return true;
}

/** Downloads a contact card as a vCard file. */
export function downloadVcf(card: VCard, fileName: string): void {
  saveBlob(new Blob([toVCard(card)], { type: "text/vcard;charset=utf-8" }), fileName);
}

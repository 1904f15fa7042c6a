import type { QR_IMAGE_FORMATS } from "@adstudio/contract";
import { QR_DIALOG_SIZE } from "@adstudio/core";
import QRCode from "qrcode";

export type QrImageFormat = (typeof QR_IMAGE_FORMATS)[number];

export interface QrImageOptions {
  format: QrImageFormat;
  /** Width and height in pixels (PNG) or the SVG's width/height attributes. */
  size?: number;
}

/** Light border around the symbol, in modules: ISO/IEC 18004 asks for 4, and scanners miss codes with less. */
const QUIET_ZONE_MODULES = 4;

/**
 * The QR code of a scan address, as PNG or SVG. Error correction M (15 %) survives print wear and a
 * small logo overlay while keeping the code sparse enough to scan from a distance.
 */
export async function renderQrImage(
  text: string,
  options: QrImageOptions,
): Promise<{ body: Uint8Array | string; contentType: string }> {
  const common = {
    errorCorrectionLevel: "M" as const,
    margin: QUIET_ZONE_MODULES,
    width: options.size ?? QR_DIALOG_SIZE,
  };
  if (options.format === "svg") {
    return { body: await QRCode.toString(text, { ...common, type: "svg" }), contentType: "image/svg+xml" };
  }
  return { body: await QRCode.toBuffer(text, { ...common, type: "png" }), contentType: "image/png" };
}

import { QR_DIALOG_SIZE } from "@adstudio/core";
import QRCode from "qrcode";

export type QrImageFormat = "png" | "svg";

export const QR_IMAGE_MIN_SIZE = 64;
export const QR_IMAGE_MAX_SIZE = 2048;

export interface QrImageOptions {
  format: QrImageFormat;
  /** Width and height in pixels (PNG) or the SVG's width/height attributes. */
  size?: number;
}

/**
 * The QR code of a scan address, as PNG or SVG. Error correction M (15 %) survives print wear and a
 * small logo overlay while keeping the code sparse enough to scan from a distance.
 */
export async function renderQrImage(
  text: string,
  options: QrImageOptions,
): Promise<{ body: Uint8Array | string; contentType: string }> {
  const common = { errorCorrectionLevel: "M" as const, margin: 2, width: options.size ?? QR_DIALOG_SIZE };
  if (options.format === "svg") {
    return { body: await QRCode.toString(text, { ...common, type: "svg" }), contentType: "image/svg+xml" };
  }
  return { body: await QRCode.toBuffer(text, { ...common, type: "png" }), contentType: "image/png" };
}

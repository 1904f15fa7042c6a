import { QR_DIALOG_SIZE, QR_DOWNLOAD_SCALE, QR_JPEG_QUALITY, qrDownloadFileName } from "@adstudio/core";

/** Side of the downloaded image: the dialog's QR size times the download scale (spec studio §9). */
export const QR_DOWNLOAD_PX = QR_DIALOG_SIZE * QR_DOWNLOAD_SCALE;

/** Saves a blob as a download named `fileName` (an object URL on a temporary link). */
function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the object URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Renders the QR code of `value` as a JPEG at twice the dialog size and maximum quality, and saves it
 * as `{name}_QR.jpg` (spec studio §2, §9). Same error correction and margin as the server's image, so
 * the download is the code the dialog shows. `qrcode` is loaded only when someone downloads.
 */
export async function downloadQrJpeg(value: string, name: string): Promise<void> {
  const { default: QRCode } = await import("qrcode");
  const canvas = document.createElement("canvas");
  await QRCode.toCanvas(canvas, value, {
    errorCorrectionLevel: "M",
    margin: 4,
    width: QR_DOWNLOAD_PX,
    color: { dark: "#000000", light: "#ffffff" },
  });
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", QR_JPEG_QUALITY),
  );
  if (!blob) throw new Error("The QR code could not be rendered.");
  saveBlob(blob, qrDownloadFileName(name));
}

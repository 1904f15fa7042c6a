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

/** Light border around the symbol, in modules: ISO/IEC 18004's 4, as on the server's image. */
const QUIET_ZONE_MODULES = 4;

/** An image's pixels, RGBA row by row (what a canvas's ImageData holds). */
export interface QrPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/**
 * The downloaded QR code's pixels: the code of `value` with error correction M and a 4-module quiet
 * zone, black on white, `side` pixels square (twice the dialog size by default). Modules are drawn
 * nearest-neighbour, as `qrcode`'s own canvas renderer does. Pure, so the image can be checked
 * without a browser.
 */
export async function qrDownloadPixels(value: string, side = QR_DOWNLOAD_PX): Promise<QrPixels> {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  // The arithmetic of `qrcode`'s canvas renderer (a fractional module size), pixel for pixel.
  const scale = side / (modules.size + 2 * QUIET_ZONE_MODULES);
  const margin = QUIET_ZONE_MODULES * scale;
  const moduleAt = (px: number) =>
    px >= margin && px < side - margin ? Math.floor((px - margin) / scale) : -1;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    const row = moduleAt(y);
    if (row < 0) continue;
    for (let x = 0; x < side; x++) {
      const col = moduleAt(x);
      if (col < 0 || !modules.get(row, col)) continue;
      const at = (y * side + x) * 4;
      data[at] = 0;
      data[at + 1] = 0;
      data[at + 2] = 0;
    }
  }
  return { width: side, height: side, data };
}

/**
 * Saves the QR code of `value` (see {@link qrDownloadPixels}) as a maximum-quality JPEG named
 * `{name}_QR.jpg` (spec studio §2, §9): the same code the dialog shows. `qrcode` is loaded only when
 * someone downloads.
 */
export async function downloadQrJpeg(value: string, name: string): Promise<void> {
  const pixels = await qrDownloadPixels(value);
  const canvas = document.createElement("canvas");
  canvas.width = pixels.width;
  canvas.height = pixels.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("The QR code could not be rendered.");
  const image = context.createImageData(pixels.width, pixels.height);
  image.data.set(pixels.data);
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", QR_JPEG_QUALITY),
  );
  if (!blob) throw new Error("The QR code could not be rendered.");
  saveBlob(blob, qrDownloadFileName(name));
}

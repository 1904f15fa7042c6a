import { QR_DOWNLOAD_SCALE } from "@adstudio/core";
import { safeFileName, saveBlob } from "../download";

/** Id of the QR code the QR-only view renders, and that 'Download QR Code' saves. */
export const DOWNLOAD_QR_ID = "preview-qr-code";

/** The PNG name: the creative's name (spec §2), `qr-code` for a nameless creative. */
export function qrFileName(creativeName: string | undefined): string {
  return `${safeFileName(creativeName, "qr-code")}.png`;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The QR code could not be drawn"));
    image.src = src;
  });
}

/**
 * Saves the QR code SVG with id `svgId` as a PNG at `QR_DOWNLOAD_SCALE` times its size. Logs
 * 'SVG element not found!' (spec §8) and saves nothing when the page shows no such SVG.
 */
export async function downloadQrPng(
  svgId: string,
  creativeName: string | undefined,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<boolean> {
  const svg = document.getElementById(svgId);
  if (!(svg instanceof SVGSVGElement)) {
    console.error("SVG element not found!");
    return false;
  }
  const side = (Number(svg.getAttribute("width")) || 300) * QR_DOWNLOAD_SCALE;
  const markup = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([markup], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d");
    if (!context) return false;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, side, side);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!blob) return false;
    save(blob, qrFileName(creativeName));
    return true;
  } finally {
    URL.revokeObjectURL(url);
  }
}

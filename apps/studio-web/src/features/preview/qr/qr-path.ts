import QRCode from "qrcode";

/** Light modules around the code: the 4-module quiet zone of ISO/IEC 18004, as on the server's QR images. */
export const QR_MARGIN = 4;

export interface QrGeometry {
  /** Side of the SVG viewBox in modules, quiet zone included. */
  viewBox: number;
  /** One SVG path drawing every dark module (horizontal runs merged). */
  path: string;
}

/** The QR code of `value` as SVG path data (error correction M), built without touching the DOM. */
export function qrGeometry(value: string, margin = QR_MARGIN): QrGeometry {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`);
    }
  }
  return { viewBox: size + margin * 2, path: parts.join("") };
}

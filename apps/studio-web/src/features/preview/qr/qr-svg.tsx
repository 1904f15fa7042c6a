import { useMemo } from "react";
import { qrGeometry } from "./qr-path";

interface QrSvgProps {
  value: string;
  /** Rendered side in CSS pixels. */
  size: number;
  /** Element id, so the download can find the SVG again. */
  id?: string;
  /** Accessible name; without one the image is decorative (a labelled button around it names it). */
  label?: string;
}

/** A QR code as inline SVG: sharp at any scale, and rasterisable to PNG for the download. */
export function QrSvg({ value, size, id, label }: QrSvgProps) {
  const { viewBox, path } = useMemo(() => qrGeometry(value), [value]);
  return (
    <svg
      id={id}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={id ?? "qr-code"}
      data-value={value}
    >
      <rect width={viewBox} height={viewBox} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

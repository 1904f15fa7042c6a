import { IconMenu2, IconSearch } from "@tabler/icons-react";
import type { FrameDimensions } from "../frame-src";
import { AdSlot, Heading, Lines, Picture } from "./page-skeleton";

/** How a fixed-size creative appears on a phone page. */
export type MobilePlacement = "anchor" | "inline" | "overlay";

/**
 * Banners up to 100 px tall stick to the bottom of the screen (mobile anchor), creatives taller than
 * half the screen (or wider than it) open over the page (interstitial), the rest sit between paragraphs.
 */
export function mobilePlacement(slot: FrameDimensions, viewport: FrameDimensions): MobilePlacement {
  if (slot.height <= 100) return "anchor";
  if (slot.height > viewport.height / 2 || slot.width > viewport.width) return "overlay";
  return "inline";
}

/** The slot's scale so it fits the page with 8 px to spare (a 728x90 banner on a phone). */
export function slotScale(slot: FrameDimensions, room: FrameDimensions): number {
  return Math.min(1, (room.width - 8) / slot.width, (room.height - 8) / slot.height);
}

interface MobilePageProps {
  viewport: FrameDimensions;
  slot: FrameDimensions;
}

/** A phone-sized article page with the creative placed as real sites place that size. */
export function MobilePage({ viewport, slot }: MobilePageProps) {
  const placement = mobilePlacement(slot, viewport);
  const scale = slotScale(slot, { width: viewport.width, height: viewport.height - 24 });
  return (
    <div
      style={{ position: "relative", width: viewport.width, height: viewport.height, overflow: "hidden" }}
      data-placement={placement}
      data-testid="mobile-page"
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          height: 44,
          padding: "0 14px",
          borderBottom: "1px solid #eceef1",
          color: "#9aa1ab",
        }}
        aria-hidden
      >
        <IconMenu2 size={18} />
        <div style={{ width: 92, height: 14, borderRadius: 7, background: "#c9cfd8" }} />
        <IconSearch size={17} />
      </div>
      <div style={{ padding: "14px 14px 0" }}>
        <Heading width={88} />
        <Heading width={62} style={{ marginTop: 8 }} />
        <Lines widths={[38]} style={{ marginTop: 12 }} />
        <Lines widths={[100, 96, 100, 71]} style={{ marginTop: 16 }} />
        {placement === "inline" ? <AdSlot {...slot} scale={scale} style={{ marginBlock: 14 }} /> : null}
        <Picture height={150} style={{ marginTop: 14 }} />
        <Lines widths={[100, 93, 98, 100, 64, 100, 97, 88, 100, 76]} style={{ marginTop: 14 }} />
      </div>
      {placement === "anchor" ? (
        <div
          style={{
            position: "absolute",
            insetInline: 0,
            bottom: 0,
            display: "flex",
            justifyContent: "center",
            padding: "4px 0",
            background: "#fff",
            boxShadow: "0 -2px 8px rgba(0,0,0,0.12)",
          }}
        >
          <AdSlot {...slot} scale={scale} label={false} />
        </div>
      ) : null}
      {placement === "overlay" ? (
        <div
          style={{
            position: "absolute",
            inset: 0,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            background: "rgba(15, 18, 24, 0.55)",
          }}
        >
          <AdSlot {...slot} scale={scale} label={false} />
        </div>
      ) : null}
    </div>
  );
}

import type { FormatFamily } from "@adstudio/creative/formats";
import {
  IconBrowser,
  IconDeviceMobile,
  IconDeviceTv,
  IconLayoutBoard,
  IconQrcode,
  type TablerIcon,
} from "@tabler/icons-react";

const FAMILY_ICONS: Record<FormatFamily, TablerIcon> = {
  "desktop-page": IconBrowser,
  "fixed-frame": IconLayoutBoard,
  phone: IconDeviceMobile,
  ctv: IconDeviceTv,
  qr: IconQrcode,
};

/** The device a format runs on, as an icon (decorative: the label beside it says the same). */
export function FamilyIcon({ family, size = 20 }: { family: FormatFamily; size?: number }) {
  const Icon = FAMILY_ICONS[family];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}

import {
  type Icon,
  IconAd2,
  IconAugmentedReality,
  IconBuilding,
  IconCalendar,
  IconChartBar,
  IconChecklist,
  IconCirclePlus,
  IconDatabase,
  IconForms,
  IconKey,
  IconLayoutDashboard,
  IconLink,
  IconList,
  IconMenu2,
  IconNotes,
  IconPhotoPlus,
  IconPoint,
  type IconProps,
  IconQrcode,
  IconShieldLock,
  IconSpeakerphone,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";

/**
 * Icon names a navigation item may carry (core's NAVIGATION and the seeded menu collection use these
 * @tabler/icons-react export names). Named imports keep the bundle to these few icons; an unknown name
 * (a hand-made menu entry) shows the neutral point icon rather than nothing.
 */
const NAV_ICONS = {
  IconAd2,
  IconAugmentedReality,
  IconBuilding,
  IconCalendar,
  IconChartBar,
  IconChecklist,
  IconCirclePlus,
  IconDatabase,
  IconForms,
  IconKey,
  IconLayoutDashboard,
  IconLink,
  IconList,
  IconMenu2,
  IconNotes,
  IconPhotoPlus,
  IconPoint,
  IconQrcode,
  IconShieldLock,
  IconSpeakerphone,
  IconUserPlus,
  IconUsers,
} satisfies Record<string, Icon>;

export type NavIconName = keyof typeof NAV_ICONS;
/** The names an icon picker (menu-collection editor) can offer. */
export const NAV_ICON_NAMES = Object.keys(NAV_ICONS) as NavIconName[];
export const FALLBACK_ICON: NavIconName = "IconPoint";

/** The component for an icon name; tolerates the kebab-case form (`layout-dashboard`) too. */
export function navIcon(name: string | undefined): Icon {
  if (!name) return NAV_ICONS[FALLBACK_ICON];
  const trimmed = name.trim();
  if (Object.hasOwn(NAV_ICONS, trimmed)) return NAV_ICONS[trimmed as NavIconName];
  const pascal = `Icon${trimmed
    .replace(/^icon[-_ ]?/i, "")
    .split(/[-_ ]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}`;
  return Object.hasOwn(NAV_ICONS, pascal) ? NAV_ICONS[pascal as NavIconName] : NAV_ICONS[FALLBACK_ICON];
}

export function NavIcon({ name, ...props }: { name: string | undefined } & IconProps) {
  const Component = navIcon(name);
  return <Component aria-hidden stroke={1.6} size={20} {...props} />;
}

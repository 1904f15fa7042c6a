import { AD_TYPE_LABELS, type AdType, type MenuType } from "../catalogue/ad-formats";
import type { Permission } from "../roles/roles";

/** Extra visibility rule of a navigation item, on top of the route-access table for its url. */
export interface NavAuth {
  adminOnly?: boolean;
  /** Admin group, or any of these permissions. */
  permissions?: readonly Permission[];
}

/** A sidebar entry. `icon` is a @tabler/icons-react export name, resolved by the app. */
export interface NavItem {
  id: string;
  title: string;
  /** i18n key of the title (navigation texts exist in en, tr, ar). */
  translate: string;
  type: MenuType;
  icon: string;
  url?: string;
  target?: string;
  auth?: NavAuth;
  children?: NavItem[];
}

/** Create Ads children for the admin group (spec studio §2, shell §2). */
export const CREATE_ADS_ADMIN_ORDER = [
  "rich-media",
  "interstitial",
  "richbot",
  "story",
  "3d-roll",
  "3d-xplore",
  "sticker",
  "mobo-roll",
  "scrolling-window",
  "belt",
  "rich-scroll",
  "vast",
  "vertical",
  "vpaid",
  "image-generator",
  "ace-mobile",
  "ace-desktop",
] as const satisfies readonly AdType[];

/** Create Ads children for everyone else (spec studio §4): the admin order without image-generator. */
export const CREATE_ADS_NON_ADMIN_ORDER = [
  "rich-media",
  "interstitial",
  "richbot",
  "story",
  "3d-roll",
  "3d-xplore",
  "sticker",
  "mobo-roll",
  "scrolling-window",
  "belt",
  "rich-scroll",
  "vast",
  "vertical",
  "vpaid",
  "ace-mobile",
  "ace-desktop",
] as const satisfies readonly AdType[];

export const CREATE_ADS_ID = "create-ads";
export const PRO_AD_PATH = "/studio/pro-ad/";
/** The notes app (issue 16). */
export const NOTES_PATH = "/studio/notes";
/** The placeholder the spec gave Notes before the app existed; it redirects to {@link NOTES_PATH}. */
export const OLD_NOTES_PATH = "/studio/coming-soon/7";

const translateKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, "_");

function item(id: string, title: string, icon: string, url: string, auth?: NavAuth): NavItem {
  return { id, title, translate: translateKey(title), type: "item", icon, url, ...(auth ? { auth } : {}) };
}

function group(id: string, title: string, icon: string, children: NavItem[], auth?: NavAuth): NavItem {
  return {
    id,
    title,
    translate: translateKey(title),
    type: "group",
    icon,
    children,
    ...(auth ? { auth } : {}),
  };
}

/**
 * Only admins see image-generator: the non-admin order of spec studio §4 leaves it out. Creating an ad
 * needs createAds even though the editor route also admits updateAds: these entries open the editor in
 * create mode.
 */
const createAdsChildren: NavItem[] = CREATE_ADS_ADMIN_ORDER.map((format) =>
  item(
    format,
    AD_TYPE_LABELS[format],
    "IconPoint",
    `${PRO_AD_PATH}${format}`,
    format === "image-generator" ? { adminOnly: true } : { permissions: ["createAds"] },
  ),
);

/** The whole sidebar as the admin group sees it (spec studio §2 'Navigation', shell §2). */
export const NAVIGATION: readonly NavItem[] = [
  group("dashboards", "Dashboards", "IconLayoutDashboard", [
    item("analytics", "Analytics", "IconChartBar", "/apps/dashboards/analytics"),
    item("campaign", "Campaign", "IconSpeakerphone", "/studio/campaigns"),
    item("ads", "Ads", "IconAd2", "/studio/ads"),
  ]),
  group(
    "users",
    "Users",
    "IconUsers",
    [
      item("user-list", "User List", "IconList", "/studio/users"),
      item("new-user", "New User", "IconUserPlus", "/studio/user/new", { permissions: ["createUser"] }),
    ],
    { adminOnly: true },
  ),
  group(
    "master",
    "Master",
    "IconDatabase",
    [
      item("form-elements", "Form Elements", "IconForms", "/studio/formElements"),
      item("roles", "Roles", "IconShieldLock", "/studio/roles"),
      item("menu-collection", "Menu Collection", "IconMenu2", "/studio/menuCollection"),
      item("company", "Company", "IconBuilding", "/studio/company"),
    ],
    { adminOnly: true },
  ),
  item("create-campaign", "Create Campaign", "IconCirclePlus", "/studio/campaign/new", {
    permissions: ["createCampaign"],
  }),
  { ...group(CREATE_ADS_ID, "Create Ads", "IconPhotoPlus", createAdsChildren), type: "collapse" },
  item("generate-qr", "Generate QR", "IconQrcode", "/studio/qrCode"),
  // XRStudio is the AI tracker's own permission (spec studio §6); the editor route also needs createAds.
  item("xr-studio", "XR Studio", "IconAugmentedReality", `${PRO_AD_PATH}ai-tracker`, {
    permissions: ["XRStudio"],
  }),
  item("secret-key", "Secret Key", "IconKey", "/secret-key"),
  item("calendar", "Calendar", "IconCalendar", "/studio/coming-soon/5"),
  item("todo", "To-Do", "IconChecklist", "/studio/coming-soon/6"),
  // The spec points Notes at /studio/coming-soon/7; the notes app is built now (issue 16), and the old
  // address redirects here.
  item("notes", "Notes", "IconNotes", NOTES_PATH),
];

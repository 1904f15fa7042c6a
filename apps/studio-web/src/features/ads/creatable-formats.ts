import { type AdType, CREATE_ADS_ADMIN_ORDER, can, isAdmin, type RoleHolder } from "@adstudio/core";

/**
 * The formats this user may start an ad in, in the Create Ads menu's order (spec studio §4), then the AI
 * tracker as XR Studio: image-generator only for the admin group, XR Studio with its own permission, the
 * rest with createAds. The same rules as the sidebar, so the picker never offers a dead end.
 */
export function creatableFormats(session: RoleHolder | null | undefined): AdType[] {
  if (!can(session, "createAds")) return [];
  const formats: AdType[] = CREATE_ADS_ADMIN_ORDER.filter(
    (format) => format !== "image-generator" || isAdmin(session),
  );
  if (can(session, "XRStudio")) formats.push("ai-tracker");
  return formats;
}

/**
 * Whether this user may start an ad of any format (a clone, an import): createAds, with image-generator
 * kept to the admin group and the AI tracker to XRStudio, as in the Create Ads menu.
 */
export function canStartFormat(session: RoleHolder | null | undefined, type: AdType): boolean {
  if (!can(session, "createAds")) return false;
  if (type === "image-generator") return isAdmin(session);
  if (type === "ai-tracker") return can(session, "XRStudio");
  return true;
}

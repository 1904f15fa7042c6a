import { type AdType, CREATE_ADS_ADMIN_ORDER, can, isAdmin, type RoleHolder } from "@adstudio/core";

/**
 * The formats this user may start a template in: createTemplates, with the server's rules for ads
 * (image-generator only for the admin group, the AI tracker with XRStudio), in the Create Ads order.
 */
export function templateFormats(session: RoleHolder | null | undefined): AdType[] {
  if (!can(session, "createTemplates")) return [];
  const formats: AdType[] = CREATE_ADS_ADMIN_ORDER.filter(
    (format) => format !== "image-generator" || isAdmin(session),
  );
  if (can(session, "XRStudio")) formats.push("ai-tracker");
  return formats;
}

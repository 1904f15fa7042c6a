/** Role groups of spec §6. "preview" is every signed-in role; "guest" holds nobody. */
export const ROLE_GROUPS = {
  admin: ["superadmin", "admin"],
  staff: ["designer"],
  user: ["advertiser", "publisher", "brand", "agency"],
  preview: ["superadmin", "admin", "designer", "advertiser", "publisher", "brand", "agency"],
  guest: [],
} as const;

export type RoleGroup = keyof typeof ROLE_GROUPS;

/** The seven roles a user can hold, most privileged first. */
export const ROLE_NAMES = ROLE_GROUPS.preview;
export type RoleName = (typeof ROLE_NAMES)[number];

const CRUD_SUBJECTS = [
  "Campaign",
  "Ads",
  "User",
  "FormElements",
  "Roles",
  "MenuCollection",
  "Company",
] as const;
const CRUD_VERBS = ["create", "read", "update", "delete"] as const;
type CrudPermission = `${(typeof CRUD_VERBS)[number]}${(typeof CRUD_SUBJECTS)[number]}`;

/** Every permission (module role) name of spec §6. */
export const PERMISSIONS = [
  "readAnalytics",
  "previewAds",
  "viewShowcase",
  "viewAdDetails",
  "viewCampaignDetails",
  ...CRUD_SUBJECTS.flatMap((subject) => CRUD_VERBS.map((verb) => `${verb}${subject}` as CrudPermission)),
  "createTemplates",
  "updateTemplates",
  "readTemplate",
  "downloadHtml",
  "changeShowcasePreview",
  "secretKey",
  "XRStudio",
  /** Issue 31: approve an ad's review version or request changes to it. */
  "approveAds",
] as const satisfies readonly string[];

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** The role part of a session: the role's name and the permissions (module roles) it holds. */
export interface SessionRole {
  roleName: string;
  moduleRoles: readonly string[];
}

/** Anything carrying a role; `null`/`undefined` or an empty role name means a guest. */
export interface RoleHolder {
  role?: SessionRole | null;
}

/** The session role list: the role name followed by its module roles (spec §3). Empty for guests. */
export function sessionRoleList(session: RoleHolder | null | undefined): string[] {
  const role = session?.role;
  if (!role?.roleName) return [];
  return [role.roleName, ...role.moduleRoles];
}

export function isGuest(session: RoleHolder | null | undefined): boolean {
  return sessionRoleList(session).length === 0;
}

export function inGroup(session: RoleHolder | null | undefined, group: RoleGroup): boolean {
  const roleName = session?.role?.roleName;
  return !!roleName && (ROLE_GROUPS[group] as readonly string[]).includes(roleName);
}

export function isAdmin(session: RoleHolder | null | undefined): boolean {
  return inGroup(session, "admin");
}

/** Whether a role name belongs to the admin group (superadmin, admin), without a session around it. */
export function isAdminRoleName(roleName: string): boolean {
  return (ROLE_GROUPS.admin as readonly string[]).includes(roleName);
}

/** Whether the session holds a permission. The admin group passes every check (spec §6). */
export function can(session: RoleHolder | null | undefined, permission: Permission): boolean {
  if (isAdmin(session)) return true;
  return session?.role?.moduleRoles.includes(permission) ?? false;
}

/** Whether the session holds at least one of the permissions (admin group always does). */
export function canAny(session: RoleHolder | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(session, permission));
}

/**
 * Default module roles per role, used by the seed. The spec does not say which role holds which
 * permission; this is the project's choice, documented in docs/security.md:
 * - admin group: everything (checks pass regardless, but the list is stored for display);
 * - designer builds ads and templates for everyone, previews and sees campaigns, but manages no master data;
 * - advertiser, brand and agency run their own campaigns and ads and share a showcase;
 * - publisher previews and views what is published to it.
 */
export const DEFAULT_MODULE_ROLES: Record<RoleName, readonly Permission[]> = {
  superadmin: PERMISSIONS,
  admin: PERMISSIONS,
  designer: [
    "readAnalytics",
    "previewAds",
    "viewShowcase",
    "viewAdDetails",
    "viewCampaignDetails",
    "readCampaign",
    "createAds",
    "readAds",
    "updateAds",
    "deleteAds",
    "createTemplates",
    "updateTemplates",
    "readTemplate",
    "downloadHtml",
    "changeShowcasePreview",
    "secretKey",
    "XRStudio",
  ],
  advertiser: [
    "readAnalytics",
    "previewAds",
    "viewShowcase",
    "viewAdDetails",
    "viewCampaignDetails",
    "createCampaign",
    "readCampaign",
    "updateCampaign",
    "deleteCampaign",
    "createAds",
    "readAds",
    "updateAds",
    "readTemplate",
    "changeShowcasePreview",
    "secretKey",
    "approveAds",
  ],
  brand: [
    "readAnalytics",
    "previewAds",
    "viewShowcase",
    "viewAdDetails",
    "viewCampaignDetails",
    "readCampaign",
    "readAds",
    "changeShowcasePreview",
    "secretKey",
    "approveAds",
  ],
  agency: [
    "readAnalytics",
    "previewAds",
    "viewShowcase",
    "viewAdDetails",
    "viewCampaignDetails",
    "createCampaign",
    "readCampaign",
    "updateCampaign",
    "deleteCampaign",
    "createAds",
    "readAds",
    "updateAds",
    "readTemplate",
    "changeShowcasePreview",
    "secretKey",
    "approveAds",
  ],
  publisher: ["previewAds", "viewAdDetails", "readAds", "secretKey"],
};

/** The role self-registration gives: the least privileged one. */
export const REGISTRATION_ROLE: RoleName = "publisher";

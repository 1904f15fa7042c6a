import { describe, expect, it } from "vitest";
import {
  can,
  canAny,
  DEFAULT_MODULE_ROLES,
  inGroup,
  isAdmin,
  isAdminRoleName,
  isGuest,
  PERMISSIONS,
  sessionRoleList,
} from "./roles";

const session = (roleName: string, moduleRoles: readonly string[] = []) => ({
  role: { roleName, moduleRoles },
});

describe("roles", () => {
  it("knows the 40 permissions of spec §6 and issue 31's approveAds", () => {
    expect(PERMISSIONS).toHaveLength(41);
    expect(PERMISSIONS).toContain("approveAds");
    expect(PERMISSIONS).toContain("readFormElements");
    expect(PERMISSIONS).toContain("XRStudio");
  });

  it("names superadmin and admin, and no other role, as the admin group", () => {
    expect(["superadmin", "admin"].map(isAdminRoleName)).toEqual([true, true]);
    for (const name of ["designer", "advertiser", "publisher", "brand", "agency", "Admin", ""]) {
      expect(isAdminRoleName(name)).toBe(false);
    }
  });

  it("builds the session role list and spots guests", () => {
    expect(sessionRoleList(session("designer", ["readAds"]))).toEqual(["designer", "readAds"]);
    expect(sessionRoleList(null)).toEqual([]);
    for (const guest of [null, undefined, {}, { role: null }, session("")]) expect(isGuest(guest)).toBe(true);
    expect(isGuest(session("publisher"))).toBe(false);
  });

  it("lets the admin group pass every check", () => {
    expect(isAdmin(session("superadmin"))).toBe(true);
    expect(can(session("admin"), "deleteCompany")).toBe(true);
    expect(isAdmin(session("designer"))).toBe(false);
    expect(inGroup(session("designer"), "staff")).toBe(true);
    expect(inGroup(session("brand"), "user")).toBe(true);
  });

  it("checks other roles against their module roles", () => {
    const publisher = session("publisher", DEFAULT_MODULE_ROLES.publisher);
    expect(can(publisher, "readAds")).toBe(true);
    expect(can(publisher, "createAds")).toBe(false);
    expect(canAny(publisher, ["createAds", "previewAds"])).toBe(true);
    expect(canAny(publisher, [])).toBe(false);
    expect(can(null, "readAds")).toBe(false);
  });
});

/** Spec §6's 40 permission names, in its order. */
const SPEC_PERMISSIONS = [
  "readAnalytics",
  "previewAds",
  "viewShowcase",
  "viewAdDetails",
  "viewCampaignDetails",
  ...["Campaign", "Ads", "User", "FormElements", "Roles", "MenuCollection", "Company"].flatMap((subject) =>
    ["create", "read", "update", "delete"].map((verb) => `${verb}${subject}`),
  ),
  "createTemplates",
  "updateTemplates",
  "readTemplate",
  "downloadHtml",
  "changeShowcasePreview",
  "secretKey",
  "XRStudio",
  // Issue 31 adds one beyond the spec's list.
  "approveAds",
];

// The 'Roles and permissions' table of docs/security.md, row by row, in permission names.
const DOCUMENTED_CAMPAIGN_RUNNER = [
  ...["readAnalytics", "previewAds", "viewShowcase", "viewAdDetails", "viewCampaignDetails"],
  ...["createCampaign", "readCampaign", "updateCampaign", "deleteCampaign"],
  ...["createAds", "readAds", "updateAds", "readTemplate", "changeShowcasePreview", "secretKey"],
  "approveAds",
];
const DOCUMENTED_DEFAULTS: Record<string, string[]> = {
  superadmin: SPEC_PERMISSIONS,
  admin: SPEC_PERMISSIONS,
  designer: [
    ...["readAnalytics", "previewAds", "viewShowcase", "viewAdDetails", "viewCampaignDetails"],
    ...["readCampaign", "createAds", "readAds", "updateAds", "deleteAds"],
    ...["createTemplates", "updateTemplates", "readTemplate", "downloadHtml", "changeShowcasePreview"],
    ...["secretKey", "XRStudio"],
  ],
  advertiser: DOCUMENTED_CAMPAIGN_RUNNER,
  agency: DOCUMENTED_CAMPAIGN_RUNNER,
  brand: [
    ...["readAnalytics", "previewAds", "viewShowcase", "viewAdDetails", "viewCampaignDetails"],
    ...["readCampaign", "readAds", "changeShowcasePreview", "secretKey", "approveAds"],
  ],
  publisher: ["previewAds", "viewAdDetails", "readAds", "secretKey"],
};

const sortedValues = (table: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(table).map(([role, list]) => [role, [...list].sort()]));

describe("default module roles (docs/security.md 'Roles and permissions')", () => {
  it("names exactly the spec's 40 permissions and issue 31's approveAds", () => {
    expect([...PERMISSIONS].sort()).toEqual([...SPEC_PERMISSIONS].sort());
    expect(SPEC_PERMISSIONS).toHaveLength(41);
  });

  it("gives every one of the seven roles exactly the documented permissions, no more and no fewer", () => {
    expect(sortedValues(DEFAULT_MODULE_ROLES)).toEqual(sortedValues(DOCUMENTED_DEFAULTS));
    for (const list of Object.values(DEFAULT_MODULE_ROLES)) expect(new Set(list).size).toBe(list.length);
  });
});

import { describe, expect, it } from "vitest";
import {
  can,
  canAny,
  DEFAULT_MODULE_ROLES,
  inGroup,
  isAdmin,
  isGuest,
  PERMISSIONS,
  sessionRoleList,
} from "./roles";

const session = (roleName: string, moduleRoles: readonly string[] = []) => ({
  role: { roleName, moduleRoles },
});

describe("roles", () => {
  it("knows the 40 permissions of spec §6", () => {
    expect(PERMISSIONS).toHaveLength(40);
    expect(PERMISSIONS).toContain("readFormElements");
    expect(PERMISSIONS).toContain("XRStudio");
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

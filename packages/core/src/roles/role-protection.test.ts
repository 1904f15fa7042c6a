import { describe, expect, it } from "vitest";
import { isLockedRole, isProtectedRole } from "./role-protection";

describe("role protection (docs/security.md 'Roles and permissions')", () => {
  it("locks only superadmin against edits", () => {
    expect(isLockedRole("superadmin")).toBe(true);
    for (const name of ["admin", "designer", "publisher", "brand", "Superadmin2"]) {
      expect(isLockedRole(name)).toBe(false);
    }
  });

  it("keeps admin-group roles and publisher from being renamed or deleted", () => {
    for (const name of ["superadmin", "admin", "publisher"]) expect(isProtectedRole(name)).toBe(true);
    for (const name of ["designer", "advertiser", "brand", "agency", "editor"]) {
      expect(isProtectedRole(name)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "../roles/roles";
import {
  MODULE_ROLE_UNKNOWN_MESSAGE,
  MODULE_ROLES_LIST_MESSAGE,
  MODULE_ROLES_REQUIRED_MESSAGE,
  ROLE_NAME_BLANK_MESSAGE,
  RoleSchema,
} from "./role";
import { failure, output } from "./test-helpers";

describe("RoleSchema", () => {
  it("accepts a role and lists its permissions once, in catalogue order", () => {
    expect(
      output(RoleSchema, { roleName: " designer ", moduleRoles: ["readAds", "previewAds", "readAds"] }),
    ).toEqual({
      roleName: "designer",
      moduleRoles: ["previewAds", "readAds"],
    });
    expect(output(RoleSchema, { roleName: "all", moduleRoles: [...PERMISSIONS] }).moduleRoles).toEqual(
      PERMISSIONS,
    );
  });

  it("reports the spec's messages", () => {
    expect(failure(RoleSchema, { roleName: "", moduleRoles: [] })).toEqual({
      message: "Role Name should not be blank.",
      errors: { roleName: "Role Name should not be blank.", moduleRoles: "Choose at least one Module Role" },
    });
    expect(failure(RoleSchema, {}).errors).toEqual({
      roleName: ROLE_NAME_BLANK_MESSAGE,
      moduleRoles: MODULE_ROLES_REQUIRED_MESSAGE,
    });
  });

  it("accepts only known permissions", () => {
    expect(failure(RoleSchema, { roleName: "x", moduleRoles: ["readAds", "launchRockets"] }).errors).toEqual({
      "moduleRoles.1": MODULE_ROLE_UNKNOWN_MESSAGE,
    });
    expect(failure(RoleSchema, { roleName: "x", moduleRoles: [7] }).errors).toEqual({
      "moduleRoles.0": MODULE_ROLE_UNKNOWN_MESSAGE,
    });
  });

  it("rejects wrong types and over-long names", () => {
    expect(failure(RoleSchema, { roleName: ["admin"], moduleRoles: "readAds" }).errors).toEqual({
      roleName: "Role Name must be text.",
      moduleRoles: MODULE_ROLES_LIST_MESSAGE,
    });
    expect(failure(RoleSchema, { roleName: "r".repeat(256), moduleRoles: ["readAds"] }).errors).toEqual({
      roleName: "Role Name must be at most 255 characters.",
    });
  });
});

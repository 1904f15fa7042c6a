import { describe, expect, it } from "vitest";
import { ORDER_MESSAGE } from "./form-element";
import {
  MENU_NAME_BLANK_MESSAGE,
  MENU_ROLES_MESSAGE,
  MENU_SHORT_NAME_BLANK_MESSAGE,
  MENU_TYPE_BLANK_MESSAGE,
  MENU_TYPE_UNKNOWN_MESSAGE,
  MENU_URL_MESSAGE,
  MenuEntrySchema,
} from "./menu";
import { failure, output } from "./test-helpers";

const entry = {
  name: "Campaign",
  shortName: "campaign",
  menuType: "item",
  topMenu: "dashboards",
  roles: ["readCampaign"],
  icon: "campaign",
  url: "/studio/campaigns",
};

describe("MenuEntrySchema", () => {
  it("accepts an entry and defaults the optional fields", () => {
    expect(output(MenuEntrySchema, entry)).toEqual(entry);
    expect(output(MenuEntrySchema, { name: "Master", shortName: "master", menuType: "group" })).toEqual({
      name: "Master",
      shortName: "master",
      menuType: "group",
      topMenu: "",
      roles: [],
      icon: "",
      url: "",
    });
  });

  it("reports the spec's messages in form order", () => {
    expect(failure(MenuEntrySchema, {})).toEqual({
      message: "Name should not be blank.",
      errors: {
        name: "Name should not be blank.",
        shortName: "Short Name should not be blank.",
        menuType: "Menu Type should not be blank.",
      },
    });
    expect(failure(MenuEntrySchema, { ...entry, name: " " }).message).toBe(MENU_NAME_BLANK_MESSAGE);
    expect(failure(MenuEntrySchema, { ...entry, shortName: "" }).message).toBe(MENU_SHORT_NAME_BLANK_MESSAGE);
    expect(failure(MenuEntrySchema, { ...entry, menuType: null }).message).toBe(MENU_TYPE_BLANK_MESSAGE);
  });

  it("accepts the five menu types only", () => {
    for (const menuType of ["group", "collapse", "item", "link", "divider"]) {
      expect(output(MenuEntrySchema, { ...entry, menuType }).menuType).toBe(menuType);
    }
    expect(failure(MenuEntrySchema, { ...entry, menuType: "tab" }).errors).toEqual({
      menuType: "Menu Type must be one of group, collapse, item, link, divider.",
    });
    expect(failure(MenuEntrySchema, { ...entry, menuType: "x".repeat(300) }).errors).toEqual({
      menuType: MENU_TYPE_UNKNOWN_MESSAGE,
    });
  });

  it("keeps the roles a unique list of names", () => {
    expect(output(MenuEntrySchema, { ...entry, roles: [" admin", "admin", "readAds"] }).roles).toEqual([
      "admin",
      "readAds",
    ]);
    expect(failure(MenuEntrySchema, { ...entry, roles: "admin" }).errors).toEqual({
      roles: MENU_ROLES_MESSAGE,
    });
    expect(failure(MenuEntrySchema, { ...entry, roles: ["", 3] }).errors).toEqual({
      "roles.0": MENU_ROLES_MESSAGE,
      "roles.1": MENU_ROLES_MESSAGE,
    });
    expect(failure(MenuEntrySchema, { ...entry, roles: ["r".repeat(256)] }).errors).toEqual({
      "roles.0": "Role must be at most 255 characters.",
    });
    const roles = Array.from({ length: 201 }, (_, index) => `role${index}`);
    expect(failure(MenuEntrySchema, { ...entry, roles }).errors).toEqual({
      roles: "Roles can hold at most 200 items.",
    });
  });

  it("accepts paths and http(s) links but no other scheme", () => {
    for (const url of ["/studio/ads", "studio/ads", "https://docs.example.com/guide.pdf", ""]) {
      expect(output(MenuEntrySchema, { ...entry, url }).url).toBe(url);
    }
    for (const url of ["javascript:alert(1)", "data:text/html,x", "//evil.example.com", "/a b"]) {
      expect(failure(MenuEntrySchema, { ...entry, url }).errors).toEqual({ url: MENU_URL_MESSAGE });
    }
  });

  it("rejects wrong types and over-long values", () => {
    expect(failure(MenuEntrySchema, { ...entry, name: 1, icon: {}, topMenu: [] }).errors).toEqual({
      name: "Name must be text.",
      topMenu: "Top Menu must be text.",
      icon: "Icon must be text.",
    });
    expect(failure(MenuEntrySchema, { ...entry, shortName: "s".repeat(256) }).errors).toEqual({
      shortName: "Short Name must be at most 255 characters.",
    });
    expect(failure(MenuEntrySchema, { ...entry, url: `/${"u".repeat(2048)}` }).errors).toEqual({
      url: "URL must be at most 2048 characters.",
    });
  });
});

describe("MenuEntrySchema order", () => {
  it("is optional, and a whole number from 0 to 1000000 when given", () => {
    expect(output(MenuEntrySchema, { ...entry, order: 7 }).order).toBe(7);
    expect(output(MenuEntrySchema, { ...entry, order: null }).order).toBeUndefined();
    expect("order" in output(MenuEntrySchema, entry)).toBe(false);
    for (const order of [-1, 1.5, 1_000_001, "3"]) {
      expect(failure(MenuEntrySchema, { ...entry, order }).errors).toEqual({ order: ORDER_MESSAGE });
    }
  });
});

import { flattenNavigation, type NavItem, navigationFor, type SessionUser } from "@adstudio/core";
import { describe, expect, it } from "vitest";
import { foldText, matchNavigation, searchableItems } from "./search-matching";

const user = (roleName: string, moduleRoles: string[] = []): SessionUser => ({
  uuid: roleName,
  username: roleName,
  companyName: ["c1"],
  role: { roleName, moduleRoles },
  data: {
    displayName: roleName,
    email: `${roleName}@example.com`,
    photoURL: "",
    settings: {},
    shortcuts: [],
  },
});

const admin = user("admin");
const adminItems = searchableItems(flattenNavigation(navigationFor(admin)), admin);
const titles = (items: NavItem[]) => items.map((item) => item.title);

describe("navigation search", () => {
  it("gives nothing for an empty or blank query", () => {
    expect(matchNavigation(adminItems, "")).toEqual([]);
    expect(matchNavigation(adminItems, "   ")).toEqual([]);
  });

  it("trims the query and ignores case", () => {
    expect(titles(matchNavigation(adminItems, "  secret KEY "))).toEqual(["Secret Key"]);
  });

  it("ignores accents on both sides", () => {
    expect(foldText("Çalışma Ünité")).toBe("calısma unite");
    expect(titles(matchNavigation(adminItems, "störy"))).toEqual(["Story"]);
    const accented = [{ ...adminItems[0]!, id: "x", title: "Résumé" }];
    expect(titles(matchNavigation(accented, "resume"))).toEqual(["Résumé"]);
  });

  it("suggests at most ten items", () => {
    const many = matchNavigation(adminItems, "e");
    expect(many.length).toBe(10);
  });

  it("returns no match as an empty list", () => {
    expect(matchNavigation(adminItems, "zzzz")).toEqual([]);
  });

  it("only offers pages the user may open", () => {
    const publisher = user("publisher", ["previewAds", "readAds", "secretKey"]);
    const everything = searchableItems(flattenNavigation(navigationFor(admin)), publisher);
    expect(titles(everything)).toContain("Ads");
    expect(titles(everything)).not.toContain("User List");
    expect(titles(matchNavigation(everything, "user"))).toEqual([]);
  });

  it("matches the displayed (translated) title", () => {
    const turkish = (item: NavItem) => (item.id === "ads" ? "Reklamlar" : item.title);
    expect(titles(matchNavigation(adminItems, "reklam", turkish))).toEqual(["Ads"]);
  });
});

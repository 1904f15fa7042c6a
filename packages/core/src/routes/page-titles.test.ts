import { describe, expect, it } from "vitest";
import { documentTitle, PAGE_TITLES } from "./page-titles";
import { ROUTE_ACCESS } from "./route-access";

describe("documentTitle", () => {
  it("names every route in the route-access table, so no page keeps the previous page's title", () => {
    const untitled = ROUTE_ACCESS.map((route) => route.pattern).filter(
      (pattern) => !(pattern in PAGE_TITLES),
    );
    expect(untitled).toEqual([]);
  });

  it.each([
    ["/secret-key", "Secret Key · Adstudio"],
    ["/logout", "Login from multiple devices detected · Adstudio"],
    ["/login", "Login · Adstudio"],
    ["/studio/ads", "Ads · Adstudio"],
    ["/studio/campaigns", "Campaigns · Adstudio"],
    ["/studio/campaign-detail/42", "Campaign details · Adstudio"],
    ["/studio/roles", "Roles · Adstudio"],
    ["/studio/qrCode", "QR Codes · Adstudio"],
    ["/studio/support", "Support · Adstudio"],
    ["/pages/errors/error-404", "Page not found · Adstudio"],
  ])("%s → %s", (path, title) => {
    expect(documentTitle(path)).toBe(title);
  });

  it("says Create on an editor opened with new, and Edit on one opened with an id", () => {
    expect(documentTitle("/studio/menuCollection/new")).toBe("Create Menu Collection · Adstudio");
    expect(documentTitle("/studio/menuCollection/0b9c")).toBe("Edit Menu Collection · Adstudio");
    expect(documentTitle("/studio/user/new")).toBe("Create User · Adstudio");
    expect(documentTitle("/studio/campaign/7f3a")).toBe("Edit Campaign · Adstudio");
  });

  it("names the creative on the preview when the link carries its name", () => {
    expect(documentTitle("/preview", { name: "Summer sale" })).toBe("Summer sale · Preview · Adstudio");
    expect(documentTitle("/preview", { name: "  " })).toBe("Preview · Adstudio");
    expect(documentTitle("/preview")).toBe("Preview · Adstudio");
  });

  it("names the feature a coming-soon page stands in for", () => {
    expect(documentTitle("/studio/coming-soon/5")).toBe("Calendar · Adstudio");
    expect(documentTitle("/studio/coming-soon/99")).toBe("Coming soon · Adstudio");
  });

  it("ignores the query string and a trailing slash, and falls back to the product name", () => {
    expect(documentTitle("/studio/users/?page=2")).toBe("Users · Adstudio");
    expect(documentTitle("/no/such/page")).toBe("Adstudio");
  });
});

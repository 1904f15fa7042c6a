import { describe, expect, it } from "vitest";
import { DEFAULT_MODULE_ROLES, type RoleHolder } from "../roles/roles";
import {
  canAccess,
  matchRoute,
  NOT_FOUND_PATH,
  ROOT_REDIRECT,
  ROUTE_ACCESS,
  type RouteDecision,
  rootRedirectFor,
  routeDecision,
  targetFor,
} from "./route-access";

const session = (roleName: string, moduleRoles: readonly string[] = []): RoleHolder => ({
  role: { roleName, moduleRoles },
});
const guest = null;
const admin = session("admin");
const designer = session("designer", DEFAULT_MODULE_ROLES.designer);
const publisher = session("publisher", DEFAULT_MODULE_ROLES.publisher);

// A allow, L login, R redirectSignedIn, F forbidden — for guest, admin, designer, publisher.
const KINDS: Record<string, RouteDecision["kind"]> = {
  A: "allow",
  L: "login",
  R: "redirectSignedIn",
  F: "forbidden",
};
const CASES: [path: string, expected: string][] = [
  ["/", "LAAA"],
  ["/login", "ARRR"],
  ["/register", "ARRR"],
  ["/logout", "AAAA"],
  ["/callback", "ARRR"],
  ["/studio/contact", "ARRR"],
  ["/studio/support", "LAAA"],
  ["/preview", "AAAA"],
  ["/showcase/64f0c2", "AAAA"],
  ["/review/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c", "AAAA"],
  ["/guidebook", "AAAA"],
  ["/pages/errors/error-404", "AAAA"],
  ["/pages/errors/error-500", "AAAA"],
  ["/studio/users", "LAFF"],
  ["/studio/user/new", "LAFF"],
  ["/studio/campaigns", "LAAF"],
  ["/studio/campaign/new", "LAFF"],
  ["/studio/update-campaign/42", "LAAA"],
  ["/studio/campaign-detail/42", "LAAF"],
  ["/studio/ads", "LAAA"],
  ["/studio/ads/summer-sale", "LAAA"],
  ["/studio/ad-details/42", "LAAA"],
  ["/studio/templates", "LAAF"],
  ["/studio/upload-template", "LAAF"],
  ["/studio/update-template/42", "LAAF"],
  ["/studio/rich-templatessss/42", "LAAA"],
  ["/studio/rm-templates", "LAAF"],
  ["/studio/rm-create/42", "LAAF"],
  ["/studio/rm-update/42", "LAAF"],
  ["/studio/rm-test", "LAAF"],
  ["/studio/pro-ad/rich-media", "LAAF"],
  ["/studio/rich-template/42", "LAAF"],
  ["/studio/pro-update/42", "LAAA"],
  ["/studio/notes", "LAAA"],
  ["/studio/coming-soon/5", "LAAA"],
  ["/apps/dashboards/analytics", "LAAF"],
  ["/apps/dashboards/analytics/reports", "LAAF"],
  ["/apps/dashboards/analytics/reports/new", "LAAF"],
  ["/secret-key", "LAAA"],
  ["/my-showcase", "LAAF"],
  ["/studio/preview", "LAAA"],
  ["/studio/formElements", "LAFF"],
  ["/studio/createFormElement/new", "LAFF"],
  ["/studio/roles", "LAFF"],
  ["/studio/roles/new", "LAFF"],
  ["/studio/menuCollection", "LAFF"],
  ["/studio/menuCollection/new", "LAFF"],
  ["/studio/company", "LAFF"],
  ["/studio/company/new", "LAFF"],
  ["/studio/qrCode", "LAFF"],
  ["/studio/qrCode/new", "LAFF"],
];

describe("routeDecision", () => {
  it.each(CASES)("%s → %s (guest, admin, designer, publisher)", (path, expected) => {
    const actual = [guest, admin, designer, publisher].map((s) => routeDecision(s, path).kind);
    expect(actual).toEqual([...expected].map((letter) => KINDS[letter]));
  });

  it("exercises every route of the table", () => {
    const covered = new Set(CASES.map(([path]) => matchRoute(path)?.route.pattern));
    expect(ROUTE_ACCESS.map((route) => route.pattern).filter((p) => !covered.has(p))).toEqual([]);
  });

  it("sends unknown paths to the 404 page for everybody", () => {
    for (const s of [guest, admin, publisher]) {
      expect(routeDecision(s, "/nope")).toEqual({ kind: "notFound" });
      expect(routeDecision(s, "/studio/user")).toEqual({ kind: "notFound" });
      expect(routeDecision(s, "/studio/users/extra")).toEqual({ kind: "notFound" });
    }
    expect(targetFor({ kind: "notFound" }, "/nope")).toBe(NOT_FOUND_PATH);
  });

  it("treats an empty role name and {role: null} as a guest", () => {
    expect(routeDecision({ role: null }, "/studio/ads").kind).toBe("login");
    expect(routeDecision(session(""), "/login").kind).toBe("allow");
  });

  it("grants a permission route to a non-admin holding any one of its permissions", () => {
    expect(routeDecision(session("agency", ["updateCompany"]), "/studio/company/abc").kind).toBe("allow");
    expect(routeDecision(session("agency", ["readCompany"]), "/studio/company/abc").kind).toBe("forbidden");
    expect(routeDecision(session("superadmin"), "/studio/company/abc").kind).toBe("allow");
  });
});

describe("matchRoute", () => {
  it("extracts decoded params and ignores query, hash and a trailing slash", () => {
    const match = matchRoute("/studio/user/a%20b/?tab=1#top");
    expect(match?.route.pattern).toBe("/studio/user/$userId");
    expect(match?.params).toEqual({ userId: "a b" });
    expect(matchRoute("/showcase/c1#x")?.params).toEqual({ companyId: "c1" });
    expect(matchRoute("/studio/ads/")?.route.pattern).toBe("/studio/ads");
    expect(matchRoute("/?x=1")?.route.pattern).toBe("/");
  });

  it("matches segments exactly", () => {
    expect(matchRoute("/studio/Ads")).toBeNull();
    expect(matchRoute("/studio/ads-list")).toBeNull();
    expect(matchRoute("/studio/coming-soon/5/6")).toBeNull();
    expect(matchRoute("/studio/pro-ad/%E0%A4%A")?.params).toEqual({ adId: "%E0%A4%A" });
  });

  it("marks the chrome-less pages", () => {
    const bare = ROUTE_ACCESS.filter((route) => route.bare).map((route) => route.pattern);
    expect(bare).toEqual([
      "/login",
      "/register",
      "/callback",
      "/preview",
      "/showcase/$companyId",
      "/review/$token",
      "/my-showcase",
      "/studio/preview",
    ]);
  });
});

describe("targetFor", () => {
  it("turns decisions into paths", () => {
    expect(targetFor({ kind: "allow" }, "/studio/ads")).toBeNull();
    expect(targetFor({ kind: "login" }, "/studio/ads")).toBe("/login");
    expect(targetFor({ kind: "forbidden" }, "/studio/users", "/studio/ads")).toBe("/studio/ads");
    expect(targetFor({ kind: "forbidden" }, "/studio/users", "/studio/users")).toBe("/");
    expect(targetFor({ kind: "forbidden" }, "/studio/users")).toBe("/");
    expect(targetFor({ kind: "redirectSignedIn" }, "/login", "/studio/campaigns")).toBe("/studio/campaigns");
    expect(targetFor({ kind: "redirectSignedIn" }, "/login")).toBe(ROOT_REDIRECT);
  });

  it("sends / to the ad list, or to support for a role that cannot read ads", () => {
    expect(ROOT_REDIRECT).toBe("/studio/ads");
    expect(rootRedirectFor(publisher)).toBe("/studio/ads");
    expect(rootRedirectFor(session("brand", []))).toBe("/studio/support");
    expect(canAccess(session("brand", []), "/studio/support")).toBe(true);
  });
});

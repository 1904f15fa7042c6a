import { describe, expect, it } from "vitest";
import { DEFAULT_MODULE_ROLES, type RoleHolder } from "../roles/roles";
import {
  CREATE_ADS_ADMIN_ORDER,
  CREATE_ADS_NON_ADMIN_ORDER,
  defaultMenuCollection,
  flattenNavigation,
  type MenuCollectionRecord,
  NAVIGATION,
  type NavItem,
  navigationFor,
  navigationFromMenuCollection,
} from "./navigation";

const session = (roleName: string, moduleRoles: readonly string[] = []): RoleHolder => ({
  role: { roleName, moduleRoles },
});
const admin = session("admin");
const designer = session("designer", DEFAULT_MODULE_ROLES.designer);
const publisher = session("publisher", DEFAULT_MODULE_ROLES.publisher);

/** The tree as nested ids: `group(child, child)`. */
const shape = (items: readonly NavItem[]): string[] =>
  items.map((item) => (item.children ? `${item.id}(${shape(item.children).join(",")})` : item.id));
const find = (items: readonly NavItem[], id: string) => items.find((item) => item.id === id);
const urls = (items: readonly NavItem[]) => flattenNavigation(items).map((item) => item.url);

describe("Create Ads orders", () => {
  it("lists the 17 admin formats and the 16 non-admin ones without image-generator", () => {
    expect(CREATE_ADS_ADMIN_ORDER).toEqual(
      "rich-media interstitial richbot story 3d-roll 3d-xplore sticker mobo-roll scrolling-window belt rich-scroll vast vertical vpaid image-generator ace-mobile ace-desktop".split(
        " ",
      ),
    );
    expect(CREATE_ADS_NON_ADMIN_ORDER).toEqual(CREATE_ADS_ADMIN_ORDER.filter((f) => f !== "image-generator"));
    expect(CREATE_ADS_NON_ADMIN_ORDER).toHaveLength(16);
  });
});

describe("NAVIGATION", () => {
  it("has the sidebar of the spec in order", () => {
    expect(urls(NAVIGATION)).toEqual([
      "/apps/dashboards/analytics",
      "/studio/campaigns",
      "/studio/ads",
      "/studio/users",
      "/studio/user/new",
      "/studio/formElements",
      "/studio/roles",
      "/studio/menuCollection",
      "/studio/company",
      "/studio/campaign/new",
      ...CREATE_ADS_ADMIN_ORDER.map((format) => `/studio/pro-ad/${format}`),
      "/studio/qrCode",
      "/studio/pro-ad/ai-tracker",
      "/secret-key",
      "/studio/coming-soon/5",
      "/studio/coming-soon/6",
      "/studio/notes",
    ]);
    expect(NAVIGATION.map((item) => `${item.title}:${item.type}`)).toEqual([
      "Dashboards:group",
      "Users:group",
      "Master:group",
      "Create Campaign:item",
      "Create Ads:collapse",
      "Generate QR:item",
      "XR Studio:item",
      "Secret Key:item",
      "Calendar:item",
      "To-Do:item",
      "Notes:item",
    ]);
    expect(find(NAVIGATION, "users")?.auth).toEqual({ adminOnly: true });
    expect(find(NAVIGATION, "master")?.auth).toEqual({ adminOnly: true });
    for (const item of flattenNavigation(NAVIGATION)) expect(item.icon).toMatch(/^Icon[A-Z]/);
  });
});

describe("navigationFor", () => {
  it("shows the admin group the whole tree", () => {
    expect(navigationFor(admin)).toEqual(NAVIGATION);
    expect(navigationFor(session("superadmin", []))).toEqual(NAVIGATION);
  });

  it("filters the tree for a designer: no admin groups, Create Ads in the non-admin order", () => {
    const tree = navigationFor(designer);
    expect(shape(tree)).toEqual([
      "dashboards(analytics,campaign,ads)",
      `create-ads(${CREATE_ADS_NON_ADMIN_ORDER.join(",")})`,
      "xr-studio",
      "secret-key",
      "calendar",
      "todo",
      "notes",
    ]);
  });

  it("drops collapses and groups left empty for a publisher", () => {
    expect(shape(navigationFor(publisher))).toEqual([
      "dashboards(ads)",
      "secret-key",
      "calendar",
      "todo",
      "notes",
    ]);
  });

  it("honours item permissions on top of the route table", () => {
    const qrManager = session("agency", ["readMenuCollection", "createAds"]);
    const ids = shape(navigationFor(qrManager));
    expect(ids).toContain("generate-qr");
    expect(ids).not.toContain("xr-studio"); // the route admits createAds, the item wants XRStudio
  });

  it("gives guests nothing", () => {
    expect(navigationFor(null)).toEqual([]);
    expect(navigationFor({ role: null })).toEqual([]);
  });
});

describe("flattenNavigation", () => {
  it("returns url items depth first without children", () => {
    const flat = flattenNavigation(NAVIGATION);
    expect(flat).toHaveLength(33);
    expect(flat.some((item) => "children" in item)).toBe(false);
    expect(flat.map((item) => item.id).slice(0, 4)).toEqual(["analytics", "campaign", "ads", "user-list"]);
  });
});

describe("defaultMenuCollection", () => {
  const records = defaultMenuCollection();
  const byName = (shortName: string) => records.find((record) => record.shortName === shortName);

  it("mirrors the sidebar in order with parents by shortName", () => {
    expect(records).toHaveLength(37);
    expect(records.map((record) => record.order)).toEqual(records.map((_, index) => index + 1));
    expect(byName("dashboards")).toEqual({
      name: "Dashboards",
      shortName: "dashboards",
      menuType: "group",
      topMenu: "",
      roles: [],
      icon: "IconLayoutDashboard",
      url: "",
      order: 1,
    });
    expect(byName("analytics")).toMatchObject({
      topMenu: "dashboards",
      roles: ["readAnalytics"],
      menuType: "item",
    });
    expect(byName("create-ads")).toMatchObject({ menuType: "collapse", topMenu: "" });
    expect(byName("rich-media")).toMatchObject({
      topMenu: "create-ads",
      url: "/studio/pro-ad/rich-media",
      roles: ["createAds"],
    });
  });

  it("records who may see each entry", () => {
    expect(byName("users")?.roles).toEqual(["superadmin", "admin"]);
    expect(byName("master")?.roles).toEqual(["superadmin", "admin"]);
    expect(byName("image-generator")?.roles).toEqual(["superadmin", "admin"]);
    expect(byName("xr-studio")?.roles).toEqual(["XRStudio"]);
    expect(byName("generate-qr")?.roles).toEqual(["readMenuCollection"]);
    expect(byName("calendar")?.roles).toEqual([]);
  });
});

describe("navigationFromMenuCollection", () => {
  const record = (shortName: string, extra: Partial<MenuCollectionRecord> = {}): MenuCollectionRecord => ({
    name: shortName,
    shortName,
    menuType: "item",
    topMenu: "",
    roles: [],
    icon: "IconPoint",
    url: "",
    ...extra,
  });

  it("rebuilds from the seed what navigationFor gives, whatever order the records come in", () => {
    const seed = defaultMenuCollection();
    for (const s of [designer, publisher]) {
      expect(shape(navigationFromMenuCollection([...seed].reverse(), s))).toEqual(shape(navigationFor(s)));
    }
    const tree = navigationFromMenuCollection(seed, designer);
    expect(find(tree, "dashboards")?.translate).toBe("DASHBOARDS");
  });

  it("sorts Create Ads children in the non-admin order, unknown formats last", () => {
    const children = ["ace-desktop", "image-generator", "vast", "rich-media", "story"].map((format, index) =>
      record(format, { topMenu: "ads-menu", url: `/studio/pro-ad/${format}`, order: index + 2 }),
    );
    const tree = navigationFromMenuCollection(
      [record("ads-menu", { menuType: "collapse", order: 1 }), ...children],
      designer,
    );
    expect(shape(tree)).toEqual(["ads-menu(rich-media,story,vast,ace-desktop,image-generator)"]);
  });

  it("shows a record with its own roles only to sessions sharing one of them", () => {
    const records = [
      record("designers", { url: "/studio/notes", roles: ["designer"] }),
      record("key-holders", { url: "/secret-key", roles: ["secretKey"] }),
      record("tracker", { url: "/studio/rm-test", roles: ["XRStudio"] }),
      record("everyone", { url: "/studio/coming-soon/5" }),
    ];
    expect(shape(navigationFromMenuCollection(records, designer))).toEqual([
      "designers",
      "key-holders",
      "tracker",
      "everyone",
    ]);
    expect(shape(navigationFromMenuCollection(records, publisher))).toEqual(["key-holders", "everyone"]);
  });

  it("removes routes the session cannot open, hidden parents' children and empty groups", () => {
    const records = [
      record("admin-area", { menuType: "group", roles: ["admin"] }),
      record("user-list", { topMenu: "admin-area", url: "/studio/coming-soon/1" }),
      record("tools", { menuType: "group" }),
      record("users", { topMenu: "tools", url: "/studio/users" }),
      record("orphan", { topMenu: "missing", url: "/studio/notes" }),
      record("loop-a", { topMenu: "loop-b", url: "/studio/notes" }),
      record("loop-b", { topMenu: "loop-a", menuType: "group" }),
      record("docs", { menuType: "link", url: "https://example.com/guide.pdf" }),
      record("odd", { menuType: "widget", url: "/studio/notes" }),
    ];
    const tree = navigationFromMenuCollection(records, designer);
    expect(shape(tree)).toEqual(["docs", "odd"]);
    expect(find(tree, "docs")).toMatchObject({ type: "link", target: "_blank" });
    expect(find(tree, "odd")?.type).toBe("item");
    expect(navigationFromMenuCollection(records, null)).toEqual([]);
  });
});

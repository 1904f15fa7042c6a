import { flattenNavigation } from "../navigation/navigation";
import { NAVIGATION } from "../navigation/navigation-tree";
import { LOGIN_PATH, LOGOUT_PATH, matchRoute, NOT_FOUND_PATH, SERVER_ERROR_PATH } from "./route-access";

/** The product's name: the last part of every document title and the whole title of an unknown page. */
export const DOCUMENT_TITLE_SUFFIX = "Adstudio";

/** What a title may depend on: the route's path parameters and the query string's values. */
export interface TitleContext {
  params: Record<string, string>;
  search: Record<string, unknown>;
}

type PageTitle = string | ((context: TitleContext) => string);

/** Editor routes take `new` for a new record (spec studio §4) and an id otherwise. */
const editor =
  (param: string, what: string): PageTitle =>
  ({ params }) =>
    params[param] === "new" ? `Create ${what}` : `Edit ${what}`;

/** The preview names the creative when the link carries its name, so tabs of several previews differ. */
const preview: PageTitle = ({ search }) => {
  // The router parses query values as JSON when it can, so a numeric name arrives as a number.
  const name =
    typeof search.name === "string" || typeof search.name === "number" ? String(search.name).trim() : "";
  return name ? `${name} · Preview` : "Preview";
};

/** A placeholder page names the feature its menu entry promised (Calendar, To-Do, Notes). */
const comingSoon: PageTitle = ({ params }) =>
  flattenNavigation(NAVIGATION).find((item) => item.url === `/studio/coming-soon/${params.n ?? ""}`)?.title ??
  "Coming soon";

/**
 * The page name of every route in the route-access table, keyed by its pattern. The studio sets the
 * document title from this one table on every navigation, so no page can keep an earlier page's title.
 */
export const PAGE_TITLES: Readonly<Record<string, PageTitle>> = {
  "/": "Ads",
  [LOGIN_PATH]: "Login",
  "/register": "Register",
  [LOGOUT_PATH]: "Login from multiple devices detected",
  "/callback": "Sign-in callback",
  "/studio/contact": "Contact us",
  "/studio/support": "Support",
  "/preview": preview,
  "/showcase/$companyId": "Showcase",
  "/review/$token": "Review",
  "/guidebook": "Guidebook",
  [NOT_FOUND_PATH]: "Page not found",
  [SERVER_ERROR_PATH]: "Internal error",
  "/studio/users": "Users",
  "/studio/user/$userId": editor("userId", "User"),
  "/studio/campaigns": "Campaigns",
  "/studio/campaign/$campId": editor("campId", "Campaign"),
  "/studio/update-campaign/$id": "Edit Campaign",
  "/studio/campaign-detail/$id": "Campaign details",
  "/studio/ads": "Ads",
  "/studio/ads/$name": "Ads",
  "/studio/ad-details/$id": "Ad details",
  "/studio/templates": "Templates",
  "/studio/upload-template": "Upload Template",
  "/studio/update-template/$id": "Edit Template",
  "/studio/rich-templatessss/$adId": "Rich Template",
  "/studio/rm-templates": "Rich Media Templates",
  "/studio/rm-create/$id": "Create Rich Media Template",
  "/studio/rm-update/$id": "Edit Rich Media Template",
  "/studio/rm-test": "Rich Media Test",
  "/studio/pro-ad/$adId": "Ad Editor",
  "/studio/rich-template/$adId": "Template Editor",
  "/studio/pro-update/$id": "Ad Editor",
  "/studio/notes": "Notes",
  "/studio/coming-soon/$n": comingSoon,
  "/apps/dashboards/analytics": "Analytics",
  "/apps/dashboards/analytics/reports": "Scheduled Reports",
  "/apps/dashboards/analytics/reports/$reportId": editor("reportId", "Scheduled Report"),
  "/secret-key": "Secret Key",
  "/my-showcase": "My Showcase",
  "/studio/preview": preview,
  "/studio/formElements": "Form Elements",
  "/studio/createFormElement/$elementId": editor("elementId", "Form Element"),
  "/studio/roles": "Roles",
  "/studio/roles/$roleId": editor("roleId", "Role"),
  "/studio/menuCollection": "Menu Collection",
  "/studio/menuCollection/$id": editor("id", "Menu Collection"),
  "/studio/company": "Company",
  "/studio/company/$companyId": editor("companyId", "Company"),
  "/studio/qrCode": "QR Codes",
  "/studio/qrCode/$qrId": editor("qrId", "QR"),
};

/**
 * The document title of a path: '<Page name> · Adstudio', or just 'Adstudio' for a path no route
 * matches (the studio is about to send it to the 404 page, which has its own).
 */
export function documentTitle(path: string, search: Record<string, unknown> = {}): string {
  const match = matchRoute(path);
  const title = match ? PAGE_TITLES[match.route.pattern] : undefined;
  if (title === undefined || !match) return DOCUMENT_TITLE_SUFFIX;
  const name = typeof title === "string" ? title : title({ params: match.params, search });
  return `${name} · ${DOCUMENT_TITLE_SUFFIX}`;
}

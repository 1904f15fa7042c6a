import type { EndpointDefinition } from "../endpoint";
import { adApprovalEndpoints } from "./ad-approval";
import { adCommentEndpoints } from "./ad-comments";
import { adExportEndpoints } from "./ad-export";
import { adPreviewEndpoints } from "./ad-preview";
import { adShareEndpoints, reviewEndpoints } from "./ad-share";
import { adTagEndpoints } from "./ad-tags";
import { adVersionEndpoints } from "./ad-versions";
import { adsEndpoints } from "./ads";
import { publicAdEndpoints } from "./ads-public";
import { assetsEndpoints } from "./assets";
import { authEndpoints } from "./auth";
import { campaignEndpoints } from "./campaign";
import { chatEndpoints } from "./chat";
import { companyEndpoints } from "./company";
import { contactEndpoints } from "./contact";
import { embedEndpoints } from "./embed";
import { formElementsEndpoints } from "./form-elements";
import { healthEndpoints } from "./health";
import { menuCollectionEndpoints } from "./menu-collection";
import { metaEndpoints } from "./meta";
import { notesEndpoints } from "./notes";
import { qrEndpoints } from "./qr";
import { quickPanelEndpoints } from "./quick-panel";
import { reportScheduleEndpoints } from "./report-schedule";
import { reviewCommentEndpoints } from "./review-comments";
import { richTemplatesEndpoints } from "./rich-templates";
import { rolesEndpoints } from "./roles";
import { secretKeysEndpoints } from "./secret-keys";
import { showcaseEndpoints } from "./showcase";
import { templatesEndpoints } from "./templates";
import { interactionsEndpoints, trackerEndpoints } from "./tracker";
import { usersEndpoints } from "./users";
import { vastEndpoints } from "./vast";
import { xrEndpoints } from "./xr";

/** Every endpoint of the API, by feature: the one list the server mounts and the reference documents. */
export const API = {
  health: healthEndpoints,
  auth: authEndpoints,
  contact: contactEndpoints,
  menuCollection: menuCollectionEndpoints,
  roles: rolesEndpoints,
  formElements: formElementsEndpoints,
  users: usersEndpoints,
  secretKeys: secretKeysEndpoints,
  company: companyEndpoints,
  qr: qrEndpoints,
  campaign: campaignEndpoints,
  chat: chatEndpoints,
  quickPanel: quickPanelEndpoints,
  ads: adsEndpoints,
  adVersions: adVersionEndpoints,
  adPreview: adPreviewEndpoints,
  adTags: adTagEndpoints,
  adExport: adExportEndpoints,
  adApproval: adApprovalEndpoints,
  adComments: adCommentEndpoints,
  adShare: adShareEndpoints,
  review: reviewEndpoints,
  reviewComments: reviewCommentEndpoints,
  publicAds: publicAdEndpoints,
  showcase: showcaseEndpoints,
  assets: assetsEndpoints,
  templates: templatesEndpoints,
  richTemplates: richTemplatesEndpoints,
  vast: vastEndpoints,
  xr: xrEndpoints,
  tracker: trackerEndpoints,
  interactions: interactionsEndpoints,
  reportSchedule: reportScheduleEndpoints,
  embed: embedEndpoints,
  notes: notesEndpoints,
  meta: metaEndpoints,
} as const;

/** The endpoints as one flat list, in feature order. */
export function allEndpoints(): EndpointDefinition[] {
  return Object.values(API).flatMap((feature) => Object.values(feature) as EndpointDefinition[]);
}

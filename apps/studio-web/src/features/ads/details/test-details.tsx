// Helpers of the ad details component tests: an ad as the API answers it, and the page rendered with a
// fresh query cache. Used only by *.test.tsx files.
import type { AdRecord } from "@adstudio/api-client";
import { blankDocument } from "@adstudio/creative/formats";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { HttpResponse, http } from "msw";
import { renderWithRouter } from "../../../test/router";
import { TEST_AD_ID, testAd } from "../../editor/test-editor";
import { AdDetails } from "./ad-details";

export const AD_ID = TEST_AD_ID;

/** A published two-size belt ad (version 2, revision 4), with `overrides`. */
export function adRecord(overrides: Partial<AdRecord> = {}): AdRecord {
  const type = overrides.type ?? "belt";
  return {
    ...testAd(type, blankDocument(type, "Belt sale")),
    _id: AD_ID,
    location: `http://localhost:3000/creatives/${AD_ID}/2/index.html`,
    status: "published",
    revision: 4,
    version: 2,
    ...overrides,
  };
}

/** The ad's tags as the API answers them: GAM and Xandr, one size, JS and iframe. */
export const AD_TAGS = {
  version: 2,
  sizes: ["sz970x250", "sz728x90"],
  macros: [
    {
      server: "gam",
      label: "Google Ad Manager",
      click: "%%CLICK_URL_UNESC%%",
      clickEscaped: "%%CLICK_URL_ESC%%",
      cacheBuster: "%%CACHEBUSTER%%",
    },
    {
      server: "xandr",
      label: "Microsoft Invest (Xandr)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macro
      click: "${CLICK_URL}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macro
      clickEscaped: "${CLICK_URL_ENC}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an ad server's macro
      cacheBuster: "${CACHEBUSTER}",
    },
  ],
  tags: ["gam", "xandr"].flatMap((server) =>
    ["sz970x250", "sz728x90"].flatMap((size) =>
      ["js", "iframe"].map((type) => ({
        server,
        size,
        width: Number(size.slice(2).split("x")[0]),
        height: Number(size.split("x")[1]),
        type,
        code: `<!-- ${server} ${size} ${type} tag -->`,
      })),
    ),
  ),
};

/** An ad's approval before any review request (issue 31's approval card). */
export const DRAFT_APPROVAL = {
  state: "draft",
  approvalRequired: false,
  version: 0,
  approvedVersion: null,
  versions: [],
  events: [],
};

/**
 * The page reloads the ad, lists its versions and reads its approval: answers for each (add them with
 * `server.use`).
 */
export const detailsHandlers = (
  record: AdRecord,
  versions: unknown[] = [],
  approval: unknown = DRAFT_APPROVAL,
) => [
  http.get(`*/api/ads/versions/${record._id}`, () => HttpResponse.json({ versions })),
  http.get(`*/api/ads/approval/${record._id}`, () => HttpResponse.json({ approval })),
  http.get(`*/api/ads/tags/${record._id}`, () => HttpResponse.json(AD_TAGS)),
  http.get(`*/api/ads/share/${record._id}`, () => HttpResponse.json({ links: [] })),
  http.get(`*/api/ads/${record._id}`, () => HttpResponse.json({ ad: record })),
];

/**
 * The page as the route shows it, with the app's toasts; the loader's ad is fresh for 30 s, as with the
 * studio's query client.
 */
export function renderDetails(record: AdRecord) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return renderWithRouter(
    <QueryClientProvider client={client}>
      <Notifications />
      <AdDetails ad={record} />
    </QueryClientProvider>,
    `/studio/ad-details/${record._id}`,
  );
}

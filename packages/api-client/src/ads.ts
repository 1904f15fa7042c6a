import {
  type AdChoices,
  type AdCreateInput,
  type AdDraftPreview,
  type AdRecord,
  type AdRollbackInput,
  type AdStatus,
  type AdSummary,
  type AdTag,
  type AdTagsQuery,
  type AdTagsResponse,
  type AdUpdateInput,
  type AdVersion,
  adPreviewEndpoints,
  adsEndpoints,
  adTagEndpoints,
  adVersionEndpoints,
  type BodyInput,
  type ExportServer,
  type PublicAd,
  publicAdEndpoints,
  type QueryInput,
  type SortFieldOf,
  type SuccessBody,
} from "@adstudio/contract";
import type { RequestOptions } from "./client";
import type { ListParams } from "./list-params";
import type { Transport } from "./transport";

export type {
  AdChoices,
  AdCreateInput,
  AdDraftPreview,
  AdRecord,
  AdRollbackInput,
  AdStatus,
  AdSummary,
  AdTag,
  AdTagsQuery,
  AdTagsResponse,
  AdUpdateInput,
  AdVersion,
  ExportServer,
  PublicAd,
};

export type AdSortField = SortFieldOf<typeof adsEndpoints.list>;
export type AdListFilters = QueryInput<typeof adsEndpoints.list>;
export type AdListResponse = SuccessBody<typeof adsEndpoints.list>;
export type AdResponse = SuccessBody<typeof adsEndpoints.get>;

/**
 * The `/api/ads` endpoints. Users outside the admin group only reach their own companies' ads; another
 * company's ad answers 404. Saves carry the revision they were made to: a stale one answers 409.
 */
export function createAdsApi({ call, request }: Transport) {
  const endpoints = adsEndpoints;
  return {
    /** GET /api/ads – readAds; 10 per page, newest first; filters by format, company, campaign, status. */
    list: (params?: ListParams<AdSortField>, filters?: AdListFilters) =>
      call(endpoints.list, { list: params, ...(filters ? { query: filters } : {}) }),
    /** GET /api/ads/choices – the caller's companies and their campaigns, for filters and new ads. */
    choices: () => call(endpoints.choices),
    /** GET /api/ads/{id} – the ad with its document. */
    get: (id: string) => call(endpoints.get, { params: { id } }),
    /** POST /api/ads/create – from a format's blank document, a template ad, or a document. */
    create: (input: BodyInput<typeof endpoints.create>) => call(endpoints.create, { body: input }),
    /**
     * PUT /api/ads/update/{id} – 409 when `revision` is no longer the ad's (`skipConflictNotice` when the
     * caller shows that itself).
     */
    update: (id: string, changes: BodyInput<typeof endpoints.update>, options: RequestOptions = {}) =>
      call(endpoints.update, { params: { id }, body: changes, options }),
    /**
     * POST /api/ads/publish/{id} – an immutable version of every size, with optional plain-text `notes`
     * (≤ 500 characters); 409 when `revision` is stale or the company requires an approved version
     * (`skipConflictNotice` when the caller shows that itself).
     */
    publish: (id: string, revision: number, options: { notes?: string } & RequestOptions = {}) => {
      const { notes, ...request } = options;
      return call(endpoints.publish, {
        params: { id },
        body: { revision, ...(notes !== undefined ? { notes } : {}) },
        options: request,
      });
    },
    /** GET /api/ads/versions/{id} – readAds or viewAdDetails; the published versions, newest first. */
    versions: (id: string) => call(adVersionEndpoints.versions, { params: { id } }),
    /**
     * GET /api/ads/tags/{id} – readAds or viewAdDetails; the live version's JS, iframe and MRAID tags per
     * size and ad server (`size`, `server`, `type` narrow them); 409 for a draft or a video ad.
     */
    tags: (id: string, query: AdTagsQuery = {}) =>
      call(adTagEndpoints.tags, { params: { id }, query: { ...query } }),
    /**
     * POST /api/ads/rollback/{id} – updateAds; serves `version` again as a new version (history is kept),
     * with `restoreDraft` also making it the draft; 409 when `revision` is stale (`skipConflictNotice` when
     * the caller shows that itself), 404 for an unknown version.
     */
    rollback: (
      id: string,
      input: BodyInput<typeof adVersionEndpoints.rollback>,
      options: RequestOptions = {},
    ) => call(adVersionEndpoints.rollback, { params: { id }, body: input, options }),
    /**
     * POST /api/ads/preview/{id} – previewAds, createAds or updateAds; renders the saved draft (never
     * unsaved edits) for the preview page → `{location, revision}`; the same design answers the same
     * location. The draft carries no tracker, so previewing counts no impression.
     */
    previewDraft: (id: string) => call(adPreviewEndpoints.previewDraft, { params: { id } }),
    /**
     * GET /api/ads/download/{id}?size= – downloadHtml; one size as a zip: an HTML5 creative (index.html +
     * assets), or for image-generator the size's PNG and JPEG (`sz300x250.png`, `sz300x250.jpg`).
     */
    downloadZip: (id: string, size: string) =>
      request<ArrayBuffer>(`/ads/download/${encodeURIComponent(id)}`, {
        query: { size },
        responseType: "arrayBuffer",
      }),
    /**
     * GET /api/ads/export/{id}?server= – downloadHtml; the live version's package for ad servers (a zip):
     * CM360 and GAM layouts of every size's HTML5 zip and backup image, the ad tags and `manifest.json`;
     * `server` keeps one layout. 409 for a draft or a video ad.
     */
    exportPackage: (id: string, server?: ExportServer) =>
      request<ArrayBuffer>(`/ads/export/${encodeURIComponent(id)}`, {
        query: server ? { server } : {},
        responseType: "arrayBuffer",
      }),
    /**
     * GET /api/ads/public/{id} – no sign-in; a published ad's public facts (name, format, sizes, location,
     * company id); 404 for a draft or an unknown id.
     */
    getPublic: (id: string) => call(publicAdEndpoints.get, { params: { id } }),
    /** POST /api/ads/delete – the ad and its published versions. */
    delete: (id: string) => call(endpoints.delete, { body: { id } }),
  };
}

export type AdsApi = ReturnType<typeof createAdsApi>;

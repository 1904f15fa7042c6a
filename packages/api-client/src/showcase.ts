import {
  type AdStats,
  type BodyInput,
  type CloneAdInput,
  type CoverImageUpload,
  type PreviewUpdateInput,
  type PublicShowcaseListInput,
  type ShowcaseAd,
  type ShowcaseCompany,
  type ShowcaseListInput,
  type SuccessBody,
  showcaseEndpoints,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type {
  AdStats,
  CloneAdInput,
  CoverImageUpload,
  PreviewUpdateInput,
  PublicShowcaseListInput,
  ShowcaseAd,
  ShowcaseCompany,
  ShowcaseListInput,
};
export type ShowcaseListResponse = SuccessBody<typeof showcaseEndpoints.list>;
export type PublicShowcaseListResponse = SuccessBody<typeof showcaseEndpoints.publicList>;

/**
 * The showcase at the spec's paths: My Showcase (viewShowcase), the public company showcase (no sign-in,
 * published ads only), covers and preview texts (changeShowcasePreview) and clones (createAds).
 */
export function createShowcaseApi({ call }: Transport) {
  const endpoints = showcaseEndpoints;
  return {
    /** POST /api/rmcreator/adsShowcaseList – the caller's cards, 8 a page, newest first → {docs, total}. */
    // The server fills the defaults of what is left out; the contract's body type is the filled one.
    list: (input: ShowcaseListInput = {}) =>
      call(endpoints.list, { body: input as BodyInput<typeof endpoints.list> }),
    /** POST /api/rmcreator/adsListById – a company's published cards → {docs, total, company}; 404 unknown. */
    publicList: (input: PublicShowcaseListInput) =>
      call(endpoints.publicList, { body: input as BodyInput<typeof endpoints.publicList> }),
    /** POST /api/rmcreator/adCategories – the caller's categories (formats) → {docs}. */
    categories: () => call(endpoints.categories),
    /** POST /api/rmcreator/adCategoriesById – a company's published categories → {docs}. */
    publicCategories: (company: string) => call(endpoints.publicCategories, { body: { company } }),
    /** POST /api/rmcreator/adStats – live impressions and scans of up to 8 cards → {docs}; public for published ads. */
    stats: (ids: readonly string[]) => call(endpoints.stats, { body: { ids: [...ids] } }),
    /** PUT /api/ads/updateCoverImage – the cover image object (a data URL of at most 1 MB) → {ad}. */
    updateCoverImage: (input: BodyInput<typeof endpoints.updateCoverImage>) =>
      call(endpoints.updateCoverImage, { body: input }),
    /** PUT /api/ads/updatePreview – previewName or previewHeading → {ad}. */
    updatePreview: (input: BodyInput<typeof endpoints.updatePreview>) =>
      call(endpoints.updatePreview, { body: input }),
    /** POST /api/richads/cloneAds – a draft copy of `placementId` → {ads}. */
    clone: (input: BodyInput<typeof endpoints.clone>) => call(endpoints.clone, { body: input }),
  };
}

export type ShowcaseApi = ReturnType<typeof createShowcaseApi>;

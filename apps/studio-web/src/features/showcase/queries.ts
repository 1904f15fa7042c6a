import type { ShowcaseAd } from "@adstudio/api-client";
import { type AdType, SHOWCASE_PAGE_SIZE, SHOWCASE_SORT } from "@adstudio/core";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { showcaseApi } from "./public-api";

export const showcaseKeys = {
  all: ["showcase"] as const,
  own: ["showcase", "own"] as const,
  company: (companyId: string) => ["showcase", "company", companyId] as const,
};

/** What one showcase page shows: the 1-based page and the chosen category (none: every one). */
export interface ShowcaseView {
  page: number;
  type?: AdType | undefined;
}

const body = (view: ShowcaseView) => ({
  limit: SHOWCASE_PAGE_SIZE,
  page: view.page,
  sort: SHOWCASE_SORT,
  types: view.type ? [view.type] : [],
});

/** My Showcase's cards: the caller's company (or every company for the admin group without one). */
export const ownCardsQuery = (view: ShowcaseView, company: string | undefined) =>
  queryOptions({
    queryKey: [...showcaseKeys.own, "cards", company ?? "", view.page, view.type ?? ""],
    queryFn: () => showcaseApi.list({ ...body(view), ...(company ? { company } : {}) }),
    placeholderData: keepPreviousData,
  });

export const ownCategoriesQuery = () =>
  queryOptions({ queryKey: [...showcaseKeys.own, "categories"], queryFn: () => showcaseApi.categories() });

/** A company's public cards (published only) with the company's name and logo; 404 for an unknown one. */
export const publicCardsQuery = (companyId: string, view: ShowcaseView) =>
  queryOptions({
    queryKey: [...showcaseKeys.company(companyId), "cards", view.page, view.type ?? ""],
    queryFn: () => showcaseApi.publicList({ companyId, ...body(view) }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const publicCategoriesQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...showcaseKeys.company(companyId), "categories"],
    queryFn: () => showcaseApi.publicCategories(companyId),
    retry: false,
  });

/** The company's face (name, logo) for My Showcase's top bar, from its public showcase. */
export const companyFaceQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...showcaseKeys.company(companyId), "face"],
    queryFn: async () => (await showcaseApi.publicList({ companyId, limit: 1, page: 1 })).company,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The name a card shows: its preview name, else the ad's own. */
export const cardTitle = (ad: Pick<ShowcaseAd, "previewName" | "name">) => ad.previewName || ad.name;

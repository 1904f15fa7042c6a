import { type AdType, isAdType } from "@adstudio/core";

/** `?type=story&page=2`: the chosen category and page, kept in the address so a reload keeps them. */
export interface ShowcaseSearch {
  type?: AdType;
  page?: number;
}

export function parseShowcaseSearch(search: Record<string, unknown>): ShowcaseSearch {
  const type = typeof search.type === "string" && isAdType(search.type) ? search.type : undefined;
  const page = Number(search.page);
  return {
    ...(type ? { type } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 1_000_000 ? { page } : {}),
  };
}

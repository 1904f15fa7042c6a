import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { SHOWCASE_URL } from "./links";

const CREATIVE_PATH = /\/creatives\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** The ad a published creative's address belongs to (`…/creatives/{id}/{version}/index.html`), if any. */
export function adIdOfCreative(url: string | undefined): string | null {
  return url?.match(CREATIVE_PATH)?.[1]?.toLowerCase() ?? null;
}

/**
 * Where the top bar's Showcase link goes: the public `/showcase/{companyId}` of the ad's company, which
 * anyone can open (the preview is public, so a visitor is often signed out). The company comes from the
 * public ad (`GET /api/ads/public/{id}`); a draft or a creative from elsewhere keeps `/my-showcase`.
 */
export function useShowcaseUrl(creativeUrl: string | undefined): string {
  const id = adIdOfCreative(creativeUrl);
  const ad = useQuery({
    queryKey: ["ads", "public", id],
    queryFn: () => api.ads.getPublic(id ?? ""),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const companyId = ad.data?.ad.companyId;
  return companyId ? `/showcase/${companyId}` : SHOWCASE_URL;
}

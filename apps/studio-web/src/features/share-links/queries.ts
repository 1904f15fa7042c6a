import type { ReviewCommentInput, ShareLinkCreateInput } from "@adstudio/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const shareLinkKeys = {
  all: ["share-links"] as const,
  ofAd: (adId: string) => [...shareLinkKeys.all, adId] as const,
};

/** GET /api/ads/share/{id} – the ad's active review links. */
export const shareLinksQuery = (adId: string) =>
  queryOptions({ queryKey: shareLinkKeys.ofAd(adId), queryFn: () => api.shareLinks.list(adId) });

/** POST /api/ads/share/{id} – answers the address once; the list then shows the new link. */
export function useCreateShareLink(adId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareLinkCreateInput) => api.shareLinks.create(adId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.ofAd(adId) }),
  });
}

/** POST /api/ads/share/revoke/{linkId}. */
export function useRevokeShareLink(adId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => api.shareLinks.revoke(linkId),
    onSuccess: () => client.invalidateQueries({ queryKey: shareLinkKeys.ofAd(adId) }),
  });
}

/** GET /api/review – the reviewer's view of a link (token and password travel in headers). */
export const reviewQuery = (token: string, password: string | undefined) =>
  queryOptions({
    queryKey: ["review", token, password ?? null],
    queryFn: () => api.shareLinks.review(token, password),
    retry: false,
    // Each answer counts a view: no refetch on focus or reconnect. Frame tickets last ten minutes, so a
    // size chosen later fetches fresh ones (see `REVIEW_TICKET_FRESH_MS`).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** How long the frame addresses of a review answer are used before a new size fetches fresh ones. */
export const REVIEW_TICKET_FRESH_MS = 8 * 60_000;

/** GET /api/review/comments – the link's ad's comments (reading counts no view, so focus may refetch). */
export const reviewCommentsQuery = (token: string, password: string | undefined) =>
  queryOptions({
    queryKey: ["review", token, password ?? null, "comments"],
    queryFn: () => api.shareLinks.reviewComments(token, password),
    retry: false,
  });

/** POST /api/review/comments – a reviewer's thread or reply; the list then shows it. */
export function useAddReviewComment(token: string, password: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCommentInput) => api.shareLinks.addReviewComment(token, input, password),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: reviewCommentsQuery(token, password).queryKey, exact: true }),
  });
}

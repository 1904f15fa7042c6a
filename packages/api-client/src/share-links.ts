import {
  adShareEndpoints,
  REVIEW_PASSWORD_HEADER,
  REVIEW_TOKEN_HEADER,
  type Review,
  type ReviewCommentInput,
  type ReviewSize,
  reviewCommentEndpoints,
  reviewEndpoints,
  type ShareLink,
  type ShareLinkCreateInput,
  type ShareLinkMode,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type { Review, ReviewCommentInput, ReviewSize, ShareLink, ShareLinkCreateInput, ShareLinkMode };

/** Review links of an ad (issue 31): the studio's side, and the reviewer's public review. */
export function createShareLinksApi({ call }: Transport) {
  /** The reviewer's headers: the link's token, and its password when it has one. 401s are the caller's. */
  const reviewer = (token: string, password?: string) => ({
    skipUnauthorized: true,
    headers: {
      [REVIEW_TOKEN_HEADER]: token,
      ...(password !== undefined ? { [REVIEW_PASSWORD_HEADER]: password } : {}),
    },
  });
  return {
    /**
     * POST /api/ads/share/{id} – updateAds or approveAds; `{link, url}`: the address is answered this once
     * (only its token's hash is stored).
     */
    create: (adId: string, input: ShareLinkCreateInput) =>
      call(adShareEndpoints.create, { params: { id: adId }, body: input }),
    /** GET /api/ads/share/{id} – readAds or viewAdDetails; the ad's active links, newest first. */
    list: (adId: string) => call(adShareEndpoints.list, { params: { id: adId } }),
    /** POST /api/ads/share/revoke/{linkId} – updateAds or approveAds; revoking again changes nothing. */
    revoke: (linkId: string) => call(adShareEndpoints.revoke, { params: { linkId } }),
    /**
     * GET /api/review – public; the link's ad at its current review version, with a frame per size.
     * 401 (password), 404, 410 and 429 are the caller's to show (never a sign-out).
     */
    review: (token: string, password?: string) =>
      call(reviewEndpoints.get, { options: reviewer(token, password) }),
    /** GET /api/review/comments – public; the link's ad's comments at its current version. */
    reviewComments: (token: string, password?: string) =>
      call(reviewCommentEndpoints.list, { options: reviewer(token, password) }),
    /**
     * POST /api/review/comments – public, `comment` links only (a `view` link answers 403); signed with the
     * reviewer's `name` and optional `email`; 429 after 30 comments per link and address in 10 minutes.
     */
    addReviewComment: (token: string, input: ReviewCommentInput, password?: string) =>
      call(reviewCommentEndpoints.add, { body: input, options: reviewer(token, password) }),
  };
}

export type ShareLinksApi = ReturnType<typeof createShareLinksApi>;

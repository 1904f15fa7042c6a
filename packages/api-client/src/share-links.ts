import {
  adShareEndpoints,
  REVIEW_PASSWORD_HEADER,
  REVIEW_TOKEN_HEADER,
  type Review,
  type ReviewSize,
  reviewEndpoints,
  type ShareLink,
  type ShareLinkCreateInput,
  type ShareLinkMode,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type { Review, ReviewSize, ShareLink, ShareLinkCreateInput, ShareLinkMode };

/** Review links of an ad (issue 31): the studio's side, and the reviewer's public review. */
export function createShareLinksApi({ call }: Transport) {
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
      call(reviewEndpoints.get, {
        options: {
          skipUnauthorized: true,
          headers: {
            [REVIEW_TOKEN_HEADER]: token,
            ...(password !== undefined ? { [REVIEW_PASSWORD_HEADER]: password } : {}),
          },
        },
      }),
  };
}

export type ShareLinksApi = ReturnType<typeof createShareLinksApi>;

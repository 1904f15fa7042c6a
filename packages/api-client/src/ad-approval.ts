import {
  type AdApproval,
  type ApprovalAction,
  type ApprovalDecision,
  type ApprovalEvent,
  type ApprovalState,
  adApprovalEndpoints,
  type ReviewVersion,
} from "@adstudio/contract";
import type { RequestOptions } from "./client";
import type { Transport } from "./transport";

export type { AdApproval, ApprovalAction, ApprovalDecision, ApprovalEvent, ApprovalState, ReviewVersion };

/**
 * An ad's approval workflow (issue 31). Company-scoped like the ad endpoints: another company's ad
 * answers 404.
 */
export function createAdApprovalApi({ call }: Transport) {
  const endpoints = adApprovalEndpoints;
  return {
    /** GET /api/ads/approval/{id} – readAds or viewAdDetails; state, review versions, audit trail. */
    get: (id: string) => call(endpoints.approval, { params: { id } }),
    /**
     * POST /api/ads/review/{id} – updateAds; the saved draft at `revision` becomes the next review
     * version; 409 when `revision` is stale or a version is still in review.
     */
    requestReview: (id: string, revision: number, options: { note?: string } & RequestOptions = {}) => {
      const { note, ...request } = options;
      return call(endpoints.review, {
        params: { id },
        body: { revision, ...(note ? { note } : {}) },
        options: request,
      });
    },
    /**
     * POST /api/ads/approve/{id} – approveAds; approve or request changes to the current `version`; 409
     * unless the ad is in review and `version` is current.
     */
    decide: (
      id: string,
      input: { version: number; decision: ApprovalDecision; note?: string },
      options: RequestOptions = {},
    ) =>
      call(endpoints.decide, {
        params: { id },
        body: {
          version: input.version,
          decision: input.decision,
          ...(input.note ? { note: input.note } : {}),
        },
        options,
      }),
  };
}

export type AdApprovalApi = ReturnType<typeof createAdApprovalApi>;

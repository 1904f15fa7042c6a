import {
  type AdComment,
  type AdCommentInput,
  type AdCommentPerson,
  type AdCommentsResponse,
  adCommentEndpoints,
} from "@adstudio/contract";
import type { Transport } from "./transport";

export type { AdComment, AdCommentInput, AdCommentPerson, AdCommentsResponse };

/**
 * Comments on an ad's review versions (issue 31), under `/api/ads/comments`. Company-scoped like the ads:
 * another company's ad or comment answers 404.
 */
export function createAdCommentsApi({ call }: Transport) {
  const endpoints = adCommentEndpoints;
  return {
    /** GET /api/ads/comments/{id}?version= – the version's threads (default: the current version), each followed by its replies. */
    list: (id: string, version?: number) =>
      call(endpoints.comments, {
        params: { id },
        query: version === undefined ? {} : { version: String(version) },
      }),
    /** GET /api/ads/comments/people/{id} – who a comment on the ad may mention. */
    people: (id: string) => call(endpoints.people, { params: { id } }),
    /** POST /api/ads/comments/{id} – a pinned thread, or a reply with `parent`; 400 names the field. */
    add: (id: string, input: AdCommentInput) => call(endpoints.add, { params: { id }, body: input }),
    /** POST /api/ads/comments/resolve/{commentId} – resolve a thread on the current version, or reopen it. */
    resolve: (commentId: string, resolved: boolean) =>
      call(endpoints.resolve, { params: { commentId }, body: { resolved } }),
  };
}

export type AdCommentsApi = ReturnType<typeof createAdCommentsApi>;

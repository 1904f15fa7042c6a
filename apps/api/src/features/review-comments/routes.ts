import { reviewCommentEndpoints } from "@adstudio/contract";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { clientInfo } from "../auth/index.js";
import { openShareLink } from "../share-links/index.js";
import { addReviewComment, listReviewComments } from "./service.js";

/** Reviewers' comments through a share link: public, mounted under `/api/review` (token in a header). */
export const reviewCommentRoutes = contractRoutes("/api/review", reviewCommentEndpoints, {
  // GET /api/review/comments – the link's ad's comments at its current version
  list: async (c) => {
    const answer = await listReviewComments(c.var.deps, await openShareLink(c));
    // A revoke must take effect at once: nothing of a review is cached.
    c.header("Cache-Control", "no-store");
    return answer;
  },
  // POST /api/review/comments – a reviewer's thread or reply (comment links only). The body is checked
  // before the link is opened: input that is refused anyway must not count as a failed guess (a row).
  add: async (c, { body }) =>
    addReviewComment(c.var.deps, await openShareLink(c), clientInfo(c).ip, body, publicOrigin(c)),
});

import { AD_COMMENT_NOT_FOUND_MESSAGE, adCommentEndpoints } from "@adstudio/contract";
import type { AppDeps, AuthContext } from "../../app-env.js";
import { contractRoutes } from "../../http/contract-routes.js";
import { publicOrigin } from "../../http/public-url.js";
import { visibleAd } from "../ads/index.js";
import { authOf } from "../auth/index.js";
import { addComment, adIdOfComment, listComments, mentionablePeople, resolveComment } from "./service.js";

/** The ad when the caller sees it (another company's ad answers 404 like a missing one). */
const adFor = (deps: AppDeps, auth: AuthContext, id: string, message?: string) =>
  visibleAd(deps, auth, id, message);

/** Comments on an ad's versions, mounted under `/api/ads` beside the ad routes (same permissions and scoping). */
export const adCommentRoutes = contractRoutes("/api/ads", adCommentEndpoints, {
  // GET /api/ads/comments/{id}?version=n – the version's threads and replies
  comments: async (c, { params, query }) =>
    listComments(c.var.deps, await adFor(c.var.deps, authOf(c), params.id), query.version),
  // GET /api/ads/comments/people/{id} – who a comment may mention
  people: async (c, { params }) => ({
    people: await mentionablePeople(c.var.deps, await adFor(c.var.deps, authOf(c), params.id)),
  }),
  // POST /api/ads/comments/{id} – a pinned thread or a reply, with mentions
  add: async (c, { params, body }) => {
    const auth = authOf(c);
    const ad = await adFor(c.var.deps, auth, params.id);
    const author = { kind: "user" as const, id: auth.user.id, name: auth.user.displayName };
    return { comment: await addComment(c.var.deps, ad, author, body, publicOrigin(c)) };
  },
  // POST /api/ads/comments/resolve/{commentId} – resolve or reopen a thread
  resolve: async (c, { params, body }) => {
    const auth = authOf(c);
    const adId = await adIdOfComment(c.var.deps, params.commentId);
    // A comment of an ad the caller does not see answers like a missing comment.
    const ad = await adFor(c.var.deps, auth, adId, AD_COMMENT_NOT_FOUND_MESSAGE);
    const comment = await resolveComment(
      c.var.deps,
      ad,
      params.commentId,
      body.resolved,
      auth.user.displayName,
    );
    return { comment };
  },
});

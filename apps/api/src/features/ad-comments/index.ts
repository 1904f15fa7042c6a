// The ad-comments feature's public face: the routes, and the service the reviewer endpoints reuse.
export { adCommentRoutes } from "./routes.js";
export {
  addComment,
  type CommentAuthor,
  type CommentedAd,
  listComments,
} from "./service.js";
